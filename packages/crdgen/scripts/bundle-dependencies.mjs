// The rule bundle-bin.mjs enforces on manifests: the bundle inlines crdgen's workspace packages, so their
// third-party imports are resolved from crdgen's folder once installed, and under a strict install (pnpm's)
// a package sees only what it declares. Every third-party dependency of a bundled package must therefore be a
// dependency of crdgen too, with the same range, or the two could resolve to different versions.

/**
 * What is wrong with crdgen's `dependencies` for the bundled packages' manifests, one message per third-party
 * package, keyed by that package's name. Dependencies on workspace packages are left out: those are inlined.
 */
export function undeclaredDependencies(crdgenDependencies, bundledManifests, isWorkspacePackage) {
  const problems = new Map();
  for (const manifest of bundledManifests) {
    for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
      if (isWorkspacePackage(dependency) || problems.has(dependency)) continue;
      const declared = crdgenDependencies[dependency];
      if (declared === undefined) {
        problems.set(
          dependency,
          `${manifest.name} depends on ${dependency}@${range}, which crdgen's package.json does not list`,
        );
      } else if (declared !== range) {
        problems.set(
          dependency,
          `${manifest.name} depends on ${dependency}@${range}, crdgen's package.json on ${dependency}@${declared}`,
        );
      }
    }
  }
  return problems;
}

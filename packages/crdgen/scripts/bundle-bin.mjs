#!/usr/bin/env node
// Bundles the command line (src/bin.ts, the crdgen modules it loads and every workspace package crdgen depends
// on: core, structural, markers, generator) into dist/bundle/, the package's `bin`. Loading ~200 small ES
// modules costs Node more than the check of a typical CRD: one file and a few chunks start about 50 ms sooner.
// All workspace packages or none: had the generator stayed external, it would load its own copies of core and
// structural beside the bundle's, two module instances in one process whose `InternalError` classes differ.
// `generate` and `--watch` remain separate chunks, loaded only when used, so `check` and `--help` never load
// TypeScript. Third-party packages stay external and are resolved from crdgen's own folder, so each one the
// bundle imports must be a dependency of crdgen itself (a strict install such as pnpm's gives a package only
// what it declares): the build fails when one is not, or when crdgen declares another range than the package
// that uses it. Run after `tsc -b` (the build script does both).
import { readFile, rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { undeclaredDependencies } from "./bundle-dependencies.mjs";
import { isCommonJsOnly, requireShim } from "./commonjs-externals.mjs";

const packageDir = fileURLToPath(new URL("../", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const outdir = fileURLToPath(new URL("../dist/bundle/", import.meta.url));

async function readManifest(folder) {
  return JSON.parse(await readFile(`${repoRoot}${folder}/package.json`, "utf8"));
}

// Every workspace package by name, from the root manifest's `workspaces`.
const rootManifest = await readManifest(".");
const workspace = new Map(
  await Promise.all(
    rootManifest.workspaces.map(async (folder) => [(await readManifest(folder)).name, folder]),
  ),
);
const crdgen = await readManifest("packages/crdgen");
const crdgenDependencies = crdgen.dependencies ?? {};

// The workspace packages crdgen reaches through dependencies: the ones inlined.
const bundled = new Map();
async function collectBundled(dependencies) {
  for (const name of Object.keys(dependencies ?? {})) {
    if (!workspace.has(name) || bundled.has(name)) continue;
    const manifest = await readManifest(workspace.get(name));
    bundled.set(name, manifest);
    await collectBundled(manifest.dependencies);
  }
}
await collectBundled(crdgenDependencies);

// What is wrong, one line per third-party package.
const problems = undeclaredDependencies(crdgenDependencies, [...bundled.values()], (name) =>
  workspace.has(name),
);

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
function packageNameOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

// Decides each bare import: Node built-ins and crdgen's third-party dependencies stay external, the bundled
// workspace packages are inlined, anything else is an import crdgen could not resolve once installed.
const externalsPlugin = {
  name: "crdgen-externals",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageNameOf(args.path);
      if (args.path.startsWith("node:") || builtinModules.includes(name)) return { external: true };
      if (bundled.has(name)) return undefined;
      if (name in crdgenDependencies) {
        // A CommonJS-only package (@ts-morph/common) is loaded through require: see commonjs-externals.mjs.
        if (args.path === name && isCommonJsOnly(name, packageDir))
          return { path: name, namespace: "require" };
        return { external: true };
      }
      if (!problems.has(name)) {
        const importer = relative(repoRoot, args.importer);
        problems.set(name, `${importer} imports ${args.path}, which crdgen's package.json does not list`);
      }
      return { external: true };
    });
    build.onLoad({ filter: /.*/, namespace: "require" }, (args) => ({
      contents: requireShim(args.path, packageDir),
      loader: "js",
      resolveDir: packageDir,
    }));
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: packageDir,
  entryPoints: ["src/bin.ts"],
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  plugins: [externalsPlugin],
  chunkNames: "[name]-[hash]",
  logLevel: "warning",
});

if (problems.size > 0) {
  await rm(outdir, { recursive: true, force: true });
  process.stderr.write(
    `bundle-bin: the bundle would import packages that crdgen does not declare:\n` +
      [...problems.values()].map((problem) => `  ${problem}\n`).join("") +
      "  hint: add them to packages/crdgen/package.json `dependencies`, with the range the using package declares.\n",
  );
  process.exit(1);
}

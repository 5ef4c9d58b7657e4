#!/usr/bin/env node
// Bundles the command line (src/bin.ts and the crdgen modules it loads, with @crdgen/core, structural and
// markers) into dist/bundle/, the package's `bin`. Loading ~200 small ES modules costs Node more than the
// check of a typical CRD: one file and a few chunks start about 50 ms sooner. The generator (TypeScript,
// its data files) and third-party packages stay external; `generate` and `--watch` remain separate chunks
// loaded only when used. Run after `tsc -b` (the build script does both).
import { readFile, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const packageDir = fileURLToPath(new URL("../", import.meta.url));
const outdir = fileURLToPath(new URL("../dist/bundle/", import.meta.url));
// Workspace packages, by their folder under packages/.
const bundled = { "@crdgen/core": "core", "@crdgen/structural": "structural", "@crdgen/markers": "markers" };

async function dependenciesOf(manifestPath) {
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  return Object.keys(manifest.dependencies ?? {});
}

// Every dependency of crdgen and of the bundled packages, except the bundled packages themselves.
const manifests = ["crdgen", ...Object.values(bundled)].map((folder) =>
  fileURLToPath(new URL(`../../${folder}/package.json`, import.meta.url)),
);
const external = [...new Set((await Promise.all(manifests.map(dependenciesOf))).flat())].filter(
  (name) => !(name in bundled),
);

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
  external,
  chunkNames: "[name]-[hash]",
  logLevel: "warning",
});

#!/usr/bin/env node
// `npm run check:packages`: what a user's install of each published package would meet, checked on the packed
// tarballs after `npm run build`. publint checks the package.json fields against the packed files;
// are-the-types-wrong resolves each entry point the way TypeScript does under node10, node16 and bundler
// resolution, so a `moduleResolution: node` project (cdk8s scaffolds them) can import `crdgen` too.
// The packages are ESM only by design (Node >= 20.19 loads them from CommonJS with require(esm)), so attw's
// "CommonJS resolves to ESM" finding is the one rule ignored.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bins = join(root, "node_modules", ".bin");
const packages = readdirSync(join(root, "packages"))
  .map((folder) => join(root, "packages", folder))
  .filter((dir) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).private !== true)
  .sort();

let failed = false;
for (const dir of packages) {
  for (const [tool, args] of [
    ["publint", ["--strict", dir]],
    ["attw", ["--pack", dir, "--ignore-rules", "cjs-resolves-to-esm", "--format", "table-flipped"]],
  ]) {
    const run = spawnSync(join(bins, tool), args, { cwd: root, stdio: "inherit" });
    if (run.status !== 0) {
      console.error(`${tool} failed for ${dir}`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);

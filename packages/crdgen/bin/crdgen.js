#!/usr/bin/env node
// The package's `bin`. It is a committed file rather than a build output because npm links a workspace's bin
// only when its target exists at install time, and a fresh clone has no dist/ when `npm ci` runs: with the
// bundle itself as the bin, `npm ci && npm run examples` failed with `crdgen: not found` on every new clone.
// The published package always carries dist/; only a repository checkout can be unbuilt. That case is a
// contributor's setup step, before @crdgen/core's catalog exists to word it, so its message is written here.
import { existsSync } from "node:fs";
import process from "node:process";
import { URL } from "node:url";

const bundle = new URL("../dist/bundle/bin.js", import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    "crdgen: the command line is not built in this checkout (dist/bundle/bin.js is missing).\n" +
      "  hint: run `npm run build` at the repository root first.\n",
  );
  process.exit(2);
}
await import(bundle.href);

#!/usr/bin/env node
// The package's `bin`. It is a committed file rather than a build output because npm links a workspace's bin
// only when its target exists at install time, and a fresh clone has no dist/ when `npm ci` runs: with the
// bundle itself as the bin, `npm ci && npm run examples` failed with `crdgen: not found` on every new clone.
// The published package always carries dist/; only a repository checkout can be unbuilt. That case is a
// contributor's setup step, before @crdgen/core's catalog exists to word it, so its message is written here.
import { existsSync } from "node:fs";
import module from "node:module";
import process from "node:process";
import { URL } from "node:url";

// V8's compile cache (Node >= 22.1; `enableCompileCache` is undefined on Node 20, where nothing changes): a cold
// run compiles the bundle and, on the TypeScript 7 backend, the 57 modules of the compiler's JS API again each
// time; cached, a `generate` spends about 20-45 ms less CPU. Enabled before the bundle is imported, so that it
// covers every module of the run. Node keeps the cache in its default folder (os.tmpdir()/node-compile-cache),
// keyed by file content and Node version, and NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for `tsc`, which
// does the same in its own bin.
module.enableCompileCache?.();

const bundle = new URL("../dist/bundle/bin.js", import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    "crdgen: the command line is not built in this checkout (dist/bundle/bin.js is missing).\n" +
      "  hint: run `npm run build` at the repository root first.\n",
  );
  process.exit(2);
}
await import(bundle.href);

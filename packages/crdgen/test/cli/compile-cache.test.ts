import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { crdgenBin } from "../support/bin.js";

// The bin enables V8's compile cache where Node has it (>= 22.1), before it imports the bundle. Node 20 has no
// `module.enableCompileCache`: there the first test stands one in, so that what the bin does is checked on every
// Node; the second checks the real cache on a Node that has it.

// @types/node follows the oldest Node crdgen supports (20), which does not declare it.
const nodeHasCompileCache =
  typeof (module as { enableCompileCache?: unknown }).enableCompileCache === "function";
const packageVersion = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

let dir = "";
afterEach(async () => {
  if (dir !== "") await rm(dir, { recursive: true, force: true });
  dir = "";
});

function runBin(args: readonly string[], nodeArgs: readonly string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [...nodeArgs, crdgenBin, ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
}

describe("the bin and V8's compile cache", () => {
  it("enables it once, with Node's default folder, before the command runs", () => {
    // A preload that replaces enableCompileCache with a recorder: it prints a line to stdout when called, with
    // its arguments and whether the bundle has run yet (the bundle prints the version after it).
    const recorder = [
      'import module from "node:module";',
      'import { writeSync } from "node:fs";',
      "module.enableCompileCache = (...args) => {",
      "  writeSync(1, `enableCompileCache(${JSON.stringify(args)})\\n`);",
      "};",
    ].join("\n");
    const run = runBin(["--version"], ["--import", `data:text/javascript,${encodeURIComponent(recorder)}`]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe("enableCompileCache([])");
    expect(lines.filter((line) => line.startsWith("enableCompileCache"))).toHaveLength(1);
    expect(lines[1]).toBe(packageVersion);
  });

  it.skipIf(!nodeHasCompileCache)(
    "fills Node's cache folder under the temporary directory on a Node that has one",
    async () => {
      dir = await mkdtemp(join(tmpdir(), "crdgen-compile-cache-"));
      const run = runBin(["--version"], [], { TMPDIR: dir });
      expect(run.status).toBe(0);
      const cache = join(dir, "node-compile-cache");
      const versions = await readdir(cache);
      expect(versions).toHaveLength(1);
      // One entry per compiled file: the bin, the bundle's entry and its chunks.
      expect((await readdir(join(cache, versions[0] ?? ""))).length).toBeGreaterThan(2);
    },
  );
});

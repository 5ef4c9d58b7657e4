import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { useBatchCompilerGc } from "../../src/cli/compiler-gc.js";
import { crdgenBin } from "../support/bin.js";

// A preload that reports, when the process ends, the GOGC a compiler process started by it would inherit.
const reporter = [
  'import { writeSync } from "node:fs";',
  'process.on("exit", () => writeSync(2, `GOGC=${String(process.env.GOGC)}\\n`));',
].join("\n");
const preload = ["--import", `data:text/javascript,${encodeURIComponent(reporter)}`];

let dir = "";
afterEach(async () => {
  if (dir !== "") await rm(dir, { recursive: true, force: true });
  dir = "";
});

function runBin(args: readonly string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [...preload, crdgenBin, ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
}

describe("the garbage collector's target for the compiler of a one-shot generate", () => {
  it("is 400 when the user set no GOGC, and the user's own otherwise", () => {
    const env: NodeJS.ProcessEnv = {};
    useBatchCompilerGc(env);
    expect(env).toEqual({ GOGC: "400" });
    for (const given of ["100", "off", ""]) {
      const own: NodeJS.ProcessEnv = { GOGC: given };
      useBatchCompilerGc(own);
      expect(own).toEqual({ GOGC: given });
    }
  });

  it("is set by a one-shot generate, before it opens the project", async () => {
    dir = await mkdtemp(join(tmpdir(), "crdgen-gogc-"));
    // No project here, so generate fails; GOGC is set before it looks.
    const run = runBin(["generate", join(dir, "missing.ts")]);
    expect(run.stderr.endsWith("GOGC=400\n")).toBe(true);
    const own = runBin(["generate", join(dir, "missing.ts")], { GOGC: "150" });
    expect(own.stderr.endsWith("GOGC=150\n")).toBe(true);
  });

  it("is left alone by generate --help and by the other commands", () => {
    for (const args of [["generate", "--help"], ["check", "--help"], ["--version"], ["markers"]]) {
      const run = runBin(args);
      expect(run.status, args.join(" ")).toBe(0);
      expect(run.stderr, args.join(" ")).toBe("GOGC=undefined\n");
    }
  });
});

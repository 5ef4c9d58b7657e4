import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { batchOptimizationFlag } from "../../src/cli/optimization-budget.js";
import { crdgenBin } from "../support/bin.js";
import { widgetCrd } from "../validate/fixtures.js";

// A preload that records every setFlagsFromString call on stderr, then makes it; the bundle imports the function
// by name, so the builtin's ESM exports are synced with the replaced one.
const recorder = [
  'import module from "node:module";',
  'import v8 from "node:v8";',
  'import { writeSync } from "node:fs";',
  "const set = v8.setFlagsFromString;",
  "v8.setFlagsFromString = (flags) => {",
  "  writeSync(2, `setFlagsFromString(${JSON.stringify(flags)})\\n`);",
  "  set(flags);",
  "};",
  "module.syncBuiltinESMExports();",
].join("\n");

let dir = "";
afterEach(async () => {
  if (dir !== "") await rm(dir, { recursive: true, force: true });
  dir = "";
});

function runBin(args: readonly string[], nodeArgs: readonly string[] = []) {
  return spawnSync(process.execPath, [...nodeArgs, crdgenBin, ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
  });
}

async function crdFile(): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), "crdgen-budget-"));
  const file = join(dir, "crd.yaml");
  await writeFile(file, widgetCrd);
  return file;
}

const object = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w1
  namespace: default
spec:
  size: 3
`;

const preload = ["--import", `data:text/javascript,${encodeURIComponent(recorder)}`];
const setOnce = (): string =>
  `setFlagsFromString(${JSON.stringify(batchOptimizationFlag(process.versions.v8))})\n`;

describe("the optimization threshold of the batch commands", () => {
  it("names the flag that each V8 has: bytes before 11.8, invocations from 11.8 on", () => {
    expect(batchOptimizationFlag("11.3.244.8-node.30")).toBe("--interrupt-budget=600000");
    expect(batchOptimizationFlag("11.7.0")).toBe("--interrupt-budget=600000");
    expect(batchOptimizationFlag("11.8.172.17-node.20")).toBe("--invocation-count-for-turbofan=13500");
    expect(batchOptimizationFlag("12.4.254.21-node.33")).toBe("--invocation-count-for-turbofan=13500");
    expect(batchOptimizationFlag("13.6.233.17-node.53")).toBe("--invocation-count-for-turbofan=13500");
  });

  it("is set once by check, with a flag this Node's V8 knows (an unknown one is an error on stderr)", async () => {
    const file = await crdFile();
    const run = runBin(["check", file], preload);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(setOnce());
    expect(run.stdout).toContain("Checked 1 file, 1 CRD: no errors");
  });

  it("is set once by validate and by a one-shot generate", async () => {
    const file = await crdFile();
    const objectFile = join(dir, "widget.yaml");
    await writeFile(objectFile, object);
    const validate = runBin(["validate", objectFile, "--crds", file], preload);
    expect(validate.status).toBe(0);
    expect(validate.stderr).toBe(setOnce());
    // No project here, so generate fails; the threshold is set before it looks.
    const generate = runBin(["generate", join(dir, "missing.ts")], preload);
    expect(generate.stderr.startsWith(setOnce())).toBe(true);
    expect(generate.stderr.split("setFlagsFromString").length).toBe(2);
  });

  it("leaves a threshold the user gave node alone", async () => {
    const file = await crdFile();
    for (const given of ["--interrupt-budget=100000", "--interrupt_budget=100000"]) {
      const run = runBin(["check", file], [...preload, given]);
      expect(run.status, given).toBe(0);
      expect(run.stderr, given).toBe("");
    }
  });

  it("leaves V8 alone for check --help and for the other commands", () => {
    for (const args of [["check", "--help"], ["generate", "--help"], ["--version"], ["markers"]]) {
      const run = runBin(args, preload);
      expect(run.status, args.join(" ")).toBe(0);
      expect(run.stderr, args.join(" ")).toBe("");
    }
  });
});

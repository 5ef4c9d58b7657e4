import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadTs7Modules, typeScriptAt } from "../../src/ts7/modules.js";
import { loadTs7Project } from "../../src/ts7/project.js";
import { fixturesRoot, fixturesTsconfig } from "../support/fixtures.js";
import { typescript7Package } from "./typescript7.js";

const timeout = 120_000;

/** Child processes keeping this process's event loop alive (each is a "ProcessWrap" resource). */
function liveChildProcesses(): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === "ProcessWrap").length;
}

describe("the TypeScript 7 compiler's process", () => {
  it(
    "is waited for once the project closes, so a crdgen command never exits before it (and `time` counts it)",
    async () => {
      const installed = typeScriptAt(typescript7Package);
      if (installed === undefined) throw new Error(`no TypeScript at ${typescript7Package}`);
      const before = liveChildProcesses();
      const loaded = loadTs7Project(loadTs7Modules(installed), {
        inputs: ["input.ts"],
        cwd: path.join(fixturesRoot, "arrays"),
        tsconfig: fixturesTsconfig,
      });
      const project = loaded.value;
      if (project === undefined) throw new Error("the project did not load");
      // While it runs, the API keeps the compiler's process from holding the event loop open.
      expect(liveChildProcesses()).toBe(before);
      project.close?.();
      expect(liveChildProcesses()).toBe(before + 1);
      // A killed process can take a while to be reaped on a loaded machine: poll until nearly the test's limit.
      await expect.poll(liveChildProcesses, { timeout: timeout - 20_000 }).toBe(before);
    },
    timeout,
  );
});

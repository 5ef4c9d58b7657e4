import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Ts7Modules } from "../../src/ts7/modules.js";
import { loadTs7Modules, typeScriptAt } from "../../src/ts7/modules.js";
import { loadTs7Project } from "../../src/ts7/project.js";
import { fixturesRoot, fixturesTsconfig } from "../support/fixtures.js";
import { typescript7Package } from "./typescript7.js";

// Every file-system callback crdgen gives the compiler is a round trip for every file it reads or probes:
// for a program on disk, none (crdgen's tsconfig is on disk too, see config-placement.test.ts).

const timeout = 120_000;

/** The names of the file-system callbacks the project gives the compiler, and the project's input files. */
function callbacksOf(options: Parameters<typeof loadTs7Project>[1]): {
  callbacks: string[];
  inputs: string[];
} {
  const installed = typeScriptAt(typescript7Package);
  if (installed === undefined) throw new Error(`no TypeScript at ${typescript7Package}`);
  const modules = loadTs7Modules(installed);
  let callbacks: string[] = [];
  class RecordingApi extends modules.sync.API {
    constructor(...args: ConstructorParameters<typeof modules.sync.API>) {
      super(...args);
      const options = args[0];
      callbacks = options !== undefined && "fs" in options ? Object.keys(options.fs ?? {}).sort() : [];
    }
  }
  const recording: Ts7Modules = { ...modules, sync: { ...modules.sync, API: RecordingApi } };
  const loaded = loadTs7Project(recording, options);
  try {
    const inputs = loaded.value?.inputFiles().map((f) => path.basename(f.path)) ?? [];
    return { callbacks, inputs };
  } finally {
    loaded.value?.close?.();
  }
}

describe("the TypeScript 7 backend's file-system callbacks", () => {
  it(
    "are none for a program on disk",
    () => {
      const cwd = path.join(fixturesRoot, "arrays");
      expect(callbacksOf({ inputs: ["input.ts"], cwd, tsconfig: fixturesTsconfig })).toEqual({
        callbacks: [],
        inputs: ["input.ts"],
      });
    },
    timeout,
  );

  it(
    "serve every file of an in-memory program",
    () => {
      const files = { "/app/input.ts": "export interface A { a: string }\n" };
      expect(callbacksOf({ inputs: ["input.ts"], cwd: "/app", files })).toEqual({
        callbacks: ["directoryExists", "fileExists", "getAccessibleEntries", "readFile", "realpath"],
        inputs: ["input.ts"],
      });
    },
    timeout,
  );
});

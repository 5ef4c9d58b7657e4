import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { GenerateOptions, GenerateResult, TsBackend } from "../../src/index.js";
import { generateCrds } from "../../src/index.js";
import { fixtureFolders, fixtureInputs, fixtureOptions, fixturesTsconfig } from "../support/fixtures.js";
import { typescript7Package } from "./typescript7.js";

/*
 * The TypeScript 7 backend against the ts-morph one: the same CRDs (byte for byte as JSON, so in the same
 * property order) and the same diagnostics (code, place, text) on every golden fixture, every `_error_`
 * fixture, the example operators and the controller-gen parity project.
 */

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

function run(options: GenerateOptions, tsBackend: TsBackend): string {
  const result: GenerateResult = generateCrds({
    ...options,
    tsBackend,
    typescriptPackage: typescript7Package,
  });
  return JSON.stringify(result, undefined, 1);
}

function expectSame(options: GenerateOptions): void {
  const tsMorph = run(options, "ts-morph");
  const typescript7 = run(options, "typescript7");
  expect(typescript7).toBe(tsMorph);
}

function fixture(folder: string): GenerateOptions {
  return {
    inputs: fixtureInputs(folder),
    cwd: folder,
    tsconfig: fixturesTsconfig,
    ...fixtureOptions(folder),
  };
}

function project(dir: string): GenerateOptions {
  return { inputs: ["api"], cwd: dir, tsconfig: path.join(dir, "tsconfig.json") };
}

const examples = readdirSync(path.join(repoRoot, "examples"))
  .map((name) => path.join(repoRoot, "examples", name))
  .filter((dir) => statSync(dir).isDirectory() && existsSync(path.join(dir, "api")))
  .sort();

const timeout = 120_000;

describe("both backends give the same CRDs and diagnostics", () => {
  describe("golden fixtures", () => {
    for (const folder of fixtureFolders()) {
      it(
        path.basename(folder),
        () => {
          expectSame(fixture(folder));
        },
        timeout,
      );
    }
  });

  describe("error fixtures", () => {
    for (const folder of fixtureFolders("_error_")) {
      it(
        path.basename(folder),
        () => {
          expectSame(fixture(folder));
        },
        timeout,
      );
    }
  });

  describe("examples", () => {
    it("finds the example operators", () => {
      expect(examples.length).toBeGreaterThanOrEqual(3);
    });
    for (const dir of examples) {
      it(
        path.basename(dir),
        () => {
          expectSame(project(dir));
        },
        timeout,
      );
    }
  });

  it(
    "controller-gen parity project",
    () => {
      expectSame(project(path.join(repoRoot, "packages/generator/test/parity/project")));
    },
    timeout,
  );
});

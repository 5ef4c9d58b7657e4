import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Diagnostic } from "@crdgen/core";
import { renderDiagnostic } from "@crdgen/core";
import type { GenerateOptions, GenerateResult } from "../../src/index.js";
import { generateCrds } from "../../src/index.js";

/** packages/generator/fixtures, absolute. */
export const fixturesRoot = fileURLToPath(new URL("../../fixtures/", import.meta.url));

/** The shared tsconfig of the fixtures: `crdgen` maps to packages/crdgen/src/api-types.ts. */
export const fixturesTsconfig = path.join(fixturesRoot, "tsconfig.json");

/** The fixture folders under `dir` (relative to fixtures/), sorted. */
export function fixtureFolders(dir = ""): string[] {
  const base = path.join(fixturesRoot, dir);
  return readdirSync(base)
    .filter((name) => !name.startsWith("_") && statSync(path.join(base, name)).isDirectory())
    .sort()
    .map((name) => path.join(base, name));
}

/** A fixture's inputs: its `api/` folder when it has one, else its input.ts. */
export function fixtureInputs(folder: string): string[] {
  return existsSync(path.join(folder, "api")) ? ["api"] : ["input.ts"];
}

export function fixtureOptions(folder: string): Partial<GenerateOptions> {
  const file = path.join(folder, "options.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<GenerateOptions>) : {};
}

/** Runs the generator on a fixture folder, as the CLI would from inside it (options.json adds options). */
export function runFixture(folder: string): GenerateResult {
  return generateCrds({
    inputs: fixtureInputs(folder),
    cwd: folder,
    tsconfig: fixturesTsconfig,
    ...fixtureOptions(folder),
  });
}

/** Every diagnostic rendered without colour, with its code frame, paths relative to the fixture. */
export function renderDiagnostics(diagnostics: readonly Diagnostic[], folder: string): string {
  const sourceOf = (file: string): string | undefined => {
    const absolute = path.resolve(folder, file);
    return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined;
  };
  return diagnostics.map((d) => `${renderDiagnostic(d, { sourceOf })}\n`).join("\n");
}

/** With UPDATE_GOLDENS=1 the golden file is rewritten from the actual text first. */
export function updateGolden(file: string, actual: string): void {
  if (process.env.UPDATE_GOLDENS === "1") {
    if (actual === "" && !existsSync(file)) return;
    writeFileSync(file, actual);
  }
}

/** The golden text, or "" when the file does not exist. */
export function readGolden(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

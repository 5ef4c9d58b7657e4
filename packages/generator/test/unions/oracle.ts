import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadProject } from "../../src/index.js";
import { fixturesTsconfig } from "../support/fixtures.js";

/** A JSON value written as the TypeScript type of exactly that value (a non-fresh value: extra keys allowed). */
function typeOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return `[${value.map(typeOfValue).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${typeOfValue(v)}`);
    return `{ ${entries.join("; ")} }`;
  }
  return JSON.stringify(value);
}

/**
 * Asks the TypeScript checker which values a type accepts: each value becomes a declared constant of its own
 * exact type, assigned to the target type. One program checks them all.
 */
export function typeScriptAccepts(
  module: string,
  imports: string,
  target: string,
  values: readonly unknown[],
): boolean[] {
  const dir = mkdtempSync(path.join(tmpdir(), "crdgen-oracle-"));
  try {
    const header = [`import type { ${imports} } from ${JSON.stringify(module)};`, ""];
    const lines = values.map(
      (v, i) => `declare const s${i}: ${typeOfValue(v)}; export const t${i}: ${target} = s${i};`,
    );
    const file = path.join(dir, "oracle.ts");
    writeFileSync(file, [...header, ...lines, ""].join("\n"));
    const project = loadProject({ inputs: [file], cwd: dir, tsconfig: fixturesTsconfig }).value;
    const rejected = new Set(
      (project?.compilerDiagnostics() ?? [])
        .filter((d) => d.category === "error" && d.start !== undefined)
        .map((d) => (d.start?.line ?? 0) - header.length - 1),
    );
    const unexpected = (project?.compilerDiagnostics() ?? []).filter(
      (d) => d.start === undefined || d.start.line <= header.length,
    );
    if (project === undefined || unexpected.length > 0) {
      throw new Error(`oracle program does not compile: ${unexpected.map((d) => d.message).join("; ")}`);
    }
    return values.map((_, i) => !rejected.has(i));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import type { Diagnostic } from "@crdgen/core";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What `crdgen` resolves to in test projects: packages/crdgen/src/api-types.ts. */
const apiTypes = fileURLToPath(new URL("../../../crdgen/src/api-types.ts", import.meta.url));

/** Writes `text` to `file` (relative to `dir`), creating folders; returns the absolute path. */
export function writeProjectFile(dir: string, file: string, text: string): string {
  const absolute = path.join(dir, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

/**
 * The tsconfig.json of a temporary test project: strict, bundler resolution, `crdgen` mapped to the API types,
 * with `paths` added to that mapping and `options` merged on top.
 */
export function testTsconfig(
  paths: Record<string, string[]> = {},
  options: Record<string, unknown> = {},
): string {
  const compilerOptions = {
    strict: true,
    module: "Preserve",
    moduleResolution: "Bundler",
    noEmit: true,
    types: [],
    paths: { crdgen: [apiTypes], ...paths },
    ...options,
  };
  return JSON.stringify({ compilerOptions });
}

/** Each diagnostic as [code, `file:line:column` or undefined, message]: what the tests compare. */
export function placedDiagnostics(diagnostics: readonly Diagnostic[]): (string | undefined)[][] {
  return diagnostics.map((d) => [
    d.code,
    d.span === undefined ? undefined : `${d.span.file}:${d.span.start.line}:${d.span.start.column}`,
    d.message,
  ]);
}

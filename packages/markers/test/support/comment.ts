import type { DiagnosticCode, SourcePosition } from "@crdgen/core";
import type { ParsedComment } from "../../src/index.js";
import { parseComment } from "../../src/index.js";
import type { MarkerTarget } from "../../src/registry/types.js";

/** Parses a single `// <marker>` line at 1:1 of `t.ts`, so its marker sits at 1:4. */
export function parseLine(markerText: string, target?: MarkerTarget): ParsedComment {
  return parseComment(`// ${markerText}`, { line: 1, column: 1 }, "t.ts", target);
}

/**
 * A JSDoc comment as a generator sees it in a file, indented by two spaces and starting at 10:3:
 *
 *     /**
 *      * Field doc.
 *      * <marker>       ← line 12, column 6
 *      *\/
 */
export function jsdoc(markerText: string): { text: string; start: SourcePosition; markerAt: string } {
  return {
    text: `/**\n   * Field doc.\n   * ${markerText}\n   */`,
    start: { line: 10, column: 3 },
    markerAt: "12:6",
  };
}

/**
 * A `//` comment block as a generator sees it, indented by four spaces and starting at 20:5:
 *
 *     // Field doc.
 *     //
 *     // <marker>       ← line 22, column 8
 */
export function lineComments(markerText: string): { text: string; start: SourcePosition; markerAt: string } {
  return {
    text: `// Field doc.\n    //\n    // ${markerText}`,
    start: { line: 20, column: 5 },
    markerAt: "22:8",
  };
}

/** `code@line:col` of each diagnostic, for compact assertions. */
export function codesAt(diagnostics: ParsedComment["diagnostics"]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.span?.start.line ?? 0}:${d.span?.start.column ?? 0}`);
}

/** The single diagnostic's code, message and hint. */
export function only(diagnostics: ParsedComment["diagnostics"]): {
  code: DiagnosticCode;
  message: string;
  hint: string | undefined;
} {
  if (diagnostics.length !== 1) throw new Error(`expected 1 diagnostic, got ${JSON.stringify(diagnostics)}`);
  const [d] = diagnostics;
  if (d === undefined) throw new Error("unreachable");
  return { code: d.code, message: d.message, hint: d.hint };
}

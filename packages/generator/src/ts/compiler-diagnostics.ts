import { ts } from "@ts-morph/common";
import type { TsCompilerDiagnostic } from "./model.js";
import { isDeprecation } from "./deprecations.js";
import { positionOf } from "./spans.js";

const categories: Record<ts.DiagnosticCategory, TsCompilerDiagnostic["category"]> = {
  [ts.DiagnosticCategory.Error]: "error",
  [ts.DiagnosticCategory.Warning]: "warning",
  [ts.DiagnosticCategory.Suggestion]: "suggestion",
  [ts.DiagnosticCategory.Message]: "message",
};

/** TypeScript's diagnostic as crdgen keeps it: code, category, message, and place when it has one. */
export function convertDiagnostic(d: ts.Diagnostic): TsCompilerDiagnostic {
  const base = {
    code: d.code,
    category: categories[d.category],
    message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  };
  if (d.file === undefined || d.start === undefined) return base;
  return { ...base, file: d.file.fileName, start: positionOf(d.file, d.start) };
}

/**
 * TypeScript's errors that belong to no input file: the tsconfig's (read with it) and the compiler options'
 * (placed in the tsconfig when there is one), without deprecations, which are not crdgen's concern.
 */
export function programDiagnostics(
  program: ts.Program,
  configDiagnostics: readonly TsCompilerDiagnostic[],
): TsCompilerDiagnostic[] {
  const options = program.getOptionsDiagnostics().map(convertDiagnostic);
  return [
    ...configDiagnostics,
    ...options.filter((d) => !isDeprecation(d.code)),
    ...program.getGlobalDiagnostics().map(convertDiagnostic),
  ];
}

/** TypeScript's syntax and type errors in one input file. */
export function fileDiagnostics(program: ts.Program, source: ts.SourceFile): TsCompilerDiagnostic[] {
  return [
    ...program.getSyntacticDiagnostics(source).map(convertDiagnostic),
    ...program.getSemanticDiagnostics(source).map(convertDiagnostic),
  ];
}

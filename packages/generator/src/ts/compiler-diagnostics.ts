import type { Diagnostic as MorphDiagnostic } from "ts-morph";
import { ts } from "ts-morph";
import type { TsCompilerDiagnostic } from "./model.js";
import { positionOf } from "./spans.js";

const categories: Record<ts.DiagnosticCategory, TsCompilerDiagnostic["category"]> = {
  [ts.DiagnosticCategory.Error]: "error",
  [ts.DiagnosticCategory.Warning]: "warning",
  [ts.DiagnosticCategory.Suggestion]: "suggestion",
  [ts.DiagnosticCategory.Message]: "message",
};

function convert(d: ts.Diagnostic): TsCompilerDiagnostic {
  const base = {
    code: d.code,
    category: categories[d.category],
    message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  };
  if (d.file === undefined || d.start === undefined) return base;
  return { ...base, file: d.file.fileName, start: positionOf(d.file, d.start) };
}

// TS18003 "No inputs were found in config file": crdgen reads its own inputs, not the tsconfig's `include`.
const noInputsInConfig = 18003;

/** TypeScript's errors that belong to no input file: the tsconfig and the compiler options. */
export function programDiagnostics(
  program: ts.Program,
  configDiagnostics: readonly MorphDiagnostic[],
): TsCompilerDiagnostic[] {
  const out = configDiagnostics
    .map((d) => convert(d.compilerObject))
    .filter((d) => d.code !== noInputsInConfig);
  out.push(...program.getOptionsDiagnostics().map(convert), ...program.getGlobalDiagnostics().map(convert));
  return out;
}

/** TypeScript's syntax and type errors in one input file. */
export function fileDiagnostics(program: ts.Program, source: ts.SourceFile): TsCompilerDiagnostic[] {
  return [
    ...program.getSyntacticDiagnostics(source).map(convert),
    ...program.getSemanticDiagnostics(source).map(convert),
  ];
}

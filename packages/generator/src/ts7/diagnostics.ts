import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { TsCompilerDiagnostic } from "../ts/model.js";
import { positionOf } from "./spans.js";

const categories: readonly TsCompilerDiagnostic["category"][] = ["warning", "error", "suggestion", "message"];

/** A chained message as `ts.flattenDiagnosticMessageText(…, "\n")` writes it: each level indented by two. */
function flatten(diagnostic: Sync.Diagnostic, indent: number): string {
  let out = indent === 0 ? diagnostic.text : `\n${"  ".repeat(indent)}${diagnostic.text}`;
  for (const next of diagnostic.messageChain ?? []) out += flatten(next, indent + 1);
  return out;
}

/** TypeScript 7's diagnostic as crdgen keeps it; `sourceOf` gives the file to place it in. */
export function convertDiagnostic(
  d: Sync.Diagnostic,
  sourceOf: (file: string) => Ast.SourceFile | undefined,
): TsCompilerDiagnostic {
  const base = {
    code: d.code,
    category: categories[d.category] ?? "error",
    message: flatten(d, 0),
  };
  const file = d.fileName === undefined || d.fileName === "" ? undefined : sourceOf(d.fileName);
  if (file === undefined) return base;
  return { ...base, file: file.fileName, start: positionOf(file, d.pos) };
}

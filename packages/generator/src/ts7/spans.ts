import type { SourcePosition, SourceSpan } from "@crdgen/core";
import type * as Ast from "typescript7/unstable/ast";
import { displayPath } from "../ts/paths.js";

/** The 1-based position of an offset in a source file. */
export function positionOf(file: Ast.SourceFile, offset: number): SourcePosition {
  const { line, character } = file.getLineAndCharacterOfPosition(offset);
  return { line: line + 1, column: character + 1 };
}

/** Where a node is, from its first token (comments excluded) to its end, with the file shown against `cwd`. */
export function spanOf(node: Ast.Node, cwd: string): SourceSpan {
  const file = node.getSourceFile();
  return {
    file: displayPath(file.fileName, cwd),
    start: positionOf(file, node.getStart(file)),
    end: positionOf(file, node.getEnd()),
  };
}

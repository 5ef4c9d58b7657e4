import type { SourcePosition, SourceSpan } from "@crdgen/core";
import type { ts } from "@ts-morph/common";
import type { DisplayPaths } from "./paths.js";

/** The 1-based position of an offset in a source file. */
export function positionOf(file: ts.SourceFile, offset: number): SourcePosition {
  const { line, character } = file.getLineAndCharacterOfPosition(offset);
  return { line: line + 1, column: character + 1 };
}

/**
 * Where a node is, from its first token (comments excluded) to its end, with the file shown as `paths` shows
 * it. `file` is the node's source file when the caller has it at hand (finding it walks up the node's parents).
 */
export function spanOf(
  node: ts.Node,
  paths: DisplayPaths,
  file: ts.SourceFile = node.getSourceFile(),
): SourceSpan {
  return {
    file: paths.of(file.fileName),
    start: positionOf(file, node.getStart(file)),
    end: positionOf(file, node.getEnd()),
  };
}

import type { SourcePosition, SourceSpan } from "@crdgen/core";
import type * as Ast from "typescript7/unstable/ast";
import type { DisplayPaths } from "../ts/paths.js";
import type { FileNames } from "./file-names.js";

/** The 1-based position of an offset in a source file. */
export function positionOf(file: Ast.SourceFile, offset: number): SourcePosition {
  const { line, character } = file.getLineAndCharacterOfPosition(offset);
  return { line: line + 1, column: character + 1 };
}

/** What a span's file is named by: the snapshot context's decoded names and display paths. */
export interface SpanFiles {
  readonly fileNames: FileNames;
  readonly paths: DisplayPaths;
}

/**
 * Where a node is, from its first token (comments excluded) to its end, with the file shown as `files.paths`
 * shows it (the context's, which remembers each file's relative path: a span is made for every property read).
 */
export function spanOf(node: Ast.Node, files: SpanFiles): SourceSpan {
  const file = node.getSourceFile();
  return {
    file: files.paths.of(files.fileNames.nameOf(file)),
    start: positionOf(file, node.getStart(file)),
    end: positionOf(file, node.getEnd()),
  };
}

import type { SourcePosition, SourceSpan } from "@crdgen/core";
import type { ts } from "@ts-morph/common";
import type { DisplayPaths } from "./paths.js";

/** The 1-based position of an offset in a source file. */
export function positionOf(file: ts.SourceFile, offset: number): SourcePosition {
  const { line, character } = file.getLineAndCharacterOfPosition(offset);
  return { line: line + 1, column: character + 1 };
}

/**
 * Where a node is, from its first token (comments excluded) to its end, its lines and columns worked out when
 * first read. The converter gives a span to every property and type it reads (about a hundred per kind), but
 * only the few a diagnostic points at are ever read: finding a node's first token scans the comments before
 * it, and each position is a search of the file's line starts and an object that would outlive a scavenge.
 *
 * `start` and `end` are getters, not own properties: code that copies a span must name them (a spread copies
 * `file` alone); `JSON.stringify` sees all three, in the order a plain span has them. Once read, the positions
 * never change (the node and its file are immutable); the node and file are dropped then.
 */
class NodeSpan implements SourceSpan {
  #node: ts.Node | undefined;
  #source: ts.SourceFile | undefined;
  #start: SourcePosition | undefined;
  #end: SourcePosition | undefined;

  constructor(
    readonly file: string,
    node: ts.Node,
    source: ts.SourceFile,
  ) {
    this.#node = node;
    this.#source = source;
  }

  get start(): SourcePosition {
    return this.#start ?? this.place().start;
  }

  get end(): SourcePosition {
    return this.#end ?? this.place().end;
  }

  toJSON(): SourceSpan {
    return { file: this.file, start: this.start, end: this.end };
  }

  private place(): { readonly start: SourcePosition; readonly end: SourcePosition } {
    const node = this.#node as ts.Node;
    const source = this.#source as ts.SourceFile;
    const start = positionOf(source, node.getStart(source));
    const end = positionOf(source, node.getEnd());
    this.#start = start;
    this.#end = end;
    this.#node = undefined;
    this.#source = undefined;
    return { start, end };
  }
}

/**
 * Where a node is (see {@link NodeSpan}), with the file shown as `paths` shows it. `file` is the node's source
 * file when the caller has it at hand (finding it walks up the node's parents).
 */
export function spanOf(
  node: ts.Node,
  paths: DisplayPaths,
  file: ts.SourceFile = node.getSourceFile(),
): SourceSpan {
  return new NodeSpan(paths.of(file.fileName), node, file);
}

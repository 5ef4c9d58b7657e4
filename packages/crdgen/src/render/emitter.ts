import { at, InternalError } from "@crdgen/core";
import { lineFeed } from "./chars.js";
import type { RenderMemo } from "./render-memo.js";

// Pieces at least this long are kept as chunks of their own rather than copied into their neighbours'.
const sharedChunkChars = 1024;

/** A piece of output and the emitter state it left behind. */
export interface RenderedText {
  readonly text: string;
  readonly column: number;
  readonly whitespace: boolean;
  readonly indention: boolean;
}

/**
 * The emitter state a node's text depends on, as a key for the memos that replay text (see {@link stateKey}):
 * one number in practice, a string only for indentation or nesting far beyond any CRD's.
 */
export type EmitterState = number | string;

// Bits of a numeric state key, from the lowest: 4 flags, the flow level, indentation + 1, then the column.
const flagBits = 16;
const maxFlowLevel = 8;
const maxIndent = 4095;

// Indentation strings by width, so that starting a line allocates nothing.
const indentations: string[] = [];
function indentation(width: number): string {
  return (indentations[width] ??= " ".repeat(width));
}

/**
 * The output state of go-yaml v2's emitter (emitterc.go) that decides where lines break and how far they
 * are indented: the current column in characters, the indentation stack, and whether the last thing
 * written was whitespace or indentation. The functions that write nodes and scalars drive it exactly as
 * go-yaml's state machine does, so that line wrapping and indentation come out byte for byte the same.
 */
export class Emitter {
  /** go-yaml's default indentation step. */
  readonly bestIndent = 2;
  /** go-yaml v2 folds plain and quoted scalars at spaces once a line is past 80 columns. */
  readonly bestWidth = 80;
  column = 0;
  indent = -1;
  whitespace = true;
  indention = true;
  flowLevel = 0;
  /** How many objects not known to be deeply frozen were rendered so far (see renderCached). */
  unfrozen = 0;
  /** Whether the text of a frozen object's subtree is being captured (see renderCached). */
  capturing = false;
  private readonly indents: number[] = [];
  // Output is kept as pieces joined once at the end: appending to one string would build a rope with a
  // node per character, which costs gigabytes and a slow flatten when a caller keeps hundreds of CRDs.
  private readonly pieces: string[] = [];

  /** @param memo what the renderer remembers between nodes, owned by the caller (see RenderMemo). */
  constructor(readonly memo: RenderMemo) {}

  /** The text written so far. */
  text(): string {
    const text = this.pieces.join("");
    this.pieces.length = 0;
    this.pieces.push(text);
    return text;
  }

  /**
   * The text written so far as chunks whose concatenation is {@link text}: runs of small pieces joined, long
   * pieces (the text of replayed subtrees, often shared by many documents) kept as they are, uncopied.
   */
  chunks(): string[] {
    const chunks: string[] = [];
    let runStart = 0;
    // An indexed loop over the pieces: this runs once per CRD over tens of thousands of pieces, mostly
    // before the optimizing compiler has seen it, where an iterator with destructuring costs several times more.
    const pieces = this.pieces;
    for (let i = 0; i < pieces.length; i++) {
      const piece = at(pieces, i);
      if (piece.length < sharedChunkChars) continue;
      if (i - runStart === 1) chunks.push(at(pieces, runStart));
      else if (i > runStart) chunks.push(pieces.slice(runStart, i).join(""));
      chunks.push(piece);
      runStart = i + 1;
    }
    if (pieces.length - runStart === 1) chunks.push(at(pieces, runStart));
    else if (pieces.length > runStart) chunks.push(pieces.slice(runStart).join(""));
    return chunks;
  }

  /**
   * The state the next node's text depends on (column, indentation, flow level, whitespace flags) and two
   * flags of the caller's, as a key that allocates nothing: memo lookups happen for every node of a CRD.
   */
  stateKey(flagA: boolean, flagB: boolean): EmitterState {
    const flags = (this.whitespace ? 1 : 0) | (this.indention ? 2 : 0) | (flagA ? 4 : 0) | (flagB ? 8 : 0);
    if (this.flowLevel >= maxFlowLevel || this.indent >= maxIndent) {
      return `${String(this.column)},${String(this.indent)},${String(this.flowLevel)},${String(flags)}`;
    }
    return (
      ((this.column * (maxIndent + 1) + this.indent + 1) * maxFlowLevel + this.flowLevel) * flagBits + flags
    );
  }

  /** Marks the current end of the output for {@link textSince}. */
  mark(): number {
    return this.pieces.length;
  }

  /** The text written since `mark`, which then stays in the output as one piece. */
  textSince(mark: number): string {
    if (this.pieces.length === mark + 1) return at(this.pieces, mark);
    const text = this.pieces.slice(mark).join("");
    this.pieces.length = mark;
    this.pieces.push(text);
    return text;
  }

  /** Appends text rendered earlier from the same state, and takes on the state it ended in. */
  replay(rendered: RenderedText): void {
    this.pieces.push(rendered.text);
    this.column = rendered.column;
    this.whitespace = rendered.whitespace;
    this.indention = rendered.indention;
  }

  /** Writes one ASCII character. */
  put(ch: string): void {
    this.pieces.push(ch);
    this.column++;
  }

  /** Copies one character of a scalar; a character counts as one column whatever its UTF-8 width. */
  write(cp: number): void {
    this.pieces.push(String.fromCodePoint(cp));
    this.column++;
  }

  /** Copies characters of a scalar: `text`, which is `columns` characters long. */
  writeText(text: string, columns: number): void {
    this.pieces.push(text);
    this.column += columns;
  }

  /** Starts a new line. */
  putBreak(): void {
    this.pieces.push("\n");
    this.column = 0;
  }

  /** Copies a line break of a scalar: LF is written as a newline, other breaks as themselves. */
  writeBreak(cp: number): void {
    if (cp === lineFeed) {
      this.putBreak();
    } else {
      this.write(cp);
      this.column = 0;
    }
  }

  /** Moves to the current indentation, starting a new line unless already at it. */
  writeIndent(): void {
    const indent = Math.max(this.indent, 0);
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) {
      this.putBreak();
    }
    if (this.column < indent) {
      this.pieces.push(indentation(indent - this.column));
      this.column = indent;
    }
    this.whitespace = true;
    this.indention = true;
  }

  /** Writes an indicator such as `-`, `:`, `|` or a quote, with a separating space when one is needed. */
  writeIndicator(
    indicator: string,
    needWhitespace: boolean,
    isWhitespace: boolean,
    isIndention: boolean,
  ): void {
    if (needWhitespace && !this.whitespace) this.put(" ");
    // Indicators are ASCII, one column per character.
    this.pieces.push(indicator);
    this.column += indicator.length;
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  /** Pushes the indentation; `indentless` keeps it (block sequences directly under a mapping key). */
  increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) {
      this.indent = flow ? this.bestIndent : 0;
    } else if (!indentless) {
      this.indent += this.bestIndent;
    }
  }

  /** Pops the indentation pushed by the matching {@link increaseIndent}. */
  restoreIndent(): void {
    const indent = this.indents.pop();
    if (indent === undefined) throw new InternalError("restoreIndent without a matching increaseIndent");
    this.indent = indent;
  }
}

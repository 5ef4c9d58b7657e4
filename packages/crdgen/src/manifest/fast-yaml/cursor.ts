import { DASH, DOT, HASH, isWsOrEol, LF, SPACE } from "./characters.js";

/** A node's kind as js-yaml's `state.kind` holds it when the node closes (null: no content). */
export type NodeKind = "scalar" | "mapping" | "sequence" | null;

/**
 * Told where each node opens and closes, exactly when js-yaml's `listener` option would be told (composeNode's
 * start and end), so that the same notes come from either reader.
 */
export interface NodeNotes {
  opened(offset: number): void;
  closed(offset: number, kind: NodeKind, result: unknown): void;
}

/**
 * The reader's state, js-yaml's `State` minus what the subset does not need: where it is in the text, and the
 * last node read. One class, so every reader sees objects of one shape.
 */
export class Cursor {
  /** The text as js-yaml reads it: with a final line break. */
  readonly input: string;
  /** js-yaml's `state.length`. */
  readonly length: number;
  position = 0;
  line = 0;
  lineStart = 0;
  lineIndent = 0;
  depth = 0;
  /** What the last node read was: its value, its kind as js-yaml's `state.kind`, and whether it was a collection. */
  result: unknown = null;
  kind: NodeKind = null;
  isCollection = false;

  constructor(
    text: string,
    readonly maxDepth: number,
    /** Where nodes are noted, when positions are asked for. */
    readonly notes: NodeNotes | undefined,
  ) {
    const last = text.charCodeAt(text.length - 1);
    const input = text.length !== 0 && last !== LF ? `${text}\n` : text;
    this.length = input.length;
    // No end mark is appended (a joined string is a rope, slow to read by character): reading past the end
    // gives NaN, which `| 0` turns into js-yaml's end mark, 0.
    this.input = input;
  }

  at(offset: number): number {
    return this.input.charCodeAt(offset) | 0;
  }

  atDocumentSeparator(): boolean {
    const ch = this.at(this.position);
    if (
      (ch === DASH || ch === DOT) &&
      ch === this.at(this.position + 1) &&
      ch === this.at(this.position + 2)
    ) {
      const after = this.at(this.position + 3);
      return after === 0 || isWsOrEol(after);
    }
    return false;
  }

  readLineBreak(): void {
    // Only called on a LF: CRs never reach the reader.
    this.position++;
    this.line++;
    this.lineStart = this.position;
  }

  /**
   * Notes that a {@link skipSeparationSpace} without comments from `from` ended where the cursor now is, after
   * `lineBreaks` line breaks (at least one). A plain scalar at the end of its line reads the next line's
   * indentation to see whether it goes on, then steps back to its end; its parent then skips the same space
   * again, and with this note does not count the indentation twice.
   */
  rememberSkip(from: number, lineBreaks: number): void {
    this.skippedFrom = from;
    this.skippedTo = this.position;
    this.skippedLineBreaks = lineBreaks;
    this.skippedLineStart = this.lineStart;
    this.skippedLineIndent = this.lineIndent;
  }

  // What rememberSkip noted. A skip that crosses a line break ends in a state that depends on nothing but where
  // it started (the text never changes), so the note stays true for the cursor's whole life.
  private skippedFrom = -1;
  private skippedTo = 0;
  private skippedLineBreaks = 0;
  private skippedLineStart = 0;
  private skippedLineIndent = 0;

  skipSeparationSpace(allowComments: boolean): number {
    let lineBreaks = 0;
    if (this.position === this.skippedFrom) {
      // Without comments the skip stops where a comment starts; with them it goes on from there.
      lineBreaks = this.skippedLineBreaks;
      this.position = this.skippedTo;
      this.line += lineBreaks;
      this.lineStart = this.skippedLineStart;
      this.lineIndent = this.skippedLineIndent;
      if (!allowComments) return lineBreaks;
    }
    const input = this.input;
    let ch = input.charCodeAt(this.position) | 0;
    while (ch !== 0) {
      while (ch === SPACE) ch = input.charCodeAt(++this.position) | 0;
      if (allowComments && ch === HASH) {
        const end = input.indexOf("\n", this.position);
        this.position = end === -1 ? this.length : end;
        ch = input.charCodeAt(this.position) | 0;
      }
      if (ch !== LF) break;
      this.readLineBreak();
      lineBreaks++;
      // Indentation is most of a CRD's text: counted in a local, not in the cursor's field.
      let position = this.position;
      ch = input.charCodeAt(position) | 0;
      while (ch === SPACE) ch = input.charCodeAt(++position) | 0;
      this.position = position;
      this.lineIndent = position - this.lineStart;
    }
    return lineBreaks;
  }
}

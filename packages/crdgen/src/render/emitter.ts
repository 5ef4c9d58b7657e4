import { lineFeed, space } from "./chars.js";

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
  private readonly indents: number[] = [];
  // Output is written a character at a time. Appending to one string would build a rope with a node per
  // character, which costs gigabytes when a caller keeps hundreds of large CRDs; short pieces joined at the
  // end give one flat string.
  private readonly pieces: string[] = [];
  private out = "";

  /** The text written so far. */
  text(): string {
    this.pieces.push(this.out);
    this.out = "";
    const text = this.pieces.join("");
    this.pieces.length = 0;
    this.pieces.push(text);
    return text;
  }

  private flushIfLong(): void {
    if (this.out.length >= 8192) {
      this.pieces.push(this.out);
      this.out = "";
    }
  }

  /** Writes one ASCII character. */
  put(ch: string): void {
    this.out += ch;
    this.column++;
  }

  /** Copies one character of a scalar; a character counts as one column whatever its UTF-8 width. */
  write(cp: number): void {
    this.out += String.fromCodePoint(cp);
    this.column++;
  }

  /** Starts a new line. */
  putBreak(): void {
    this.out += "\n";
    this.column = 0;
    this.flushIfLong();
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
    while (this.column < indent) this.put(String.fromCodePoint(space));
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
    for (const ch of indicator) this.write(ch.codePointAt(0) ?? 0);
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
    this.indent = this.indents.pop() ?? -1;
  }
}

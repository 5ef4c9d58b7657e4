/** What a token is; single punctuation characters are `char` tokens. */
export type TokenKind = "ident" | "int" | "float" | "string" | "rawString" | "char" | "eof";

/** One token of marker argument text, with its offsets in that text (end exclusive). */
export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Set on `string`/`rawString` tokens that reach the end of the input without a closing quote. */
  readonly unterminated?: boolean;
}

/** The end-of-input marker returned by {@link Scanner.peekNoSpace}. */
export const EOF = "";

const identStart = /[\p{L}_]/u;
const identPart = /[\p{L}\p{Nd}_]/u;

// ASCII characters are classed by their code, the rest by the Unicode expressions above: marker text is
// almost all ASCII, and a regular expression test for each character was most of the scanner's time (every
// comment of every declaration is scanned; 800 kinds have 5,600 declarations).
function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

function isIdentStart(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return isAsciiLetter(code) || code === 0x5f;
  return identStart.test(ch);
}

function isIdentPart(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return isAsciiLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f;
  return identPart.test(ch);
}

function isSpace(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0a;
}
const decimal = /[0-9]/;
const numberPart = /[0-9A-Za-z_.]/;

/**
 * A tokenizer with the token classes of Go's `text/scanner` in the mode controller-gen uses: identifiers,
 * numbers, double-quoted and backtick strings, everything else one character at a time (no char literals,
 * no comments). Number scanning can be switched off, as controller-gen does while reading bare strings.
 */
export class Scanner {
  private offset: number;
  /** When false, digits are single-character tokens (bare-string mode). */
  scanNumbers = true;

  constructor(
    readonly source: string,
    start = 0,
  ) {
    this.offset = start;
  }

  /** Offset of the next unread character. */
  get position(): number {
    return this.offset;
  }

  /** A scanner over the same text that starts where this one is, for look-ahead. */
  fork(): Scanner {
    return new Scanner(this.source, this.offset);
  }

  /** Skips whitespace and returns the next character without consuming it; {@link EOF} at the end. */
  peekNoSpace(): string {
    this.skipSpace();
    return this.source.charAt(this.offset);
  }

  /** Skips whitespace and consumes the next token. */
  scan(): Token {
    this.skipSpace();
    const start = this.offset;
    const ch = this.source.charAt(start);
    if (ch === "") return { kind: "eof", text: "", start, end: start };
    if (isIdentStart(ch)) return this.scanWhile(start, "ident", isIdentPart);
    if (this.scanNumbers && (decimal.test(ch) || (ch === "." && decimal.test(this.charAt(start + 1))))) {
      return this.scanNumber(start);
    }
    if (ch === '"') return this.scanQuoted(start);
    if (ch === "`") return this.scanRaw(start);
    this.offset = start + 1;
    return { kind: "char", text: ch, start, end: start + 1 };
  }

  private charAt(offset: number): string {
    return this.source.charAt(offset);
  }

  private skipSpace(): void {
    while (isSpace(this.charAt(this.offset))) this.offset++;
  }

  private scanWhile(start: number, kind: TokenKind, part: (ch: string) => boolean): Token {
    let end = start + 1;
    while (end < this.source.length && part(this.charAt(end))) end++;
    this.offset = end;
    return { kind, text: this.source.slice(start, end), start, end };
  }

  // A number is the longest run of digits, letters, `_` and `.`, plus a sign right after an exponent
  // letter; whether it is a valid literal is decided by the reader (see values.ts).
  private scanNumber(start: number): Token {
    let end = start;
    while (end < this.source.length) {
      const ch = this.charAt(end);
      if (numberPart.test(ch)) end++;
      else if ((ch === "+" || ch === "-") && /^[0-9.]*[eE]$/.test(this.source.slice(start, end))) end++;
      else break;
    }
    this.offset = end;
    const text = this.source.slice(start, end);
    const kind = /^[0-9]+$/.test(text) ? "int" : "float";
    return { kind, text, start, end };
  }

  private scanQuoted(start: number): Token {
    let end = start + 1;
    while (end < this.source.length) {
      const ch = this.charAt(end);
      if (ch === "\\") end += 2;
      else if (ch === '"' || ch === "\n") break;
      else end++;
    }
    const closed = this.charAt(end) === '"';
    this.offset = closed ? end + 1 : Math.min(end, this.source.length);
    const text = this.source.slice(start, this.offset);
    return closed
      ? { kind: "string", text, start, end: this.offset }
      : { kind: "string", text, start, end: this.offset, unterminated: true };
  }

  private scanRaw(start: number): Token {
    const close = this.source.indexOf("`", start + 1);
    this.offset = close === -1 ? this.source.length : close + 1;
    const text = this.source.slice(start, this.offset);
    return close === -1
      ? { kind: "rawString", text, start, end: this.offset, unterminated: true }
      : { kind: "rawString", text, start, end: this.offset };
  }
}

/** True for a decimal floating-point literal (`1.5`, `.5`, `1e3`, `2.5E-3`). */
export function isDecimalFloat(text: string): boolean {
  return /^(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(text);
}

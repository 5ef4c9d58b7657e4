import { scanGoNumber } from "./go-number.js";

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
  /** Set on `int`/`float` tokens that Go's scanner reports as malformed (`08`, `1__0`, `0x`, `1e`). */
  readonly malformed?: boolean;
  /** On a `string` token, the first escape Go's scanner reports as invalid (`\q`, `\x4`). */
  readonly badEscape?: string;
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

/**
 * A tokenizer with the token classes of Go's `text/scanner` in the mode controller-gen uses: identifiers,
 * numbers (cut as Go cuts them, see go-number.ts), double-quoted and backtick strings, everything else one character at a time (no char literals,
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

  /** The next character, whitespace included, without consuming it; {@link EOF} at the end (Go's `Peek`). */
  peek(): string {
    return this.source.charAt(this.offset);
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

  private scanNumber(start: number): Token {
    const { end, kind, malformed } = scanGoNumber(this.source, start);
    this.offset = end;
    const text = this.source.slice(start, end);
    return malformed ? { kind, text, start, end, malformed } : { kind, text, start, end };
  }

  private scanQuoted(start: number): Token {
    let end = start + 1;
    let badEscape: string | undefined;
    while (end < this.source.length) {
      const ch = this.charAt(end);
      if (ch === "\\") {
        badEscape ??= goEscapeProblem(this.source, end);
        end += 2;
      } else if (ch === '"' || ch === "\n") {
        break;
      } else {
        end++;
      }
    }
    const closed = this.charAt(end) === '"';
    this.offset = closed ? end + 1 : Math.min(end, this.source.length);
    const text = this.source.slice(start, this.offset);
    const token: Token = closed
      ? { kind: "string", text, start, end: this.offset }
      : { kind: "string", text, start, end: this.offset, unterminated: true };
    return badEscape === undefined ? token : { ...token, badEscape };
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

const escapeDigits: Readonly<Record<string, readonly [base: RegExp, count: number, skip: number]>> = {
  x: [/[0-9a-fA-F]/, 2, 2],
  u: [/[0-9a-fA-F]/, 4, 2],
  U: [/[0-9a-fA-F]/, 8, 2],
};

/**
 * The escape at `at` (a backslash) if Go's scanner reports it (scanEscape: a simple escape, three octal digits,
 * or `x`/`u`/`U` with 2/4/8 hex digits); unlike strconv.Unquote it does not check the value's range.
 */
function goEscapeProblem(source: string, at: number): string | undefined {
  const kind = source.charAt(at + 1);
  if ('abfnrtv\\"'.includes(kind) && kind !== "") return undefined;
  const [digit, count, skip] = /[0-7]/.test(kind)
    ? [/[0-7]/, 3, 1]
    : (escapeDigits[kind] ?? [undefined, 0, 0]);
  if (digit === undefined) return source.slice(at, at + 2);
  for (let i = 0; i < count; i++) {
    if (!digit.test(source.charAt(at + skip + i))) return source.slice(at, at + skip + i + 1);
  }
  return undefined;
}

import { T } from "./tokens.js";

/**
 * The visible tokens of an expression as three parallel arrays (type, start, end offsets), with a final EOF
 * token: no token objects and no token texts, the parser cuts the few texts it needs.
 */
export interface FastTokens {
  readonly types: T[];
  readonly starts: number[];
  readonly ends: number[];
  /** Number of tokens, EOF included. */
  readonly count: number;
}

// Character codes the lexer tests.
const TAB = 9;
const LF = 10;
const FF = 12;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const DQUOTE = 34;
const PERCENT = 37;
const AMP = 38;
const SQUOTE = 39;
const LPAREN = 40;
const RPAREN = 41;
const STAR = 42;
const PLUS = 43;
const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const ZERO = 48;
const SEVEN = 55;
const NINE = 57;
const COLON = 58;
const LT = 60;
const EQ = 61;
const GT = 62;
const QUESTION = 63;
const UPPER_B = 66;
const UPPER_E = 69;
const UPPER_R = 82;
const UPPER_U = 85;
const UPPER_X = 88;
const LBRACKET = 91;
const BACKSLASH = 92;
const RBRACKET = 93;
const UNDERSCORE = 95;
const LOWER_B = 98;
const LOWER_E = 101;
const LOWER_R = 114;
const LOWER_U = 117;
const LOWER_X = 120;
const LBRACE = 123;
const PIPE = 124;
const RBRACE = 125;

const isDigit = (c: number): boolean => c >= ZERO && c <= NINE;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** 1 for the ASCII characters a name goes on with (letters, digits, '_'): one load per character. */
const identPart = new Uint8Array(128);
for (let c = 0; c < 128; c++) identPart[c] = isLetter(c) || isDigit(c) || c === UNDERSCORE ? 1 : 0;
const isHex = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdfff;
/** `abfnrtv"'\?` and the back-quote: the escapes of one character after the backslash. */
const isSimpleEscape = (c: number): boolean =>
  c === 97 ||
  c === 98 ||
  c === 102 ||
  c === 110 ||
  c === 114 ||
  c === 116 ||
  c === 118 ||
  c === DQUOTE ||
  c === SQUOTE ||
  c === BACKSLASH ||
  c === QUESTION ||
  c === 96;

/** The type of a one-character punctuation token, or 0. */
function singlePunctuation(c: number): T | 0 {
  switch (c) {
    case LT:
      return T.LESS;
    case GT:
      return T.GREATER;
    case LBRACKET:
      return T.LBRACKET;
    case RBRACKET:
      return T.RPRACKET;
    case LBRACE:
      return T.LBRACE;
    case RBRACE:
      return T.RBRACE;
    case LPAREN:
      return T.LPAREN;
    case RPAREN:
      return T.RPAREN;
    case COMMA:
      return T.COMMA;
    case MINUS:
      return T.MINUS;
    case BANG:
      return T.EXCLAM;
    case QUESTION:
      return T.QUESTIONMARK;
    case COLON:
      return T.COLON;
    case PLUS:
      return T.PLUS;
    case STAR:
      return T.STAR;
    case PERCENT:
      return T.PERCENT;
    default:
      return 0;
  }
}

/** The type of `==`, `!=`, `<=`, `>=`, `&&` or `||` starting with `c` and `next`, or 0. */
function doublePunctuation(c: number, next: number): T | 0 {
  if (next === EQ) {
    if (c === EQ) return T.EQUALS;
    if (c === BANG) return T.NOT_EQUALS;
    if (c === LT) return T.LESS_EQUALS;
    if (c === GT) return T.GREATER_EQUALS;
    return 0;
  }
  if (c === AMP && next === AMP) return T.LOGICAL_AND;
  if (c === PIPE && next === PIPE) return T.LOGICAL_OR;
  return 0;
}

/** `in`, `true`, `false` and `null` among the names of two to five letters; IDENTIFIER otherwise. */
function nameType(text: string, start: number, end: number): T {
  const length = end - start;
  if (length < 2 || length > 5) return T.IDENTIFIER;
  const name = text.slice(start, end);
  if (name === "in") return T.IN;
  if (name === "true") return T.CEL_TRUE;
  if (name === "false") return T.CEL_FALSE;
  if (name === "null") return T.NUL;
  return T.IDENTIFIER;
}

/**
 * The end of the escape sequence at `pos` (a backslash) as `ESC_SEQ` of `CEL.g4` matches it, or -1 where
 * the grammar's lexer would stop with an error.
 */
function escapeEnd(text: string, pos: number): number {
  const c = text.charCodeAt(pos + 1);
  if (isSimpleEscape(c)) return pos + 2;
  let digits = 0;
  let octal = false;
  if (c === LOWER_X || c === UPPER_X) {
    digits = 2;
  } else if (c === LOWER_U) {
    digits = 4;
  } else if (c === UPPER_U) {
    digits = 8;
  } else if (c >= ZERO && c <= 51) {
    digits = 2;
    octal = true;
  } else {
    return -1;
  }
  for (let i = 0; i < digits; i++) {
    const d = text.charCodeAt(pos + 2 + i);
    if (octal ? !(d >= ZERO && d <= SEVEN) : !isHex(d)) return -1;
  }
  return pos + 2 + digits;
}

/**
 * The end of the string whose opening quote is at `pos`, as STRING of `CEL.g4` matches it (escapes checked
 * unless `raw`; one line unless triple-quoted), or -1 for what this lexer leaves to the exact one: an
 * unterminated string, a bad escape, a surrogate (offsets would count code points differently).
 */
function stringEnd(text: string, pos: number, raw: boolean): number {
  const quote = text.charCodeAt(pos);
  const n = text.length;
  let i = pos + 1;
  if (text.charCodeAt(i) === quote) {
    if (text.charCodeAt(i + 1) !== quote) return i + 1;
    // Triple quotes: up to the next three quotes, line breaks included.
    i += 2;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === quote && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) return i + 3;
      if (isSurrogate(c)) return -1;
      if (c === BACKSLASH && !raw) {
        i = escapeEnd(text, i);
        if (i < 0) return -1;
      } else {
        i++;
      }
    }
    return -1;
  }
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === LF || c === CR || isSurrogate(c)) return -1;
    if (c === BACKSLASH && !raw) {
      i = escapeEnd(text, i);
      if (i < 0) return -1;
    } else {
      i++;
    }
  }
  return -1;
}

/** An r or R followed by a quote at `pos`: the rest of a raw bytes prefix `br"`. */
function rawPrefixed(text: string, pos: number): boolean {
  const c = text.charCodeAt(pos);
  const next = text.charCodeAt(pos + 1);
  return (c === LOWER_R || c === UPPER_R) && (next === DQUOTE || next === SQUOTE);
}

/**
 * The end and type of the number at `pos` (a digit): NUM_INT, NUM_UINT or NUM_FLOAT as `CEL.g4`'s lexer
 * reads them, or -1 for the shapes this lexer leaves to the exact one (`0x` without digits, an exponent
 * without digits).
 */
function numberEnd(text: string, pos: number, out: { type: T }): number {
  if (text.charCodeAt(pos) === ZERO && text.charCodeAt(pos + 1) === LOWER_X) {
    let end = pos + 2;
    while (isHex(text.charCodeAt(end))) end++;
    if (end === pos + 2) return -1;
    const suffix = text.charCodeAt(end);
    out.type = suffix === LOWER_U || suffix === UPPER_U ? T.NUM_UINT : T.NUM_INT;
    return out.type === T.NUM_UINT ? end + 1 : end;
  }
  let end = pos;
  while (isDigit(text.charCodeAt(end))) end++;
  let c = text.charCodeAt(end);
  if (c === LOWER_U || c === UPPER_U) {
    out.type = T.NUM_UINT;
    return end + 1;
  }
  out.type = T.NUM_INT;
  if (c === DOT && isDigit(text.charCodeAt(end + 1))) {
    end += 1;
    while (isDigit(text.charCodeAt(end))) end++;
    out.type = T.NUM_FLOAT;
    c = text.charCodeAt(end);
  }
  if (c === LOWER_E || c === UPPER_E) {
    let e = end + 1;
    const sign = text.charCodeAt(e);
    if (sign === PLUS || sign === MINUS) e++;
    const digitsStart = e;
    while (isDigit(text.charCodeAt(e))) e++;
    if (e === digitsStart) return -1;
    out.type = T.NUM_FLOAT;
    return e;
  }
  return end;
}

/**
 * The lexer of `CEL.g4` for the texts that lex without an error and hold no surrogate pair (so that code
 * units are code points): undefined for anything else, and for bytes literals, back-quoted names and a
 * number starting with '.', which the exact lexer (`lex`) handles with ANTLR's longest match and recovery.
 */
export function lexFast(text: string): FastTokens | undefined {
  const n = text.length;
  const types: T[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const number = { type: T.NUM_INT };
  let pos = 0;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    let end = pos + 1;
    let type: T;
    if (c === SPACE || c === TAB || c === LF || c === CR || c === FF) {
      pos++;
      continue;
    }
    if (isLetter(c) || c === UNDERSCORE) {
      const next = text.charCodeAt(pos + 1);
      const quoted = next === DQUOTE || next === SQUOTE;
      if (quoted && (c === LOWER_R || c === UPPER_R)) {
        end = stringEnd(text, pos + 1, true);
        if (end < 0) return undefined;
        type = T.STRING;
      } else if ((c === LOWER_B || c === UPPER_B) && (quoted || rawPrefixed(text, pos + 1))) {
        // Bytes literals (b"…", br"…") are rare in rules: left to the exact lexer.
        return undefined;
      } else {
        // charCodeAt past the end is NaN, which is not below 128.
        for (let d = text.charCodeAt(end); d < 128 && identPart[d] === 1; d = text.charCodeAt(end)) end++;
        type = nameType(text, pos, end);
      }
    } else if (isDigit(c)) {
      end = numberEnd(text, pos, number);
      if (end < 0) return undefined;
      type = number.type;
    } else if (c === DQUOTE || c === SQUOTE) {
      end = stringEnd(text, pos, false);
      if (end < 0) return undefined;
      type = T.STRING;
    } else if (c === SLASH && text.charCodeAt(pos + 1) === SLASH) {
      // A comment runs to the end of the line; a surrogate in it would shift the offsets after it.
      while (end < n && text.charCodeAt(end) !== LF) {
        if (isSurrogate(text.charCodeAt(end))) return undefined;
        end++;
      }
      pos = end;
      continue;
    } else if (c === SLASH) {
      type = T.SLASH;
    } else if (c === DOT) {
      if (isDigit(text.charCodeAt(pos + 1))) return undefined;
      type = T.DOT;
    } else {
      const double = doublePunctuation(c, text.charCodeAt(pos + 1));
      if (double !== 0) {
        type = double;
        end = pos + 2;
      } else {
        const single = singlePunctuation(c);
        if (single === 0) return undefined;
        type = single;
      }
    }
    types.push(type);
    starts.push(pos);
    ends.push(end);
    pos = end;
  }
  types.push(T.EOF);
  starts.push(n);
  ends.push(n);
  return { types, starts, ends, count: types.length };
}

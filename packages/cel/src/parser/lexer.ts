import { T, type Token } from "./tokens.js";

/** A lexer error as ANTLR reports it: `token recognition error at: '<text>'` at the token start. */
export interface LexError {
  readonly offset: number;
  readonly text: string;
  /** Index of the visible token the lexer was looking for: ANTLR reports the error when that is fetched. */
  readonly beforeToken: number;
}

export interface LexResult {
  readonly tokens: Token[];
  readonly errors: LexError[];
}

const keywords = new Map<string, T>([
  ["in", T.IN],
  ["true", T.CEL_TRUE],
  ["false", T.CEL_FALSE],
  ["null", T.NUL],
]);

const punctuation = new Map<string, T>([
  ["==", T.EQUALS],
  ["!=", T.NOT_EQUALS],
  ["<=", T.LESS_EQUALS],
  [">=", T.GREATER_EQUALS],
  ["&&", T.LOGICAL_AND],
  ["||", T.LOGICAL_OR],
  ["<", T.LESS],
  [">", T.GREATER],
  ["[", T.LBRACKET],
  ["]", T.RPRACKET],
  ["{", T.LBRACE],
  ["}", T.RBRACE],
  ["(", T.LPAREN],
  [")", T.RPAREN],
  [".", T.DOT],
  [",", T.COMMA],
  ["-", T.MINUS],
  ["!", T.EXCLAM],
  ["?", T.QUESTIONMARK],
  [":", T.COLON],
  ["+", T.PLUS],
  ["*", T.STAR],
  ["/", T.SLASH],
  ["%", T.PERCENT],
]);

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";
const isHex = (c: string | undefined): boolean =>
  c !== undefined && ((c >= "0" && c <= "9") || (c >= "a" && c <= "f") || (c >= "A" && c <= "F"));
const isLetter = (c: string | undefined): boolean =>
  c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z"));
const isIdentPart = (c: string | undefined): boolean => isLetter(c) || isDigit(c) || c === "_";
const isEscIdentPart = (c: string | undefined): boolean =>
  isIdentPart(c) || c === "." || c === "-" || c === "/" || c === " ";
const isSpace = (c: string | undefined): boolean =>
  c === " " || c === "\t" || c === "\r" || c === "\n" || c === "\f";

/**
 * A match attempt of one token rule from a start position: `accept` is the end of the longest match (if any),
 * `dead` the index of the code point on which the rule could not go on. ANTLR runs all rules at once and,
 * when none accepts, reports the text up to and including the code point where the last one died.
 */
interface Attempt {
  accept?: number;
  type?: T;
  dead: number;
}

/**
 * The lexer of `parser/gen/CEL.g4`, over code points so that offsets are those cel-go reports. It mirrors
 * ANTLR's longest-match rule and its recovery (`Lexer.Recover` skips the code point where matching failed).
 * `text` is the same expression as one string: when it has no surrogate pairs (its length is the number of
 * code points), token texts are cut from it rather than joined from code points.
 */
export function lex(cps: readonly string[], text?: string): LexResult {
  const tokens: Token[] = [];
  const errors: LexError[] = [];
  const flat = text !== undefined && text.length === cps.length ? text : undefined;
  const cut = (from: number, to: number): string =>
    flat === undefined ? cps.slice(from, to).join("") : flat.slice(from, to);
  let pos = 0;
  let hidden = "";
  const n = cps.length;
  while (pos < n) {
    // Most tokens are a name, blanks or an operator that no other rule can match; they skip matchAt's search.
    const fast = fastMatch(cps, pos);
    const attempt = fast === undefined ? matchAt(cps, pos) : undefined;
    const type = fast === undefined ? attempt?.type : fast.type;
    const accept = fast === undefined ? attempt?.accept : fast.end;
    if (accept !== undefined && type !== undefined) {
      const tokenText = cut(pos, accept);
      if (type === T.WHITESPACE || type === T.COMMENT) {
        hidden += tokenText;
      } else {
        tokens.push({ type, text: tokenText, start: pos, index: tokens.length, hiddenBefore: hidden });
        hidden = "";
      }
      pos = accept;
      continue;
    }
    const dead = Math.min(attempt?.dead ?? pos, n);
    errors.push({ offset: pos, text: cut(pos, dead + 1), beforeToken: tokens.length });
    // ANTLR consumes the code point it failed on (none at the end of input) and starts again after it.
    pos = dead < n ? dead + 1 : n;
  }
  tokens.push({ type: T.EOF, text: "<EOF>", start: n, index: tokens.length, hiddenBefore: hidden });
  return { tokens, errors };
}

/** A token that only one rule can match at `pos`, found without trying the others. */
interface FastMatch {
  readonly type: T;
  readonly end: number;
}

/**
 * What {@link matchAt} would accept at `pos` when the code point there can start only one kind of token: a
 * name not followed by a quote (r"…", b"…" and br"…" are strings), white space, or punctuation other than `.`
 * (which may start a number) and `/` (a comment). Undefined otherwise, and then matchAt decides.
 */
export function fastMatch(cps: readonly string[], pos: number): FastMatch | undefined {
  const c = cps[pos];
  if (isLetter(c) || c === "_") {
    const next = cps[pos + 1];
    if (next === '"' || next === "'" || ((c === "b" || c === "B") && (next === "r" || next === "R"))) {
      return undefined;
    }
    let end = pos + 1;
    while (isIdentPart(cps[end])) end++;
    const type = end - pos <= 5 ? keywords.get(cps.slice(pos, end).join("")) : undefined;
    return { type: type ?? T.IDENTIFIER, end };
  }
  if (isSpace(c)) {
    let end = pos + 1;
    while (isSpace(cps[end])) end++;
    return { type: T.WHITESPACE, end };
  }
  if (c === undefined || c === "." || c === "/") return undefined;
  const next = cps[pos + 1];
  if (next !== undefined) {
    const twoType = punctuation.get(c + next);
    if (twoType !== undefined) return { type: twoType, end: pos + 2 };
  }
  const oneType = punctuation.get(c);
  return oneType === undefined ? undefined : { type: oneType, end: pos + 1 };
}

function longest(a: Attempt, b: Attempt): Attempt {
  const dead = Math.max(a.dead, b.dead);
  // On equal length the rule declared first wins (keywords before identifiers, numbers in grammar order).
  if (b.accept !== undefined && (a.accept === undefined || b.accept > a.accept)) return { ...b, dead };
  return { ...a, dead };
}

export function matchAt(cps: readonly string[], pos: number): Attempt {
  const c = cps[pos];
  let best: Attempt = { dead: pos };
  // Punctuation, two-character operators first.
  const two = (c ?? "") + (cps[pos + 1] ?? "");
  const twoType = punctuation.get(two);
  if (twoType !== undefined) {
    best = { accept: pos + 2, type: twoType, dead: pos + 2 };
  } else {
    const oneType = c === undefined ? undefined : punctuation.get(c);
    if (oneType !== undefined) best = { accept: pos + 1, type: oneType, dead: pos + 1 };
    else if (c === "&" || c === "|" || c === "=") best = { dead: pos + 1 };
  }
  if (isSpace(c)) {
    let end = pos;
    while (isSpace(cps[end])) end++;
    best = longest(best, { accept: end, type: T.WHITESPACE, dead: end });
  }
  if (c === "/" && cps[pos + 1] === "/") {
    let end = pos;
    while (end < cps.length && cps[end] !== "\n") end++;
    best = longest(best, { accept: end, type: T.COMMENT, dead: end });
  }
  if (isDigit(c) || (c === "." && isDigit(cps[pos + 1]))) best = longest(best, matchNumber(cps, pos));
  if (c === '"' || c === "'") best = longest(best, matchString(cps, pos, T.STRING));
  if ((c === "r" || c === "R") && (cps[pos + 1] === '"' || cps[pos + 1] === "'")) {
    best = longest(best, matchRawString(cps, pos + 1, T.STRING));
  }
  if ((c === "b" || c === "B") && (cps[pos + 1] === '"' || cps[pos + 1] === "'")) {
    best = longest(best, matchString(cps, pos + 1, T.BYTES));
  }
  if (
    (c === "b" || c === "B") &&
    (cps[pos + 1] === "r" || cps[pos + 1] === "R") &&
    (cps[pos + 2] === '"' || cps[pos + 2] === "'")
  ) {
    best = longest(best, matchRawString(cps, pos + 2, T.BYTES));
  }
  if (isLetter(c) || c === "_") {
    let end = pos + 1;
    while (isIdentPart(cps[end])) end++;
    const text = cps.slice(pos, end).join("");
    best = longest(best, { accept: end, type: keywords.get(text) ?? T.IDENTIFIER, dead: end });
  }
  if (c === "`") {
    let end = pos + 1;
    while (isEscIdentPart(cps[end])) end++;
    if (cps[end] === "`" && end > pos + 1) {
      best = longest(best, { accept: end + 1, type: T.ESC_IDENTIFIER, dead: end + 1 });
    } else {
      best = longest(best, { dead: end });
    }
  }
  return best;
}

/** NUM_FLOAT, NUM_INT and NUM_UINT. */
function matchNumber(cps: readonly string[], pos: number): Attempt {
  let best: Attempt = { dead: pos };
  if (cps[pos] === "0" && cps[pos + 1] === "x") {
    let end = pos + 2;
    while (isHex(cps[end])) end++;
    if (end > pos + 2) {
      if (cps[end] === "u" || cps[end] === "U") return { accept: end + 1, type: T.NUM_UINT, dead: end + 1 };
      return { accept: end, type: T.NUM_INT, dead: end };
    }
    // "0x" without digits: the "0" is an int.
    best = { accept: pos + 1, type: T.NUM_INT, dead: pos + 2 };
    return best;
  }
  let end = pos;
  while (isDigit(cps[end])) end++;
  const intEnd = end;
  if (intEnd > pos) {
    if (cps[end] === "u" || cps[end] === "U") return { accept: end + 1, type: T.NUM_UINT, dead: end + 1 };
    best = { accept: intEnd, type: T.NUM_INT, dead: intEnd };
  }
  let floatEnd: number | undefined;
  let dead = end;
  if (cps[end] === "." && isDigit(cps[end + 1]) && (intEnd > pos || cps[pos] === ".")) {
    end += 1;
    while (isDigit(cps[end])) end++;
    floatEnd = end;
    dead = end;
  } else if (cps[end] === ".") {
    dead = end + 1;
  }
  const expStart = floatEnd ?? (intEnd > pos ? intEnd : undefined);
  if (expStart !== undefined && (cps[expStart] === "e" || cps[expStart] === "E")) {
    let e = expStart + 1;
    if (cps[e] === "+" || cps[e] === "-") e++;
    const digitsStart = e;
    while (isDigit(cps[e])) e++;
    if (e > digitsStart) floatEnd = e;
    dead = Math.max(dead, e);
  }
  if (floatEnd !== undefined) return { accept: floatEnd, type: T.NUM_FLOAT, dead: Math.max(dead, floatEnd) };
  return { ...best, dead: Math.max(best.dead, dead) };
}

/** The escape sequences of ESC_SEQ; returns the index after the sequence, or the index where it failed. */
function matchEscape(cps: readonly string[], pos: number): { end: number; ok: boolean } {
  const c = cps[pos + 1];
  if (c === undefined) return { end: pos + 1, ok: false };
  if ("abfnrtv\"'\\?`".includes(c)) return { end: pos + 2, ok: true };
  const fixed = (
    count: number,
    test: (ch: string | undefined) => boolean,
    from: number,
  ): { end: number; ok: boolean } => {
    for (let i = 0; i < count; i++) if (!test(cps[from + i])) return { end: from + i, ok: false };
    return { end: from + count, ok: true };
  };
  if (c === "x" || c === "X") return fixed(2, isHex, pos + 2);
  if (c === "u") return fixed(4, isHex, pos + 2);
  if (c === "U") return fixed(8, isHex, pos + 2);
  if (c >= "0" && c <= "3") return fixed(2, (ch) => ch !== undefined && ch >= "0" && ch <= "7", pos + 2);
  return { end: pos + 1, ok: false };
}

/** Quoted STRING (and the part of BYTES after the prefix): single, double, and triple quotes. */
function matchString(cps: readonly string[], quotePos: number, type: T): Attempt {
  const q = cps[quotePos] ?? "";
  const triple = cps[quotePos + 1] === q && cps[quotePos + 2] === q;
  let best: Attempt = { dead: quotePos + 1 };
  // The empty string "" matches too; a triple quote is tried as the longer alternative.
  if (cps[quotePos + 1] === q) best = { accept: quotePos + 2, type, dead: quotePos + 2 };
  if (triple) {
    let i = quotePos + 3;
    for (;;) {
      if (i >= cps.length) return longest(best, { dead: i });
      if (cps[i] === q && cps[i + 1] === q && cps[i + 2] === q) {
        return longest(best, { accept: i + 3, type, dead: i + 3 });
      }
      if (cps[i] === "\\") {
        const esc = matchEscape(cps, i);
        if (!esc.ok) return longest(best, { dead: esc.end });
        i = esc.end;
      } else {
        i++;
      }
    }
  }
  if (best.accept !== undefined) return best;
  let i = quotePos + 1;
  for (;;) {
    const ch = cps[i];
    if (ch === undefined || ch === "\n" || ch === "\r") return { dead: i };
    if (ch === q) return { accept: i + 1, type, dead: i + 1 };
    if (ch === "\\") {
      const esc = matchEscape(cps, i);
      if (!esc.ok) return { dead: esc.end };
      i = esc.end;
    } else {
      i++;
    }
  }
}

/** Raw strings: no escapes, single-line unless triple-quoted. */
function matchRawString(cps: readonly string[], quotePos: number, type: T): Attempt {
  const q = cps[quotePos] ?? "";
  let best: Attempt = { dead: quotePos + 1 };
  if (cps[quotePos + 1] === q) best = { accept: quotePos + 2, type, dead: quotePos + 2 };
  if (cps[quotePos + 1] === q && cps[quotePos + 2] === q) {
    for (let i = quotePos + 3; ; i++) {
      if (i >= cps.length) return longest(best, { dead: i });
      if (cps[i] === q && cps[i + 1] === q && cps[i + 2] === q) {
        return longest(best, { accept: i + 3, type, dead: i + 3 });
      }
    }
  }
  if (best.accept !== undefined) return best;
  for (let i = quotePos + 1; ; i++) {
    const ch = cps[i];
    if (ch === undefined || ch === "\n" || ch === "\r") return { dead: i };
    if (ch === q) return { accept: i + 1, type, dead: i + 1 };
  }
}

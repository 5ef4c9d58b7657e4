/**
 * Number literals as controller-gen's parser sees them: Go's `text/scanner` cuts the token (and reports the
 * malformed ones), then `strconv.Atoi` or `strconv.ParseFloat` (@crdgen/cel's port, `goParseFloat`) reads
 * it. Ported from Go's text/scanner/scanner.go (scanNumber, digits, invalidSep).
 */

/** A number token: where it ends, Go's token class, and whether Go's scanner reported an error on it. */
export interface GoNumberToken {
  readonly end: number;
  readonly kind: "int" | "float";
  readonly malformed: boolean;
}

const isDecimal = (ch: string): boolean => ch >= "0" && ch <= "9";
const isHex = (ch: string): boolean => isDecimal(ch) || (ch.toLowerCase() >= "a" && ch.toLowerCase() <= "f");

/**
 * Scans the number literal that starts at `start` (a digit, or a `.` followed by one), as Go's scanner does
 * with ints and floats on: `0x`, `0o`, `0b` and leading-zero octal prefixes, `_` separators, a fraction, an
 * `e` or `p` exponent. `100Mi` is the int `100` followed by other tokens; `08` and `1__0` are malformed.
 */
export function scanGoNumber(source: string, start: number): GoNumberToken {
  // digits: a digit seen; separators: a `_` seen; invalidDigit: a digit too big for the base
  const state = { at: start, digits: false, separators: false, invalidDigit: false };
  const ch = (): string => source.charAt(state.at);
  // Go's digits(): `_` and digits, any decimal digit when the base is at most 10 (noting one too big)
  const readDigits = (base: number): boolean => {
    let any = false;
    for (let c = ch(); c === "_" || (base <= 10 ? isDecimal(c) : isHex(c)); c = ch()) {
      if (c === "_") {
        state.separators = true;
      } else {
        any = true;
        if (base <= 10 && c.charCodeAt(0) >= 0x30 + base) state.invalidDigit = true;
      }
      state.at++;
    }
    return any;
  };
  let prefix = "";
  let base = 10;
  let malformed = false;
  let kind: "int" | "float" = "int";
  let seenDot = ch() === ".";
  if (seenDot) {
    state.at++;
  } else {
    if (ch() === "0") {
      state.at++;
      const p = ch().toLowerCase();
      if (p === "x" || p === "o" || p === "b") {
        state.at++;
        prefix = p;
        base = p === "x" ? 16 : p === "o" ? 8 : 2;
      } else {
        prefix = "0";
        base = 8;
        state.digits = true;
      }
    }
    state.digits = readDigits(base) || state.digits;
    if (ch() === ".") {
      state.at++;
      seenDot = true;
    }
  }
  if (seenDot) {
    kind = "float";
    if (prefix === "o" || prefix === "b") malformed = true;
    state.digits = readDigits(base) || state.digits;
  }
  if (!state.digits) malformed = true;
  const e = ch().toLowerCase();
  if (e === "e" || e === "p") {
    if ((e === "e" && prefix !== "" && prefix !== "0") || (e === "p" && prefix !== "x")) malformed = true;
    state.at++;
    kind = "float";
    if (ch() === "+" || ch() === "-") state.at++;
    if (!readDigits(10)) malformed = true;
  } else if (prefix === "x" && kind === "float") {
    malformed = true;
  }
  if (kind === "int" && state.invalidDigit) malformed = true;
  if (state.separators && !separatorsOk(source.slice(start, state.at))) malformed = true;
  return { end: state.at, kind, malformed };
}

// Go's invalidSep: each `_` must sit between digits (a base prefix counts as one).
function separatorsOk(text: string): boolean {
  const hex = /^0[xX]/.test(text);
  let i = /^0[xXoObB]/.test(text) ? 2 : 0;
  let previous = i === 2 ? "0" : ".";
  for (; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === "_") {
      if (previous !== "0") return false;
      previous = "_";
    } else if (isDecimal(c) || (hex && isHex(c))) {
      previous = "0";
    } else {
      if (previous === "_") return false;
      previous = ".";
    }
  }
  return previous !== "_";
}

/** `strconv.Atoi` of a token Go scanned as an int: decimal digits only (a leading zero is still decimal). */
export function goAtoi(text: string): number | undefined {
  return /^[0-9]+$/.test(text) ? Number(text) : undefined;
}

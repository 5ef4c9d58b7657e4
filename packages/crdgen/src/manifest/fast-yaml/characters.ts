// The character codes and classes the fast reader tests, and double-quoted escapes, as in js-yaml's loader.

export const LF = 0x0a;
export const SPACE = 0x20;
export const HASH = 0x23;
export const COLON = 0x3a;
export const DASH = 0x2d;
export const DOT = 0x2e;
export const SQUOTE = 0x27;
export const DQUOTE = 0x22;
export const BACKSLASH = 0x5c;

// Tabs and CRs never reach the reader, so white space is a space and a line ends with LF.
export function isWsOrEol(c: number): boolean {
  return c === SPACE || c === LF;
}

export function isFlowIndicator(c: number): boolean {
  return c === 0x2c || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d;
}

/** Characters that cannot start a plain scalar (js-yaml's readPlainScalar). */
export function cannotStartPlain(c: number): boolean {
  switch (c) {
    case SPACE:
    case LF:
    case 0x2c: // ,
    case 0x5b: // [
    case 0x5d: // ]
    case 0x7b: // {
    case 0x7d: // }
    case HASH:
    case 0x26: // &
    case 0x2a: // *
    case 0x21: // !
    case 0x7c: // |
    case 0x3e: // >
    case SQUOTE:
    case DQUOTE:
    case 0x25: // %
    case 0x40: // @
    case 0x60: // `
      return true;
    default:
      return false;
  }
}

// js-yaml's one-character escapes but `\/`: YAML 1.2's, which go-yaml (YAML 1.1) refuses outside JSON, so a
// scalar with it leaves the subset for js-yaml's path, which knows which text it is.
export function simpleEscape(c: number): string | undefined {
  switch (c) {
    case 0x30:
      return "\x00";
    case 0x61:
      return "\x07";
    case 0x62:
      return "\x08";
    case 0x74:
      return "\x09";
    case 0x09:
      return "\x09";
    case 0x6e:
      return "\x0A";
    case 0x76:
      return "\x0B";
    case 0x66:
      return "\x0C";
    case 0x72:
      return "\x0D";
    case 0x65:
      return "\x1B";
    case 0x20:
      return " ";
    case 0x22:
      return '"';
    case 0x5c:
      return "\\";
    case 0x4e:
      return "\x85";
    case 0x5f:
      return "\xA0";
    case 0x4c:
      return "\u2028";
    case 0x50:
      return "\u2029";
    default:
      return undefined;
  }
}

export function escapedHexLength(c: number): number {
  return c === 0x78 ? 2 : c === 0x75 ? 4 : c === 0x55 ? 8 : 0;
}

export function fromHexCode(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

// The characters of a mapping key that the fast path reads (simple-key.ts): none of them ends a plain scalar,
// starts another kind of node, or is refused by the reader.
const keyCharacters = new Uint8Array(128);
for (const ch of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./$") {
  keyCharacters[ch.charCodeAt(0)] = 1;
}

/** Whether `c` (a character code, or NaN past the text's end) is one of those characters. */
export function isKeyCharacter(c: number): boolean {
  return keyCharacters[c] === 1;
}

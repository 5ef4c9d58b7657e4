/**
 * Go's `strconv.Quote` of a byte string: printable runes as they are, the usual backslash escapes, `\x`
 * for bytes that are not UTF-8, `\u`/`\U` for runes that are not printable.
 */
export function goQuote(bytes: Uint8Array): string {
  let out = '"';
  let i = 0;
  while (i < bytes.length) {
    const { rune, size } = decodeRune(bytes, i);
    if (rune === -1) {
      out += "\\x" + hex(bytes[i] ?? 0, 2);
      i += 1;
      continue;
    }
    i += size;
    out += quoteRune(rune);
  }
  return out + '"';
}

const escapes: Readonly<Record<number, string>> = {
  7: "\\a",
  8: "\\b",
  12: "\\f",
  10: "\\n",
  13: "\\r",
  9: "\\t",
  11: "\\v",
  92: "\\\\",
  34: '\\"',
};

function quoteRune(rune: number): string {
  const esc = escapes[rune];
  if (esc !== undefined) return esc;
  if (isPrint(rune)) return String.fromCodePoint(rune);
  if (rune < 0x20 || rune === 0x7f) return "\\x" + hex(rune, 2);
  if (rune < 0x10000) return "\\u" + hex(rune, 4);
  return "\\U" + hex(rune, 8);
}

const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

/** `strconv.IsPrint`: letters, marks, numbers, punctuation, symbols and the ASCII space. */
function isPrint(rune: number): boolean {
  if (rune >= 0x20 && rune < 0x7f) return true;
  if (rune < 0xa1) return false;
  return printable.test(String.fromCodePoint(rune));
}

function hex(v: number, width: number): string {
  return v.toString(16).padStart(width, "0");
}

/** `utf8.DecodeRune`: the rune at `i` and its size, or -1 for an invalid encoding. */
function decodeRune(b: Uint8Array, i: number): { rune: number; size: number } {
  const c0 = b[i] ?? 0;
  if (c0 < 0x80) return { rune: c0, size: 1 };
  const cont = (k: number) => {
    const c = b[i + k];
    return c !== undefined && (c & 0xc0) === 0x80 ? c & 0x3f : -1;
  };
  if (c0 >= 0xc2 && c0 <= 0xdf) {
    const c1 = cont(1);
    return c1 < 0 ? { rune: -1, size: 1 } : { rune: ((c0 & 0x1f) << 6) | c1, size: 2 };
  }
  if (c0 >= 0xe0 && c0 <= 0xef) {
    const c1 = cont(1);
    const c2 = cont(2);
    if (c1 < 0 || c2 < 0) return { rune: -1, size: 1 };
    const r = ((c0 & 0x0f) << 12) | (c1 << 6) | c2;
    if (r < 0x800 || (r >= 0xd800 && r <= 0xdfff)) return { rune: -1, size: 1 };
    return { rune: r, size: 3 };
  }
  if (c0 >= 0xf0 && c0 <= 0xf4) {
    const c1 = cont(1);
    const c2 = cont(2);
    const c3 = cont(3);
    if (c1 < 0 || c2 < 0 || c3 < 0) return { rune: -1, size: 1 };
    const r = ((c0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3;
    if (r < 0x10000 || r > 0x10ffff) return { rune: -1, size: 1 };
    return { rune: r, size: 4 };
  }
  return { rune: -1, size: 1 };
}

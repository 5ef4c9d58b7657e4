/**
 * Go's `strings` functions that cel-go's string extensions call, on JS strings: Go works on UTF-8 bytes and
 * runes, which for valid text is the same as working on code points.
 */

/** Go's `unicode.IsSpace`: Latin-1 spaces plus the Unicode White_Space property (not U+FEFF, unlike `\s`). */
const goSpace = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
  0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

const isGoSpace = (c: string): boolean => goSpace.has(c.codePointAt(0) ?? -1);

/** `strings.TrimSpace`. */
export function goTrimSpace(s: string): string {
  const r = Array.from(s);
  let start = 0;
  let end = r.length;
  while (start < end && isGoSpace(r[start] ?? "")) start++;
  while (end > start && isGoSpace(r[end - 1] ?? "")) end--;
  return r.slice(start, end).join("");
}

/**
 * `strings.Replace(s, old, new, n)`: at most `n` replacements (all when `n < 0`); an empty `old` matches
 * before every rune and at the end.
 */
export function goStringsReplace(s: string, old: string, replacement: string, n: bigint): string {
  if (old === replacement || n === 0n) return s;
  let out = "";
  let done = 0n;
  if (old === "") {
    const r = Array.from(s);
    for (const c of r) {
      if (n >= 0n && done >= n) {
        out += c;
        continue;
      }
      out += replacement + c;
      done++;
    }
    if (n < 0n || done < n) out += replacement;
    return out;
  }
  let from = 0;
  while (n < 0n || done < n) {
    const at = s.indexOf(old, from);
    if (at < 0) break;
    out += s.slice(from, at) + replacement;
    from = at + old.length;
    done++;
  }
  return out + s.slice(from);
}

/**
 * `strings.SplitN(s, sep, n)`: `n == 0` gives no parts, `n < 0` all of them, otherwise at most `n`, the
 * last holding the rest. An empty separator splits between runes.
 */
export function goStringsSplitN(s: string, sep: string, n: bigint): string[] {
  if (n === 0n) return [];
  if (sep === "") {
    const r = Array.from(s);
    if (n < 0n || n >= BigInt(r.length)) return r;
    const k = Number(n);
    return [...r.slice(0, k - 1), r.slice(k - 1).join("")];
  }
  const parts: string[] = [];
  let from = 0;
  while (n < 0n || BigInt(parts.length) < n - 1n) {
    const at = s.indexOf(sep, from);
    if (at < 0) break;
    parts.push(s.slice(from, at));
    from = at + sep.length;
  }
  parts.push(s.slice(from));
  return parts;
}

const quoteEscapes: Readonly<Record<string, string>> = {
  "\x07": "\\a",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\v": "\\v",
  "\\": "\\\\",
  '"': '\\"',
};

/**
 * cel-go's `quote` (`strings.quote`): invalid runes (lone surrogates here) become U+FFFD (`sanitize`), the
 * listed escapes are written, every other rune as it is.
 */
export function goQuoteString(s: string): string {
  let out = '"';
  for (const c of Array.from(s)) {
    const cp = c.codePointAt(0) ?? 0;
    const valid = !(cp >= 0xd800 && cp <= 0xdfff);
    out += valid ? (quoteEscapes[c] ?? c) : "\ufffd";
  }
  return out + '"';
}

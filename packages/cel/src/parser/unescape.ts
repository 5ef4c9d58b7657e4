/**
 * `parser/unescape.go`: the value of a string or bytes literal from its source text (quotes, optional raw
 * prefix, escapes). Works on UTF-8 bytes as Go does, so that `\x` and octal escapes give single bytes in
 * bytes literals and code points in strings.
 */
export type UnescapeResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

const encoder = new TextEncoder();

const simpleEscapes: Readonly<Record<string, number>> = {
  a: 7,
  b: 8,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  "\\": 92,
  "'": 39,
  '"': 34,
  "`": 96,
  "?": 63,
};

const fail = (message: string): UnescapeResult => ({ ok: false, message });

function unhex(c: number): number | undefined {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return undefined;
}

function validRune(v: number): boolean {
  return v >= 0 && v <= 0x10ffff && !(v >= 0xd800 && v <= 0xdfff);
}

export function unescape(text: string, isBytes: boolean): UnescapeResult {
  let value = text.replaceAll("\r\n", "\n").replaceAll("\r", "\n");
  if (value.length < 2) return fail("unable to unescape string");
  let raw = false;
  if (value[0] === "r" || value[0] === "R") {
    value = value.slice(1);
    raw = true;
  }
  const first = value[0];
  if (first !== value[value.length - 1] || (first !== '"' && first !== "'")) {
    return fail("unable to unescape string");
  }
  if (value.length >= 6 && (value.startsWith("'''") || value.startsWith('"""'))) {
    const quote = value.slice(0, 3);
    if (!value.endsWith(quote)) return fail("unable to unescape string");
    value = '"' + value.slice(3, value.length - 3) + '"';
  }
  value = value.slice(1, value.length - 1);
  if (raw || !value.includes("\\")) return { ok: true, bytes: encoder.encode(value) };
  const s = encoder.encode(value);
  const out: number[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? 0;
    if (c !== 92) {
      out.push(c);
      i++;
      continue;
    }
    // unescapeChar
    if (i + 1 >= s.length) return fail("unable to unescape string, found '\\' as last character");
    const e = String.fromCharCode(s[i + 1] ?? 0);
    i += 2;
    const simple = simpleEscapes[e];
    if (simple !== undefined) {
      out.push(simple);
      continue;
    }
    if (e === "x" || e === "X" || e === "u" || e === "U") {
      const n = e === "u" ? 4 : e === "U" ? 8 : 2;
      if ((e === "u" || e === "U") && isBytes) return fail("unable to unescape string");
      if (s.length - i < n) return fail("unable to unescape string");
      let v = 0;
      for (let j = 0; j < n; j++) {
        const x = unhex(s[i + j] ?? 0);
        if (x === undefined) return fail("unable to unescape string");
        v = v * 16 + x;
      }
      i += n;
      if (!isBytes && !validRune(v)) return fail("invalid unicode code point");
      pushRune(out, v, !(isBytes && n === 2));
      continue;
    }
    if (e >= "0" && e <= "3") {
      if (s.length - i < 2) return fail("unable to unescape octal sequence in string");
      let v = e.charCodeAt(0) - 48;
      for (let j = 0; j < 2; j++) {
        const x = s[i + j] ?? 0;
        if (x < 48 || x > 55) return fail("unable to unescape octal sequence in string");
        v = v * 8 + (x - 48);
      }
      if (!isBytes && !validRune(v)) return fail("invalid unicode code point");
      i += 2;
      pushRune(out, v, !isBytes);
      continue;
    }
    return fail("unable to unescape string");
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

/** Go appends a rune below 0x80, or one not to be encoded, as a single byte; others as UTF-8. */
function pushRune(out: number[], v: number, encode: boolean): void {
  if (v < 0x80 || !encode) out.push(v & 0xff);
  else out.push(...encoder.encode(String.fromCodePoint(v)));
}

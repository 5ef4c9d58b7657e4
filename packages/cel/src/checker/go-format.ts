/**
 * Go's value formatting as cel-go's debug strings use it: `strconv.Quote` for strings and bytes and `%v`
 * for doubles (shortest digits, exponent form below 1e-4 and from 1e6 on: `1e+06`).
 */

/** Go's `fmt.Sprintf("%v", f)` for a float64. */
export function formatGoFloat(f: number): string {
  if (Number.isNaN(f)) return "NaN";
  if (f === Infinity) return "+Inf";
  if (f === -Infinity) return "-Inf";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const [mantissa = "", exponentText = "0"] = f.toExponential().split("e");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  return String(f);
}

/** Go's `strconv.Quote`. */
export function quoteGoString(s: string): string {
  let out = '"';
  for (const ch of s) out += quoteRune(ch);
  return `${out}"`;
}

/** Go's `strconv.Quote(string(bytes))`: invalid UTF-8 bytes print as `\xNN`. */
export function quoteGoBytes(bytes: Uint8Array): string {
  let out = '"';
  let i = 0;
  while (i < bytes.length) {
    const length = utf8SequenceLength(bytes, i);
    if (length === 0) {
      out += `\\x${(bytes[i] ?? 0).toString(16).padStart(2, "0")}`;
      i += 1;
      continue;
    }
    out += quoteRune(new TextDecoder().decode(bytes.subarray(i, i + length)));
    i += length;
  }
  return `${out}"`;
}

/** The length of the valid UTF-8 sequence at i, or 0 when the byte there does not start one. */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] ?? 0;
  if (b0 < 0x80) return 1;
  const length = b0 >= 0xf0 && b0 <= 0xf4 ? 4 : b0 >= 0xe0 ? (b0 >= 0xf0 ? 0 : 3) : b0 >= 0xc2 ? 2 : 0;
  if (length === 0 || i + length > bytes.length) return 0;
  const decoded = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(i, i + length));
  // One code point, and not the replacement character an invalid sequence decodes to.
  const codePoint = decoded.codePointAt(0) ?? 0xfffd;
  return codePoint !== 0xfffd && String.fromCodePoint(codePoint) === decoded ? length : 0;
}

const escapes: Readonly<Record<string, string>> = {
  "\x07": "\\a",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\v": "\\v",
  '"': '\\"',
  "\\": "\\\\",
};

function quoteRune(ch: string): string {
  const escaped = escapes[ch];
  if (escaped !== undefined) return escaped;
  if (ch === " " || /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(ch)) return ch;
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\U${code.toString(16).padStart(8, "0")}`;
}

/** The character each one-character escape stands for (`\a` … `\?`, and the back-quote), by its code. */
const simpleEscapes: ReadonlyMap<number, string> = new Map([
  [97, "\x07"],
  [98, "\b"],
  [102, "\f"],
  [110, "\n"],
  [114, "\r"],
  [116, "\t"],
  [118, "\v"],
  [92, "\\"],
  [39, "'"],
  [34, '"'],
  [96, "`"],
  [63, "?"],
]);

const validRune = (v: number): boolean => v <= 0x10ffff && !(v >= 0xd800 && v <= 0xdfff);

/**
 * `VisitString`'s value of a STRING token that the lexer found well formed, worked out on the string itself:
 * what `unescape` gives through UTF-8 bytes and a decoder, for the text of a string whose escapes and
 * characters were checked by the lexer (no lone surrogate). Undefined where `unescape` should decide: a
 * carriage return to normalise, an escape naming no valid code point.
 */
export function stringValue(text: string): string | undefined {
  let from = 0;
  const raw = text.charCodeAt(0) === 114 || text.charCodeAt(0) === 82;
  if (raw) from = 1;
  const quote = text.charCodeAt(from);
  const triple =
    text.length - from >= 6 && text.charCodeAt(from + 1) === quote && text.charCodeAt(from + 2) === quote;
  const quotes = triple ? 3 : 1;
  const body = text.slice(from + quotes, text.length - quotes);
  if (body.includes("\r")) return undefined;
  let next = raw ? -1 : body.indexOf("\\");
  if (next < 0) return body;
  let value = "";
  let done = 0;
  while (next >= 0) {
    value += body.slice(done, next);
    const escape = body.charCodeAt(next + 1);
    const simple = simpleEscapes.get(escape);
    let length = 2;
    if (simple !== undefined) {
      value += simple;
    } else {
      // \xHH, \uHHHH, \UHHHHHHHH in hexadecimal; \ooo in octal (the lexer checked the digits).
      const hex = escape === 120 || escape === 88 ? 2 : escape === 117 ? 4 : escape === 85 ? 8 : 0;
      const digits = hex === 0 ? body.slice(next + 1, next + 4) : body.slice(next + 2, next + 2 + hex);
      const code = hex === 0 ? parseInt(digits, 8) : parseInt(digits, 16);
      if (!Number.isInteger(code) || !validRune(code)) return undefined;
      value += String.fromCodePoint(code);
      length = hex === 0 ? 4 : 2 + hex;
    }
    done = next + length;
    next = body.indexOf("\\", done);
  }
  return value + body.slice(done);
}

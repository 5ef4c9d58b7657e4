import { goJson, goNumber } from "./go-format.js";

/**
 * A bad value whose printed form the caller computes, because the JSON form of the value as crdgen holds it would
 * not be what the API server shows: Go's `%#v` of a struct without `String()`, or encoding/json of a struct,
 * whose fields come in the struct's order rather than sorted.
 */
export class GoSyntax {
  constructor(readonly text: string) {}
}

/**
 * Renders a bad value the way apimachinery (>= 1.34) prints it in an error message: strings with Go's `%q`,
 * numbers and booleans plainly, `null` as `null`, everything else as Go's `encoding/json` output
 * (sorted keys, `<`, `>`, `&` escaped); a {@link GoSyntax} value as its `%#v` text.
 */
export function renderGoValue(value: unknown): string {
  if (value instanceof GoSyntax) return value.text;
  if (typeof value === "string") return goQuote(value);
  if (typeof value === "number") return goNumber(value);
  if (typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "null";
  return goJson(value);
}

/** Go's `strconv.Quote`: printable runes kept, the rest escaped. */
export function goQuote(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    switch (ch) {
      case '"':
        out += '\\"';
        continue;
      case "\\":
        out += "\\\\";
        continue;
      case "\u0007":
        out += "\\a";
        continue;
      case "\b":
        out += "\\b";
        continue;
      case "\f":
        out += "\\f";
        continue;
      case "\n":
        out += "\\n";
        continue;
      case "\r":
        out += "\\r";
        continue;
      case "\t":
        out += "\\t";
        continue;
      case "\v":
        out += "\\v";
        continue;
    }
    if (code < 0x20 || code === 0x7f) {
      out += `\\x${code.toString(16).padStart(2, "0")}`;
    } else if (code === 0xfffd && ch !== "\ufffd") {
      out += "\\ufffd";
    } else if (isGoNonPrintable(code)) {
      out +=
        code > 0xffff
          ? `\\U${code.toString(16).padStart(8, "0")}`
          : `\\u${code.toString(16).padStart(4, "0")}`;
    } else {
      out += ch;
    }
  }
  return out + '"';
}

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

function isGoNonPrintable(code: number): boolean {
  if (code < 0x80) return false;
  return !printable.test(String.fromCodePoint(code));
}

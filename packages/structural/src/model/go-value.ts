import { goJson, goNumber } from "./go-format.js";
import { goDecodedString } from "./json-value.js";

/**
 * A bad value whose text is computed where the error is made, because the value as crdgen holds it would not
 * print as the API server prints it: a Go pointer or named string type (see {@link goMarshalled}), an internal
 * apiextensions struct marshalled with its Go field names, or a `%#v` text.
 */
export class GoSyntax {
  constructor(readonly text: string) {}
}

/**
 * A bad value whose Go type is a pointer (`*string`, `*bool`) or a named string type (`ConversionStrategyType`,
 * `FieldValueErrorReason`): apimachinery's ErrorBody prints only the plain kinds directly (a `string` with `%q`)
 * and everything else through encoding/json, so `"a<b"` shows as `"a\u003cb"` and a non-printable rune unescaped.
 */
export function goMarshalled(value: unknown): GoSyntax {
  return new GoSyntax(goJson(value ?? null));
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

/**
 * Go's `strconv.Quote`: printable runes kept, the rest escaped. A lone surrogate prints as U+FFFD: the text came
 * to the server as JSON, whose decoder replaces an unpaired `\ud800` escape with U+FFFD (encoding/json
 * decode.go unquote), a printable rune.
 */
export function goQuote(text: string): string {
  let out = '"';
  for (const ch of goDecodedString(text)) {
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

import { wellFormed } from "../render/chars.js";
import type { SortedJsonLayout } from "../render/sorted-json.js";
import { sortedJsonText } from "../render/sorted-json.js";

/**
 * A JSON value as kubectl's JSON printer writes an unstructured object (cli-runtime v0.35.0 printers/json.go:
 * json.MarshalIndent(obj, "", "    ") over apimachinery's json.NewEncoder(w).Encode of the object's map):
 * object keys in byte order of their UTF-8 (encoding/json sorts a map's keys), four spaces per level, `{}`
 * and `[]` for empty collections, and strings escaped as encoding/json escapes them.
 *
 * JSON.stringify cannot be asked for this: it puts integer-like keys ("0", "10") first whatever their order,
 * writes `<`, `>`, `&`, U+2028 and U+2029 raw, and a lone surrogate as `\udXXX` (Go holds U+FFFD there).
 * Values with toJSON (the exact integers' markers) are written as their toJSON; undefined members vanish.
 */
export function goJsonIndent(value: unknown): string {
  return sortedJsonText(value, kubectlLayout);
}

const kubectlLayout: SortedJsonLayout = {
  step: "    ",
  quote: goJsonString,
  number: (value) => JSON.stringify(value),
  key: wellFormed,
};

// encoding/json's escapes beyond JSON.stringify's (encode.go appendString, Go 1.22 and later: \b, \f, \n, \r,
// \t, and \u00XX in lower-case hex for the other control characters, as JSON.stringify writes them), with
// HTML escaping on (json.Marshal and Encoder's default).
const goEscaped = /[<>&\u2028\u2029]/;
const everyGoEscaped = /[<>&\u2028\u2029]/g;

function goJsonString(text: string): string {
  const json = JSON.stringify(wellFormed(text));
  return goEscaped.test(json) ? json.replace(everyGoEscaped, unicodeEscape) : json;
}

function unicodeEscape(ch: string): string {
  return "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0");
}

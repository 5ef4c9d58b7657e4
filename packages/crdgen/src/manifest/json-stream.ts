import type { JsonValue } from "./json-value.js";
import { readJsonValue } from "./json-value.js";

/** An error kubectl stops at, in Go's words, and the offset of the character it names. */
export interface JsonStreamError {
  readonly message: string;
  readonly at: number;
}

/** How kubectl reads a text that IsJSONBuffer calls JSON: values, then possibly YAML. */
export interface JsonStream {
  /** The JSON values decoded, in order (`null` ones included: kubectl skips them later). */
  readonly values: readonly JsonValue[];
  /** Where kubectl stops reading JSON with an error, when it does not go on as YAML. */
  readonly error?: JsonStreamError;
  /**
   * Where kubectl goes on reading YAML, after a JSON value it could not decode; the JSON error is what it reports
   * if the first YAML document fails too.
   */
  readonly yaml?: { readonly from: number; readonly firstError: JsonStreamError };
}

/**
 * apimachinery v0.35.0's YAMLOrJSONDecoder.Decode (pkg/util/yaml/decoder.go:294-358) over a JSON text, call
 * after call as kubectl's StreamVisitor makes them: concatenated JSON values are decoded one by one. When one
 * fails after more than one was decoded, the stream is JSON and the error is encoding/json's (without its
 * offset). Otherwise the stream is rewound to the end of the last value, whitespace is eaten up to the first
 * line break (consumeWhitespace), and the rest is read as YAML; should its first document fail, the JSON error
 * is reported, as a JSONSyntaxError ("json: offset N: ...") when it is one.
 */
export function readJsonStream(text: string, exactIntegers: boolean): JsonStream {
  const values: JsonValue[] = [];
  let position = 0;
  for (;;) {
    const read = readJsonValue(text, position, exactIntegers);
    if (read.kind === "end") return { values };
    if (read.kind === "value") {
      values.push(read);
      position = read.end;
      continue;
    }
    if (values.length > 1) return { values, error: { message: read.message, at: read.at } };
    const message = read.syntax
      ? `json: offset ${String(Buffer.byteLength(text.slice(0, read.at)) + 1)}: ${read.message}`
      : read.message;
    const from = consumeWhitespace(text, position);
    if (from === undefined) return { values, error: { message, at: read.at } };
    return { values, yaml: { from, firstError: { message, at: read.at } } };
  }
}

// Go's unicode.IsSpace.
const goSpaces = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/u;

/**
 * decoder.go consumeWhitespace: reads four bytes at a time (StreamReader.ReadN) and decodes the first rune;
 * fewer than four bytes left is io.EOF, and then kubectl does not go on as YAML. A space is eaten, up to and
 * with the first `\n`; the position of the first other rune is where YAML starts.
 */
function consumeWhitespace(text: string, from: number): number | undefined {
  let left = Buffer.byteLength(text.slice(from));
  let at = from;
  for (;;) {
    if (left < 4) return undefined;
    const rune = String.fromCodePoint(text.codePointAt(at) ?? 0);
    if (!goSpaces.test(rune)) return at;
    at += rune.length;
    left -= Buffer.byteLength(rune);
    if (rune === "\n") return at;
  }
}

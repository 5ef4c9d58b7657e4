import type { SortedJsonLayout } from "../render/sorted-json.js";
import { sortedJsonText } from "../render/sorted-json.js";

/** A JSON object as the OpenAPI documents hold it. */
export type JsonObject = { [key: string]: unknown };

/** A deep copy of JSON data, so that documents built from shared tables never alias each other. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}

/**
 * The text of a document as the API server's published documents are laid out (Go marshals maps with sorted
 * keys; the official files are indented by two spaces), with a final newline: JSON.stringify(document, null, 2)
 * but for the order of keys and negative zeroes. Keys are in the order of their UTF-8 bytes, as Go sorts a map's
 * keys (also integer-like ones, which JSON.stringify would put first). A negative zero (a `-0.0` in the CRD) is
 * `-0`, as Go's encoding/json writes it (Go 1.25 encoding/json/encode.go:592, floatEncoder's strconv.AppendFloat
 * keeps the sign), where JSON.stringify writes `0`.
 */
export function renderOpenApiJson(document: unknown): string {
  return `${sortedJsonText(document, publishedLayout)}\n`;
}

const publishedLayout: SortedJsonLayout = {
  step: "  ",
  quote: (text) => JSON.stringify(text),
  number: (value) => (Object.is(value, -0) ? "-0" : JSON.stringify(value)),
  key: (key) => key,
};

import { goJson } from "./go-format.js";
import { isJsonObject, sortedKeys } from "./json-value.js";

// encoding/json's text of a Go struct without json tags, built from the decoded JSON it was converted from:
// fields by their Go names in declaration order; nil pointers, slices and maps as `null`, empty ones as `[]` and
// `{}`; map keys sorted. apimachinery (>= 1.34) prints such bad values this way (field.Error.ErrorBody).

type Json = Readonly<Record<string, unknown>>;

/** A struct from its fields' texts, in declaration order. */
export function structJson(fields: readonly (readonly [string, string])[]): string {
  return `{${fields.map(([name, text]) => `${goJson(name)}:${text}`).join(",")}}`;
}

/** A `string` field: absent and null decode to "". */
export function stringJson(value: unknown): string {
  return goJson(typeof value === "string" ? value : "");
}

/** A `bool` field. */
export function boolJson(value: unknown): string {
  return value === true ? "true" : "false";
}

/**
 * A pointer to a scalar (`*string`, `*bool`, `*int64`, `*float64`) or an `interface{}` JSON value: `null` when
 * absent. Decoded numbers print as Go marshals int64 and float64.
 */
export function scalarJson(value: unknown): string {
  return value === undefined ? "null" : goJson(value);
}

/** A pointer to a struct: nil (absent, null) is `null`. */
export function pointerJson(value: unknown, struct: (fields: Json) => string): string {
  return isJsonObject(value) ? struct(value) : "null";
}

/** A struct value: a JSON null (say, as a slice element) decodes to the zero struct. */
export function valueJson(value: unknown, struct: (fields: Json) => string): string {
  return struct(isJsonObject(value) ? value : {});
}

/** A slice whose elements `item` prints: nil (absent, null) is `null`. */
export function sliceJson(value: unknown, item: (element: unknown) => string): string {
  return Array.isArray(value) ? `[${value.map((element) => item(element)).join(",")}]` : "null";
}

/** A `map[string]T` whose values `item` prints: nil is `null`, keys sorted. */
export function mapJson(value: unknown, item: (element: unknown) => string): string {
  if (!isJsonObject(value)) return "null";
  return `{${sortedKeys(value)
    .map((key) => `${goJson(key)}:${item(value[key])}`)
    .join(",")}}`;
}

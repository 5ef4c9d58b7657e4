// How Go's text/template sees the JSON values of an OpenAPI document (encoding/json into `any`): which are
// true in `if`/`with`/`and`/`or`, and how `{{ . }}` prints them.

import { formatGoFloat } from "@crdgen/cel";
import { compareCodePointOrder } from "@crdgen/core";

/** A JSON object, as encoding/json decodes one into map[string]any. */
export type JsonMap = Readonly<Record<string, unknown>>;

export function isJsonMap(value: unknown): value is JsonMap {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** text/template's truth: false, 0, "", nil, and empty maps and slices are false. */
export function truth(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isJsonMap(value)) return Object.keys(value).length > 0;
  return true;
}

/** `{{ . }}` of a decoded JSON value: fmt's %v (float64 numbers, map[k:v] maps, [a b] slices). */
export function goPrint(value: unknown): string {
  if (value === undefined || value === null) return "<nil>";
  if (typeof value === "number") return formatGoFloat(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(goPrint).join(" ")}]`;
  if (isJsonMap(value)) {
    const keys = Object.keys(value).sort(compareCodePointOrder);
    return `map[${keys.map((key) => `${key}:${goPrint(value[key])}`).join(" ")}]`;
  }
  return typeof value === "bigint" ? value.toString() : "";
}

/** The sorted keys of a map, as `range` visits them. */
export function goKeys(map: unknown): string[] {
  return isJsonMap(map) ? Object.keys(map).sort(compareCodePointOrder) : [];
}

/** kubectl's `indent` template function: the pad before the text and after every newline in it. */
export function indent(amount: number, text: string): string {
  const pad = " ".repeat(amount);
  return pad + text.split("\n").join(`\n${pad}`);
}

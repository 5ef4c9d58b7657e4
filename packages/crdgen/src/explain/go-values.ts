// How Go's text/template sees the JSON values of an OpenAPI document (encoding/json into `any`): which are
// true in `if`/`with`/`and`/`or`, and how `{{ . }}` prints them.

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
  if (typeof value === "number") return goFloat(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(goPrint).join(" ")}]`;
  if (isJsonMap(value)) {
    const keys = Object.keys(value).sort(compareCodePointOrder);
    return `map[${keys.map((key) => `${key}:${goPrint(value[key])}`).join(" ")}]`;
  }
  return typeof value === "bigint" ? value.toString() : "";
}

// fmt's %v of a float64 is strconv.FormatFloat(v, 'g', -1, 64): the shortest digits, with an exponent when it is
// below -4 or at least 6 (strconv ftoa.go: "if precision was the shortest possible, use precision 6"), so 1e+06;
// the exponent has at least two digits (1e-05). JavaScript's own switch is at 21.
function goFloat(value: number): string {
  if (value === 0) return Object.is(value, -0) ? "-0" : "0";
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "+Inf" : "-Inf";
  const [mantissa = "", power = "0"] = value.toExponential().split("e");
  const exponent = Number(power);
  if (exponent >= -4 && exponent < 6) return String(value);
  const digits = String(Math.abs(exponent)).padStart(2, "0");
  return `${mantissa}e${exponent < 0 ? "-" : "+"}${digits}`;
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

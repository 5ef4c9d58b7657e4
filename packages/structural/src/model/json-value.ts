import { compareCodePointOrder } from "@crdgen/core";
/** A decoded JSON object, as Go's `map[string]interface{}`. */
export type JsonObject = Record<string, unknown>;

/**
 * The Go dynamic type a decoded JSON value has on the API server: apimachinery keeps integers as int64 and
 * everything else numeric as float64, so `3` is an `int64` and `3.5` (or `1e21`) a `float64`.
 */
export type GoKind = "nil" | "bool" | "string" | "int64" | "float64" | "slice" | "map";

const int64Limit = 2 ** 63;

/** Whether `value` is a JSON object (not an array, not null, not a YAML timestamp). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The Go kind of a decoded JSON value (`undefined` counts as absent, i.e. nil). */
export function goKind(value: unknown): GoKind {
  switch (typeof value) {
    case "string":
      return "string";
    case "boolean":
      return "bool";
    case "number":
      return isGoInt(value) ? "int64" : "float64";
    case "object":
      if (value === null) return "nil";
      return Array.isArray(value) ? "slice" : "map";
    default:
      return "nil";
  }
}

/** Whether a JSON number decodes to an int64 (an integer literal in range). */
function isGoInt(n: number): boolean {
  return Number.isInteger(n) && n < int64Limit && n >= -int64Limit;
}

/** Sets an own, enumerable property, even one named `__proto__` (as JSON.parse does). */
export function setOwn(object: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * `object[key] = value` for a fresh plain object, as fast as an assignment for every key but `__proto__`,
 * which an assignment would take for the prototype.
 */
export function setKey(object: JsonObject, key: string, value: unknown): void {
  if (key === "__proto__") setOwn(object, key, value);
  else object[key] = value;
}

/** A deep copy of a JSON value (runtime.DeepCopyJSONValue). */
export function deepCopyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopyJson);
  if (isJsonObject(value)) {
    const out: JsonObject = {};
    for (const key of Object.keys(value)) setKey(out, key, deepCopyJson(value[key]));
    return out;
  }
  return value;
}

/**
 * reflect.DeepEqual on decoded JSON: same Go kinds, same keys, same elements. int64 and float64 never compare
 * equal, as in Go.
 */
export function deepEqualJson(a: unknown, b: unknown): boolean {
  const kind = goKind(a);
  if (kind !== goKind(b)) return false;
  if (kind === "slice") {
    const xs = a as unknown[];
    const ys = b as unknown[];
    return xs.length === ys.length && xs.every((x, i) => deepEqualJson(x, ys[i]));
  }
  if (kind === "map") {
    const x = a as JsonObject;
    const y = b as JsonObject;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    return keys.every((k) => Object.hasOwn(y, k) && deepEqualJson(x[k], y[k]));
  }
  if (kind === "nil") return true;
  return a === b;
}

/** Compares strings by Unicode code point, which is Go's byte order for UTF-8 strings. */
export const compareGoStrings: (a: string, b: string) => number = compareCodePointOrder;

/**
 * The keys of an object in Go's byte order. Upstream walks Go maps in random order; a fixed order keeps our
 * output deterministic (docs/rules.md §1.4 compares such errors as a multiset).
 */
export function sortedKeys(obj: object): string[] {
  return sortGoStrings(Object.keys(obj));
}

/**
 * `strings` sorted in place in Go's byte order, and returned; distinct strings (keys of one object), so that the
 * order is the only one. Objects mostly come with their keys in that order already (written from sorted Go maps
 * or by tools that sort): one pass finds that, and Array.prototype.sort, which copies the list and compares
 * again, runs only when it is not.
 */
export function sortGoStrings(strings: string[]): string[] {
  for (let i = 1; i < strings.length; i++) {
    if (compareGoStrings(strings[i - 1] as string, strings[i] as string) > 0) {
      return strings.sort(compareGoStrings);
    }
  }
  return strings;
}

/** Length of a string in UTF-8 bytes (Go's `len`). */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The string Go holds for a JSON string: encoding/json's decoder replaces an unpaired surrogate escape with
 * U+FFFD (decode.go unquote), so a text crdgen holds with a lone surrogate is that text with U+FFFD in its place.
 */
export function goDecodedString(text: string): string {
  return text.replace(loneSurrogates, "\ufffd");
}

/** Number of Unicode code points (Go's utf8.RuneCountInString; lone surrogates count once, as U+FFFD). */
export function runeCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    count++;
    if ((text.codePointAt(i) ?? 0) > 0xffff) i++;
  }
  return count;
}

import type { GoField, GoType } from "../decode/go-types.js";
import { schemaFields } from "../decode/go-types.js";
import { goString } from "./decoded.js";

// JSON values nested deeper than this compare as different rather than risk the stack; only `default`,
// `example` and `enum` values are unbounded (decoding bounds schema nesting).
const maxJsonDepth = 2000;

type Json = Readonly<Record<string, unknown>>;

/**
 * `apiequality.Semantic.DeepEqual` of two decoded values of the same Go field, as the v1 → internal conversion
 * uses it to decide whether all versions share one schema, subresources, printer columns or selectable fields.
 * Go compares decoded structs, so absent, `null` and a value field's zero value are equal (`nullable: false` ≡
 * no `nullable`), nil and empty slices and maps are equal, pointers are equal only if both are absent or both
 * point to equal values (`maxLength: 0` ≠ no `maxLength`), and keys that decoding drops are ignored.
 */
export function semanticEqual(a: unknown, b: unknown, field: GoField): boolean {
  return fieldEqual(a, b, field, 0);
}

function fieldEqual(a: unknown, b: unknown, field: GoField, depth: number): boolean {
  if (a === b) return true;
  if (field.pointer && (a === null || a === undefined || b === null || b === undefined)) {
    return (a === null || a === undefined) && (b === null || b === undefined);
  }
  return valueEqual(a, b, field.type, depth);
}

function valueEqual(a: unknown, b: unknown, type: GoType, depth: number): boolean {
  if (a === b) return true;
  switch (type.kind) {
    case "string":
    case "bytes":
    case "time":
      return goString(a) === goString(b);
    case "bool":
      return (a === true) === (b === true);
    case "int32":
    case "int64":
    case "float64":
      return (typeof a === "number" ? a : 0) === (typeof b === "number" ? b : 0);
    case "any":
      return jsonEqual(a ?? null, b ?? null, depth);
    case "struct":
      return structEqual(record(a), record(b), type.fields, depth);
    case "schema":
      return structEqual(record(a), record(b), schemaFields, depth + 1);
    case "list":
      return listEqual(array(a), array(b), type.of, depth);
    case "map":
      return mapEqual(record(a), record(b), type.of, depth);
    case "schemaOrArray":
    case "schemaOrBool":
    case "schemaOrStrings":
      return alternativesEqual(a, b, type.kind, depth);
  }
}

function structEqual(a: Json, b: Json, fields: ReadonlyMap<string, GoField>, depth: number): boolean {
  for (const key in a) {
    const field = fields.get(key);
    if (field !== undefined && !fieldEqual(a[key], b[key], field, depth)) return false;
  }
  for (const key in b) {
    if (Object.hasOwn(a, key)) continue;
    const field = fields.get(key);
    if (field !== undefined && !fieldEqual(undefined, b[key], field, depth)) return false;
  }
  return true;
}

function listEqual(a: readonly unknown[], b: readonly unknown[], of: GoType, depth: number): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!valueEqual(a[i], b[i], of, depth)) return false;
  return true;
}

// Go decodes every key of a JSON object into the map, a `null` value as the element's zero value.
function mapEqual(a: Json, b: Json, of: GoType, depth: number): boolean {
  let size = 0;
  for (const key in a) {
    size++;
    if (!Object.hasOwn(b, key) || !valueEqual(a[key], b[key], of, depth)) return false;
  }
  return size === keyCount(b);
}

// The three "X or Y" wrappers decode into a struct of two fields; compare those.
function alternativesEqual(a: unknown, b: unknown, kind: GoType["kind"], depth: number): boolean {
  const left = alternatives(a, kind);
  const right = alternatives(b, kind);
  if (left.allows !== right.allows || (left.schema === undefined) !== (right.schema === undefined)) {
    return false;
  }
  if (left.schema !== undefined && !valueEqual(left.schema, right.schema, { kind: "schema" }, depth)) {
    return false;
  }
  const of: GoType = kind === "schemaOrStrings" ? { kind: "string" } : { kind: "schema" };
  return listEqual(left.list, right.list, of, depth);
}

function alternatives(
  input: unknown,
  kind: GoType["kind"],
): { allows: boolean; schema?: Json; list: unknown[] } {
  if (Array.isArray(input)) return { allows: false, list: input };
  if (typeof input === "object" && input !== null) return { allows: true, schema: input as Json, list: [] };
  return { allows: kind === "schemaOrBool" && input === true, list: [] };
}

function record(input: unknown): Json {
  return typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Json) : {};
}

function array(input: unknown): readonly unknown[] {
  return Array.isArray(input) ? input : [];
}

// Values of apiextensions `JSON` (default, example, enum items) decode into interface{}: null, numbers,
// strings, bools, []interface{} and map[string]interface{}, compared exactly.
function jsonEqual(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth > maxJsonDepth) return false;
  if (a instanceof Date || b instanceof Date) return goString(a) === goString(b);
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i], depth + 1)) return false;
    return true;
  }
  const left = a as Json;
  const right = b as Json;
  let size = 0;
  for (const key in left) {
    size++;
    if (!Object.hasOwn(right, key) || !jsonEqual(left[key], right[key], depth + 1)) return false;
  }
  return size === keyCount(right);
}

function keyCount(object: Json): number {
  let count = 0;
  for (const key in object) if (Object.hasOwn(object, key)) count++;
  return count;
}

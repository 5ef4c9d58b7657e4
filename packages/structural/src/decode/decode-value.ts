import type { FieldPath } from "../model/path.js";
import type { GoField, GoType } from "./go-types.js";
import { schemaFields } from "./go-types.js";
import { scalarProblem } from "./scalars.js";
import type { Walk } from "./walk.js";
import {
  decodeScalar,
  isJsonObject,
  isLeaf,
  isStructType,
  tooDeep,
  unknownField,
  wrongType,
} from "./walk.js";

/**
 * How deeply schemas may nest. Go's decoder allows 10 000 JSON levels; we stop far earlier so that no recursive
 * walk over a schema (ours or the schema rules') can exhaust the JavaScript stack. Real CRDs stay below 40.
 */
export const maxSchemaDepth = 500;

/**
 * Decodes one non-null value of Go type `type` found at `path`; `depth` is the number of schemas above it.
 * Scalars are checked without building a path; a child path is made only for an error or a nested value.
 */
export function decodeValue(input: unknown, type: GoType, path: FieldPath, walk: Walk, depth: number): void {
  switch (type.kind) {
    case "struct":
      if (isJsonObject(input)) decodeFields(input, type.fields, path, walk, depth);
      else wrongType(walk.out, path, input, "object");
      return;
    case "list":
      if (!Array.isArray(input)) wrongType(walk.out, path, input, "array");
      else for (let i = 0; i < input.length; i++) decodeChild(input[i], type.of, path, i, walk, depth);
      return;
    case "map":
      if (!isJsonObject(input)) wrongType(walk.out, path, input, "object");
      else for (const key in input) decodeChild(input[key], type.of, path, key, walk, depth);
      return;
    case "schema":
      decodeSchemaNode(input, path, walk, depth + 1);
      return;
    case "schemaOrArray":
    case "schemaOrStrings":
    case "schemaOrBool":
      decodeAlternatives(input, type.kind, path, walk, depth);
      return;
    default:
      decodeScalar(walk.out, path, input, type.kind);
  }
}

// An element of a list (numeric `at`) or a map (string `at`).
function decodeChild(
  input: unknown,
  type: GoType,
  path: FieldPath,
  at: number | string,
  walk: Walk,
  depth: number,
) {
  if (input === null || input === undefined) {
    if (input === null && isStructType(type)) walk.zeroElements.count++;
    return;
  }
  if (isLeaf(type) && scalarProblem(input, type.kind) === undefined) return;
  const childPath = typeof at === "number" ? path.index(at) : path.key(at);
  if (type.kind === "schema") decodeSchemaNode(input, childPath, walk, depth + 1);
  else decodeValue(input, type, childPath, walk, depth);
}

function decodeFields(
  input: Record<string, unknown>,
  fields: ReadonlyMap<string, GoField>,
  path: FieldPath,
  walk: Walk,
  depth: number,
): void {
  for (const key in input) {
    const field = fields.get(key);
    if (field === undefined) {
      if (walk.strict) unknownField(walk.out, path, key);
      continue;
    }
    const child = input[key];
    if (child === null || child === undefined) continue;
    const type = field.type;
    if (isLeaf(type) && scalarProblem(child, type.kind) === undefined) continue;
    // Schema maps and lists are walked here directly, keeping deep schemas at two frames per level.
    if (type.kind === "map" && type.of.kind === "schema" && isJsonObject(child)) {
      const mapPath = path.child(key);
      for (const name in child) decodeSchemaElement(child[name], mapPath, name, walk, depth + 1);
    } else if (type.kind === "list" && type.of.kind === "schema" && Array.isArray(child)) {
      const listPath = path.child(key);
      for (let i = 0; i < child.length; i++) decodeSchemaElement(child[i], listPath, i, walk, depth + 1);
    } else {
      decodeValue(child, type, path.child(key), walk, depth);
    }
  }
}

/**
 * Decodes a `JSONSchemaProps` value at `path`; `depth` counts the schemas from the root (1 for the root).
 * This is the hot path of decoding a CRD: two frames per schema level, no allocation for valid scalars.
 */
export function decodeSchemaNode(input: unknown, path: FieldPath, walk: Walk, depth: number): void {
  if (input === null || input === undefined) return;
  if (!isJsonObject(input)) {
    wrongType(walk.out, path, input, "object");
    return;
  }
  if (depth > maxSchemaDepth) {
    tooDeep(walk.out, path, maxSchemaDepth);
    return;
  }
  const memo = walk.memo;
  // Leaves cost less to decode than to look up.
  if (memo === undefined || !hasChildSchemas(input)) {
    decodeFields(input, schemaFields, path, walk, depth);
    return;
  }
  if (memo.isClean(input, walk.strict, depth)) return;
  const errorsBefore = walk.out.length;
  const zeroElementsBefore = walk.zeroElements.count;
  decodeFields(input, schemaFields, path, walk, depth);
  // A subtree with a null element is not clean: skipping it later would miss the element.
  const clean = walk.out.length === errorsBefore && walk.zeroElements.count === zeroElementsBefore;
  if (clean) memo.recordClean(input, walk.strict, depth);
}

// A schema that is an element of a list or a value of a map: a null one is counted (see Walk.zeroElements).
function decodeSchemaElement(
  input: unknown,
  parent: FieldPath,
  at: string | number,
  walk: Walk,
  depth: number,
): void {
  if (input === null) walk.zeroElements.count++;
  else decodeSchemaNode(input, typeof at === "number" ? parent.index(at) : parent.key(at), walk, depth);
}

function hasChildSchemas(input: Record<string, unknown>): boolean {
  return input.properties != null || input.items != null || input.additionalProperties != null;
}

const stringList: GoType = { kind: "list", of: { kind: "string" } };

// `items` and `dependencies` values: Go silently decodes anything but an object or an array into an empty
// value; we report those instead, because the raw JSON that the schema rules read cannot express "empty".
// Their schemas, like those of `additionalProperties`, decode without strictness.
function decodeAlternatives(
  input: unknown,
  kind: "schemaOrArray" | "schemaOrStrings" | "schemaOrBool",
  path: FieldPath,
  walk: Walk,
  depth: number,
): void {
  const loose: Walk = walk.strict
    ? { out: walk.out, strict: false, memo: walk.memo, zeroElements: walk.zeroElements }
    : walk;
  if (isJsonObject(input)) {
    decodeSchemaNode(input, path, loose, depth + 1);
  } else if (kind === "schemaOrBool") {
    if (typeof input !== "boolean") wrongType(walk.out, path, input, "boolean or object");
  } else if (!Array.isArray(input)) {
    wrongType(walk.out, path, input, "object or array");
  } else if (kind === "schemaOrStrings") {
    decodeValue(input, stringList, path, loose, depth);
  } else {
    for (let i = 0; i < input.length; i++) decodeSchemaElement(input[i], path, i, loose, depth + 1);
  }
}

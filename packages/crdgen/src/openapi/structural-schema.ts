import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "./json.js";

// The keywords apiextensions' Structural type keeps (pkg/apiserver/schema/types.go), by how NewStructural copies
// them: booleans only when true (Go's omitempty drops false), lists only when not empty, the rest when present.
const keptWhenPresent = [
  "type",
  "description",
  "title",
  "default",
  "externalDocs",
  "example",
  "format",
  "maximum",
  "minimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "multipleOf",
  "enum",
  "maxProperties",
  "minProperties",
  "x-kubernetes-list-type",
  "x-kubernetes-map-type",
];
const keptWhenTrue = [
  "nullable",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "uniqueItems",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
];
const keptWhenNotEmpty = ["required", "x-kubernetes-list-map-keys", "x-kubernetes-validations"];
const junctors = ["allOf", "anyOf", "oneOf"];

/**
 * The schema as `structuralschema.NewStructural(s).Unfold().ToKubeOpenAPI()` returns it: the keywords a
 * structural schema has, int-or-string unfolded into its `anyOf` (kubeopenapi.go, unfold.go). Only called for
 * schemas that are structural, as the builder does.
 */
export function toKubeOpenApi(schema: JsonObject): JsonObject {
  return unfold(convert(schema, true));
}

function convert(schema: JsonObject, structural: boolean): JsonObject {
  const out: JsonObject = {};
  for (const key of keptWhenPresent) {
    if (schema[key] !== undefined && schema[key] !== null) out[key] = schema[key];
  }
  for (const key of keptWhenTrue) if (schema[key] === true) out[key] = true;
  for (const key of keptWhenNotEmpty) {
    const value = schema[key];
    if (Array.isArray(value) && value.length > 0) out[key] = value;
  }
  if (isObject(schema.items)) out.items = convert(schema.items, structural);
  if (isObject(schema.properties)) {
    const properties: JsonObject = {};
    for (const [name, value] of Object.entries(schema.properties)) {
      if (isObject(value)) properties[name] = convert(value, structural);
    }
    out.properties = properties;
  }
  // Value validations (junctors) hold no additionalProperties in the Structural type.
  if (structural && schema.additionalProperties !== undefined) {
    out.additionalProperties = isObject(schema.additionalProperties)
      ? convert(schema.additionalProperties, true)
      : schema.additionalProperties;
  }
  for (const key of junctors) {
    const value = schema[key];
    if (Array.isArray(value) && value.length > 0) {
      out[key] = value.map((item: unknown) => convert(isObject(item) ? item : {}, false));
    }
  }
  if (isObject(schema.not)) out.not = convert(schema.not, false);
  return out;
}

const intOrStringAnyOf = [{ type: "integer" }, { type: "string" }];

// Unfold: every x-kubernetes-int-or-string gets the anyOf of integer and string, unless it already has it.
function unfold(schema: JsonObject): JsonObject {
  forEachChild(schema, unfold);
  if (schema["x-kubernetes-int-or-string"] !== true) return schema;
  const anyOf = schema.anyOf as unknown[] | undefined;
  const allOf = schema.allOf as JsonObject[] | undefined;
  if (isDeepStrictEqual(anyOf, intOrStringAnyOf)) return schema;
  if (allOf !== undefined && isDeepStrictEqual(allOf[0]?.anyOf, intOrStringAnyOf)) return schema;
  if (anyOf === undefined) schema.anyOf = structuredClone(intOrStringAnyOf);
  else schema.allOf = [{ anyOf: structuredClone(intOrStringAnyOf) }, ...(allOf ?? [])];
  return schema;
}

/** Calls visit on each structural child: properties, items and additionalProperties (not into junctors). */
export function forEachChild(schema: JsonObject, visit: (child: JsonObject) => void): void {
  if (isObject(schema.properties)) {
    for (const value of Object.values(schema.properties)) if (isObject(value)) visit(value);
  }
  if (isObject(schema.items)) visit(schema.items);
  if (isObject(schema.additionalProperties)) visit(schema.additionalProperties);
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

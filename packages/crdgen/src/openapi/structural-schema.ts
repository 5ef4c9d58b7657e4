import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "./json.js";

// The keywords apiextensions' Structural type keeps (pkg/apiserver/schema/structural.go, Kubernetes 1.35: its
// Generic has no externalDocs or example, which NewStructural drops, convert.go:39-41), by how the published
// spec.Schema marshals them (kube-openapi SchemaProps, all omitempty): pointers and `default` when present, strings
// when not empty, booleans when true, lists and maps when not empty.
const keptWhenPresent = [
  "default",
  "maximum",
  "minimum",
  "maxLength",
  "minLength",
  "maxItems",
  "minItems",
  "multipleOf",
  "maxProperties",
  "minProperties",
  "x-kubernetes-list-type",
  "x-kubernetes-map-type",
];
const keptWhenNotEmptyString = ["type", "description", "title", "format", "pattern"];
const keptWhenTrue = [
  "nullable",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "uniqueItems",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
];
const keptWhenNotEmpty = ["enum", "required", "x-kubernetes-list-map-keys"];
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
  for (const key of keptWhenNotEmptyString) {
    if (schema[key] !== "" && schema[key] !== undefined && schema[key] !== null) out[key] = schema[key];
  }
  for (const key of keptWhenTrue) if (schema[key] === true) out[key] = true;
  for (const key of keptWhenNotEmpty) {
    const value = schema[key];
    if (Array.isArray(value) && value.length > 0) out[key] = value;
  }
  const rules = schema["x-kubernetes-validations"];
  if (Array.isArray(rules) && rules.length > 0) out["x-kubernetes-validations"] = rules.map(validationRule);
  if (isObject(schema.items)) out.items = convert(schema.items, structural);
  // Structural keeps properties only when there are some (convert.go:90); an empty map is not marshalled anyway.
  if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) {
    const properties: JsonObject = {};
    for (const [name, value] of Object.entries(schema.properties)) {
      if (isObject(value)) properties[name] = convert(value, structural);
    }
    out.properties = properties;
  }
  // Value validations (junctors) are published without additionalProperties (NestedValueValidation.toKubeOpenAPI).
  if (structural && schema.additionalProperties !== undefined && schema.additionalProperties !== null) {
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

// A rule as apiextensions v1 ValidationRule marshals it (types_jsonschema.go:270-323): rule always; message,
// messageExpression and fieldPath when not empty; reason and optionalOldSelf when set.
function validationRule(rule: unknown): unknown {
  if (!isObject(rule)) return rule;
  const out: JsonObject = { rule: rule.rule ?? "" };
  for (const key of ["message", "messageExpression", "fieldPath"]) {
    if (rule[key] !== "" && rule[key] !== undefined && rule[key] !== null) out[key] = rule[key];
  }
  for (const key of ["reason", "optionalOldSelf"]) {
    if (rule[key] !== undefined && rule[key] !== null) out[key] = rule[key];
  }
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

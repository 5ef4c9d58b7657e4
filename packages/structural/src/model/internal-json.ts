import { goJson } from "./go-format.js";
import {
  boolJson,
  mapJson,
  pointerJson,
  scalarJson,
  sliceJson,
  stringJson,
  structJson,
  valueJson,
} from "./go-struct-json.js";
import { isJsonObject } from "./json-value.js";

// Some of the API server's CRD errors carry apiextensions' internal schema types (pkg/apis/apiextensions/
// types_jsonschema.go, no json tags) as bad values, which apimachinery (>= 1.34) prints with encoding/json. These
// functions print that text from the decoded v1 JSON the internal value was converted from
// (v1/zz_generated.conversion.go keeps nil and empty apart: an absent `enum` is `null`, `enum: []` is `[]`).

type Json = Readonly<Record<string, unknown>>;

/**
 * A field of the internal `JSONSchemaProps` (types_jsonschema.go, v0.35.0), in its declaration order, which
 * encoding/json and upstream's reflection walks follow: its v1 JSON key, its Go name, its Go zero value (a plain
 * string is zero when "", a plain bool when false; every other field is a pointer, slice or map, zero only when
 * absent) and how encoding/json writes it.
 */
export interface InternalSchemaField {
  readonly json: string;
  readonly go: string;
  readonly zero: "string" | "bool" | "absent";
  readonly write: (value: unknown) => string;
}

export const internalSchemaFields: readonly InternalSchemaField[] = [
  { json: "id", go: "ID", zero: "string", write: stringJson },
  { json: "$schema", go: "Schema", zero: "string", write: stringJson },
  { json: "$ref", go: "Ref", zero: "absent", write: scalarJson },
  { json: "description", go: "Description", zero: "string", write: stringJson },
  { json: "type", go: "Type", zero: "string", write: stringJson },
  { json: "nullable", go: "Nullable", zero: "bool", write: boolJson },
  { json: "format", go: "Format", zero: "string", write: stringJson },
  { json: "title", go: "Title", zero: "string", write: stringJson },
  { json: "default", go: "Default", zero: "absent", write: scalarJson },
  { json: "maximum", go: "Maximum", zero: "absent", write: scalarJson },
  { json: "exclusiveMaximum", go: "ExclusiveMaximum", zero: "bool", write: boolJson },
  { json: "minimum", go: "Minimum", zero: "absent", write: scalarJson },
  { json: "exclusiveMinimum", go: "ExclusiveMinimum", zero: "bool", write: boolJson },
  { json: "maxLength", go: "MaxLength", zero: "absent", write: scalarJson },
  { json: "minLength", go: "MinLength", zero: "absent", write: scalarJson },
  { json: "pattern", go: "Pattern", zero: "string", write: stringJson },
  { json: "maxItems", go: "MaxItems", zero: "absent", write: scalarJson },
  { json: "minItems", go: "MinItems", zero: "absent", write: scalarJson },
  { json: "uniqueItems", go: "UniqueItems", zero: "bool", write: boolJson },
  { json: "multipleOf", go: "MultipleOf", zero: "absent", write: scalarJson },
  { json: "enum", go: "Enum", zero: "absent", write: (v) => sliceJson(v, goJson) },
  { json: "maxProperties", go: "MaxProperties", zero: "absent", write: scalarJson },
  { json: "minProperties", go: "MinProperties", zero: "absent", write: scalarJson },
  { json: "required", go: "Required", zero: "absent", write: (v) => sliceJson(v, stringJson) },
  { json: "items", go: "Items", zero: "absent", write: itemsGoJson },
  { json: "allOf", go: "AllOf", zero: "absent", write: (v) => sliceJson(v, schemaPropsGoJson) },
  { json: "oneOf", go: "OneOf", zero: "absent", write: (v) => sliceJson(v, schemaPropsGoJson) },
  { json: "anyOf", go: "AnyOf", zero: "absent", write: (v) => sliceJson(v, schemaPropsGoJson) },
  { json: "not", go: "Not", zero: "absent", write: (v) => pointerJson(v, schemaProps) },
  { json: "properties", go: "Properties", zero: "absent", write: (v) => mapJson(v, schemaPropsGoJson) },
  { json: "additionalProperties", go: "AdditionalProperties", zero: "absent", write: orBool },
  {
    json: "patternProperties",
    go: "PatternProperties",
    zero: "absent",
    write: (v) => mapJson(v, schemaPropsGoJson),
  },
  { json: "dependencies", go: "Dependencies", zero: "absent", write: (v) => mapJson(v, orStringArray) },
  { json: "additionalItems", go: "AdditionalItems", zero: "absent", write: orBool },
  { json: "definitions", go: "Definitions", zero: "absent", write: (v) => mapJson(v, schemaPropsGoJson) },
  { json: "externalDocs", go: "ExternalDocs", zero: "absent", write: (v) => pointerJson(v, externalDocs) },
  { json: "example", go: "Example", zero: "absent", write: scalarJson },
  {
    json: "x-kubernetes-preserve-unknown-fields",
    go: "XPreserveUnknownFields",
    zero: "absent",
    write: scalarJson,
  },
  { json: "x-kubernetes-embedded-resource", go: "XEmbeddedResource", zero: "bool", write: boolJson },
  { json: "x-kubernetes-int-or-string", go: "XIntOrString", zero: "bool", write: boolJson },
  {
    json: "x-kubernetes-list-map-keys",
    go: "XListMapKeys",
    zero: "absent",
    write: (v) => sliceJson(v, stringJson),
  },
  { json: "x-kubernetes-list-type", go: "XListType", zero: "absent", write: scalarJson },
  { json: "x-kubernetes-map-type", go: "XMapType", zero: "absent", write: scalarJson },
  {
    json: "x-kubernetes-validations",
    go: "XValidations",
    zero: "absent",
    write: (v) => sliceJson(v, validationRuleGoJson),
  },
];

/** Whether `value`, the v1 JSON of `field`, converts to Go's zero value of the internal field. */
export function isInternalZero(field: InternalSchemaField, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (field.zero === "string") return value === "";
  if (field.zero === "bool") return value === false;
  return false;
}

/** encoding/json's text of the internal `JSONSchemaProps` that the v1 schema `node` converts to. */
export function schemaPropsGoJson(node: unknown): string {
  return valueJson(node, schemaProps);
}

function schemaProps(s: Json): string {
  return structJson(internalSchemaFields.map((field) => [field.go, field.write(s[field.json])] as const));
}

function externalDocs(d: Json): string {
  return structJson([
    ["Description", stringJson(d.description)],
    ["URL", stringJson(d.url)],
  ]);
}

/**
 * encoding/json's text of the internal `*JSONSchemaPropsOrArray` of a v1 `items`: one schema or a list of them
 * (v1/marshal.go's UnmarshalJSON fills one of the two fields).
 */
export function itemsGoJson(items: unknown): string {
  if (Array.isArray(items)) {
    return structJson([
      ["Schema", "null"],
      ["JSONSchemas", sliceJson(items, schemaPropsGoJson)],
    ]);
  }
  return pointerJson(items, (schema) =>
    structJson([
      ["Schema", schemaProps(schema)],
      ["JSONSchemas", "null"],
    ]),
  );
}

// `*JSONSchemaPropsOrBool`: `true`/`false` set Allows alone, a schema sets Allows and Schema.
function orBool(value: unknown): string {
  if (typeof value === "boolean") {
    return structJson([
      ["Allows", boolJson(value)],
      ["Schema", "null"],
    ]);
  }
  return pointerJson(value, (schema) =>
    structJson([
      ["Allows", "true"],
      ["Schema", schemaProps(schema)],
    ]),
  );
}

// `JSONSchemaPropsOrStringArray`, a map value: a schema or a list of property names; JSON null leaves both nil.
function orStringArray(value: unknown): string {
  return structJson([
    ["Schema", isJsonObject(value) ? schemaProps(value) : "null"],
    ["Property", sliceJson(value, stringJson)],
  ]);
}

/** encoding/json's text of the internal `ValidationRule` of one v1 `x-kubernetes-validations` entry. */
export function validationRuleGoJson(rule: unknown): string {
  return valueJson(rule, (r) =>
    structJson([
      ["Rule", stringJson(r.rule)],
      ["Message", stringJson(r.message)],
      ["MessageExpression", stringJson(r.messageExpression)],
      ["Reason", scalarJson(r.reason)],
      ["FieldPath", stringJson(r.fieldPath)],
      ["OptionalOldSelf", scalarJson(r.optionalOldSelf)],
    ]),
  );
}

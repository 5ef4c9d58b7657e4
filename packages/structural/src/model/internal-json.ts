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

/** encoding/json's text of the internal `JSONSchemaProps` that the v1 schema `node` converts to. */
export function schemaPropsGoJson(node: unknown): string {
  return valueJson(node, schemaProps);
}

function schemaProps(s: Json): string {
  return structJson([
    ["ID", stringJson(s.id)],
    ["Schema", stringJson(s.$schema)],
    ["Ref", scalarJson(s.$ref)],
    ["Description", stringJson(s.description)],
    ["Type", stringJson(s.type)],
    ["Nullable", boolJson(s.nullable)],
    ["Format", stringJson(s.format)],
    ["Title", stringJson(s.title)],
    ["Default", scalarJson(s.default)],
    ["Maximum", scalarJson(s.maximum)],
    ["ExclusiveMaximum", boolJson(s.exclusiveMaximum)],
    ["Minimum", scalarJson(s.minimum)],
    ["ExclusiveMinimum", boolJson(s.exclusiveMinimum)],
    ["MaxLength", scalarJson(s.maxLength)],
    ["MinLength", scalarJson(s.minLength)],
    ["Pattern", stringJson(s.pattern)],
    ["MaxItems", scalarJson(s.maxItems)],
    ["MinItems", scalarJson(s.minItems)],
    ["UniqueItems", boolJson(s.uniqueItems)],
    ["MultipleOf", scalarJson(s.multipleOf)],
    ["Enum", sliceJson(s.enum, goJson)],
    ["MaxProperties", scalarJson(s.maxProperties)],
    ["MinProperties", scalarJson(s.minProperties)],
    ["Required", sliceJson(s.required, stringJson)],
    ["Items", itemsGoJson(s.items)],
    ["AllOf", sliceJson(s.allOf, schemaPropsGoJson)],
    ["OneOf", sliceJson(s.oneOf, schemaPropsGoJson)],
    ["AnyOf", sliceJson(s.anyOf, schemaPropsGoJson)],
    ["Not", pointerJson(s.not, schemaProps)],
    ["Properties", mapJson(s.properties, schemaPropsGoJson)],
    ["AdditionalProperties", orBool(s.additionalProperties)],
    ["PatternProperties", mapJson(s.patternProperties, schemaPropsGoJson)],
    ["Dependencies", mapJson(s.dependencies, orStringArray)],
    ["AdditionalItems", orBool(s.additionalItems)],
    ["Definitions", mapJson(s.definitions, schemaPropsGoJson)],
    ["ExternalDocs", pointerJson(s.externalDocs, externalDocs)],
    ["Example", scalarJson(s.example)],
    ["XPreserveUnknownFields", scalarJson(s["x-kubernetes-preserve-unknown-fields"])],
    ["XEmbeddedResource", boolJson(s["x-kubernetes-embedded-resource"])],
    ["XIntOrString", boolJson(s["x-kubernetes-int-or-string"])],
    ["XListMapKeys", sliceJson(s["x-kubernetes-list-map-keys"], stringJson)],
    ["XListType", scalarJson(s["x-kubernetes-list-type"])],
    ["XMapType", scalarJson(s["x-kubernetes-map-type"])],
    ["XValidations", sliceJson(s["x-kubernetes-validations"], validationRuleGoJson)],
  ]);
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

import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import { GoSyntax } from "../model/go-value.js";
import { schemaPropsGoJson } from "../model/internal-json.js";
import { schemaError } from "./openapi/errors.js";

// The internal JSONSchemaProps field order, which upstream walks by reflection.
const rootFieldOrder = [
  "id",
  "$schema",
  "$ref",
  "description",
  "type",
  "nullable",
  "format",
  "title",
  "default",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "multipleOf",
  "enum",
  "maxProperties",
  "minProperties",
  "required",
  "items",
  "allOf",
  "oneOf",
  "anyOf",
  "not",
  "properties",
  "additionalProperties",
  "patternProperties",
  "dependencies",
  "additionalItems",
  "definitions",
  "externalDocs",
  "example",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
  "x-kubernetes-list-map-keys",
  "x-kubernetes-list-type",
  "x-kubernetes-map-type",
  "x-kubernetes-validations",
] as const;

// The fields of the internal JSONSchemaProps that are plain strings and plain bools: their zero value is "" and
// false. Every other field is a pointer, slice or map, zero only when absent, so `$ref: ""`, `default: false`
// and `additionalProperties: false` count as set (types_jsonschema.go, v0.35.0).
const stringFields = new Set(["id", "$schema", "description", "type", "format", "title", "pattern"]);
const boolFields = new Set([
  "nullable",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "uniqueItems",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
]);

function isGoZero(key: string, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (stringFields.has(key)) return value === "";
  if (boolFields.has(key)) return value === false;
  return false;
}

const allowedAtRoot = new Set<string>([
  "description",
  "type",
  "format",
  "title",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "multipleOf",
  "required",
  "items",
  "properties",
  "externalDocs",
  "example",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-validations",
]);

const allowedGoNames =
  "[Description Type Format Title Maximum ExclusiveMaximum Minimum ExclusiveMinimum MaxLength MinLength Pattern MaxItems MinItems UniqueItems MultipleOf Required Items Properties ExternalDocs Example XPreserveUnknownFields XValidations]";

/**
 * B16: with the status subresource enabled, the root may only use a few keywords, and its type must be
 * object. Upstream reports at most one error: the first offending field in its field order.
 */
export function validateStatusRoot(root: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  for (const key of rootFieldOrder) {
    if (isGoZero(key, root[key])) continue;
    const value: unknown = root[key];
    if (key === "type") {
      if (value === "object") continue;
      out.push(
        schemaError.invalid(
          path.child("type"),
          value,
          `only "object" is allowed as the type at the root of the schema if the status subresource is enabled`,
        ),
      );
      return;
    }
    if (!allowedAtRoot.has(key)) {
      out.push(
        // The value is the internal root schema (validation.go:940), which prints as encoding/json writes it.
        schemaError.invalid(
          path,
          new GoSyntax(schemaPropsGoJson(root)),
          `only ${allowedGoNames} fields are allowed at the root of the schema if the status subresource is enabled`,
        ),
      );
      return;
    }
  }
}

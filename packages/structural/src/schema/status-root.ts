import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import { GoSyntax } from "../model/go-value.js";
import { internalSchemaFields, isInternalZero, schemaPropsGoJson } from "../model/internal-json.js";
import { schemaError } from "./openapi/errors.js";

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

// The allowed fields by their Go names, as the message lists them (in field order).
const allowedGoNames = `[${internalSchemaFields
  .filter((field) => allowedAtRoot.has(field.json))
  .map((field) => field.go)
  .join(" ")}]`;

/**
 * B16: with the status subresource enabled, the root may only use a few keywords, and its type must be
 * object. Upstream reports at most one error: the first offending field in its field order.
 */
export function validateStatusRoot(root: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  // Upstream walks the internal struct's fields by reflection, in their declaration order.
  for (const field of internalSchemaFields) {
    const key = field.json;
    const value: unknown = (root as Record<string, unknown>)[key];
    if (isInternalZero(field, value)) continue;
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

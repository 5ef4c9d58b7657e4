import { isObject } from "./structural-schema.js";
import { subschemas } from "./subschemas.js";

// openapiV3Types (apiextensions validation.go).
const openapiV3Types = new Set(["string", "number", "integer", "boolean", "array", "object"]);

/**
 * SchemaHasInvalidTypes (validation.go): a `type` outside the OpenAPI v3 types anywhere in the schema, walked as
 * SchemaHas walks it (items, junctors, not, properties, additionalProperties, patternProperties,
 * additionalItems, definitions, dependencies). Such a schema is not published.
 */
export function schemaHasInvalidTypes(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (typeof schema.type === "string" && schema.type !== "" && !openapiV3Types.has(schema.type)) return true;
  return subschemas(schema).some(schemaHasInvalidTypes);
}

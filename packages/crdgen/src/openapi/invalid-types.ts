import type { JsonObject } from "./json.js";
import { isObject } from "./structural-schema.js";

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
  return children(schema).some(schemaHasInvalidTypes);
}

function children(schema: JsonObject): unknown[] {
  const found: unknown[] = [];
  const many = (value: unknown): void => {
    if (Array.isArray(value)) found.push(...(value as unknown[]));
    else if (isObject(value)) found.push(value);
  };
  const mapValues = (value: unknown): void => {
    if (isObject(value)) found.push(...Object.values(value));
  };
  many(schema.items);
  many(schema.allOf);
  many(schema.anyOf);
  many(schema.oneOf);
  many(schema.not);
  mapValues(schema.properties);
  many(schema.additionalProperties);
  mapValues(schema.patternProperties);
  many(schema.additionalItems);
  mapValues(schema.definitions);
  mapValues(schema.dependencies);
  return found;
}

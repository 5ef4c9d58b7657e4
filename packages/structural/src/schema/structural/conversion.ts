import type { JSONSchemaProps } from "../../model/schema-types.js";
import { additionalPropertiesSchema, hasKeys, listOf, sortedKeys } from "../node.js";

/**
 * Rule A22: the reason the API server cannot build its structural model from `schema`, or undefined when it
 * can. The first failure is found in upstream's visiting order: the node's unsupported fields, then `not`,
 * `allOf`, `anyOf`, `oneOf`, `additionalProperties`, preserve-unknown-fields, `items`, `properties`.
 */
export function conversionError(schema: JSONSchemaProps | null | undefined): string | undefined {
  if (schema == null) return undefined;
  const unsupported = unsupportedField(schema);
  if (unsupported !== undefined) return unsupported;
  for (const sub of [schema.not, ...listOf(schema.allOf), ...listOf(schema.anyOf), ...listOf(schema.oneOf)]) {
    const error = conversionError(sub);
    if (error !== undefined) return error;
  }
  const additional = conversionError(additionalPropertiesSchema(schema));
  if (additional !== undefined) return additional;
  if (schema["x-kubernetes-preserve-unknown-fields"] === false) {
    return "internal error: 'x-kubernetes-preserve-unknown-fields' must be true or undefined";
  }
  if (Array.isArray(schema.items) && schema.items.length > 0) {
    return "OpenAPIV3Schema 'items' must be a schema, but is an array";
  }
  if (schema.items != null && !Array.isArray(schema.items)) {
    const items = conversionError(schema.items);
    if (items !== undefined) return items;
  }
  const properties = schema.properties;
  for (const key of sortedKeys(properties)) {
    const error = conversionError(properties?.[key]);
    if (error !== undefined) return error;
  }
  return undefined;
}

function unsupportedField(schema: JSONSchemaProps): string | undefined {
  if ((schema.id ?? "") !== "") return "OpenAPIV3Schema 'id' is not supported";
  if ((schema.$schema ?? "") !== "") return "OpenAPIV3Schema 'schema' is not supported";
  if ((schema.$ref ?? "") !== "") return "OpenAPIV3Schema '$ref' is not supported";
  if (hasKeys(schema.patternProperties)) return "OpenAPIV3Schema 'patternProperties' is not supported";
  if (hasKeys(schema.dependencies)) return "OpenAPIV3Schema 'dependencies' is not supported";
  if (schema.additionalItems != null) return "OpenAPIV3Schema 'additionalItems' is not supported";
  if (hasKeys(schema.definitions)) return "OpenAPIV3Schema 'definitions' is not supported";
  return undefined;
}

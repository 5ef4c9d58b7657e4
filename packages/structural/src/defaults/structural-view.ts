import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";

/**
 * Read-only accessors for the structural parts of a schema node (properties, additionalProperties, items and
 * the resource extensions), tolerant of malformed input: anything of the wrong JSON type counts as absent.
 */
export function propertySchema(
  schema: JSONSchemaProps | undefined,
  key: string,
): JSONSchemaProps | undefined {
  const properties = schema?.properties;
  if (!isJsonObject(properties) || !Object.hasOwn(properties, key)) return undefined;
  const sub = properties[key];
  return isJsonObject(sub) ? sub : undefined;
}

/**
 * `additionalProperties` as the structural model holds it: undefined when absent, otherwise an object whose
 * `schema` is set only for the schema form (`true` and `false` carry none).
 */
export function additionalPropertiesOf(
  schema: JSONSchemaProps | undefined,
): { readonly schema: JSONSchemaProps | undefined } | undefined {
  const additional = schema?.additionalProperties;
  if (additional === true || additional === false) return { schema: undefined };
  if (isJsonObject(additional)) return { schema: additional };
  return undefined;
}

/** The schema of a key of an object value: its property, else the additionalProperties schema. */
export function fieldSchema(
  schema: JSONSchemaProps | undefined,
  key: string,
): { readonly known: boolean; readonly schema: JSONSchemaProps | undefined } {
  const property = propertySchema(schema, key);
  if (property !== undefined) return { known: true, schema: property };
  const additional = additionalPropertiesOf(schema);
  return { known: additional !== undefined, schema: additional?.schema };
}

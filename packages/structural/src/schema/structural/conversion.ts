import type { JSONSchemaProps } from "../../model/schema-types.js";
import {
  additionalPropertiesSchema,
  hasKeys,
  Keywords,
  ownKeys,
  presentKeywords,
  sortedKeys,
} from "../node.js";

/**
 * Rule A22: the reason the API server cannot build its structural model from `schema`, or undefined when it
 * can. The first failure is found in upstream's visiting order: the node's unsupported fields, then `not`,
 * `allOf`, `anyOf`, `oneOf`, `additionalProperties`, preserve-unknown-fields, `items`, `properties`.
 */
export function conversionError(schema: JSONSchemaProps | null | undefined): string | undefined {
  // Almost every schema converts: find out in input order, and pay for sorting only to name the failure.
  if (firstFailure(schema, ownKeys) === undefined) return undefined;
  return firstFailure(schema, sortedKeys);
}

/**
 * Whether `schema` itself (not its children) stops the conversion: exactly the nodes at which
 * {@link conversionError}'s walk returns. `keywords` is the node's {@link presentKeywords}.
 */
export function blocksConversion(schema: JSONSchemaProps, keywords: number): boolean {
  if ((keywords & Keywords.unusual) !== 0 && unsupportedField(schema) !== undefined) return true;
  if ((keywords & Keywords.topology) !== 0 && schema["x-kubernetes-preserve-unknown-fields"] === false) {
    return true;
  }
  return Array.isArray(schema.items) && schema.items.length > 0;
}

function firstFailure(
  schema: JSONSchemaProps | null | undefined,
  keysOf: (map: Readonly<Record<string, unknown>> | null | undefined) => readonly string[],
): string | undefined {
  if (schema == null) return undefined;
  const keywords = presentKeywords(schema);
  if ((keywords & Keywords.unusual) !== 0) {
    const unsupported = unsupportedField(schema);
    if (unsupported !== undefined) return unsupported;
  }
  if ((keywords & Keywords.junctors) !== 0) {
    const junctorFailure =
      firstFailure(schema.not, keysOf) ??
      firstFailureIn(schema.allOf, keysOf) ??
      firstFailureIn(schema.anyOf, keysOf) ??
      firstFailureIn(schema.oneOf, keysOf);
    if (junctorFailure !== undefined) return junctorFailure;
  }
  const additional = firstFailure(additionalPropertiesSchema(schema), keysOf);
  if (additional !== undefined) return additional;
  if ((keywords & Keywords.topology) !== 0 && schema["x-kubernetes-preserve-unknown-fields"] === false) {
    return "internal error: 'x-kubernetes-preserve-unknown-fields' must be true or undefined";
  }
  if (Array.isArray(schema.items) && schema.items.length > 0) {
    return "OpenAPIV3Schema 'items' must be a schema, but is an array";
  }
  if (schema.items != null && !Array.isArray(schema.items)) {
    const items = firstFailure(schema.items, keysOf);
    if (items !== undefined) return items;
  }
  const properties = schema.properties;
  for (const key of keysOf(properties)) {
    const error = firstFailure(properties?.[key], keysOf);
    if (error !== undefined) return error;
  }
  return undefined;
}

function firstFailureIn(
  list: readonly JSONSchemaProps[] | null | undefined,
  keysOf: (map: Readonly<Record<string, unknown>> | null | undefined) => readonly string[],
): string | undefined {
  for (const sub of list ?? []) {
    const error = firstFailure(sub, keysOf);
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

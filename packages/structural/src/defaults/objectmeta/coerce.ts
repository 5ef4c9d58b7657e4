import type { FieldError } from "../../model/field-error.js";
import { fieldErrors } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { isJsonObject, sortedKeys } from "../../model/json-value.js";
import { additionalPropertiesOf, propertySchema } from "../structural-view.js";
import { isEmbeddedResource, itemsSchema } from "../../schema/node.js";
import { decodeObjectMeta } from "./decode.js";
import { encodeObjectMeta } from "./encode.js";

const errors = fieldErrors("defaults");

/**
 * objectmeta.Coerce: at every embedded resource inside `value` (and at `value` itself when `isResourceRoot`),
 * `apiVersion` and `kind` must be strings and `metadata` must decode as ObjectMeta; the first problem is
 * returned (`….apiVersion: Invalid value: 42: must be a string`). As upstream does, decodable metadata is
 * rewritten in place to its canonical form, which drops unknown fields.
 */
export function coerceResourceMeta(
  path: FieldPath,
  value: unknown,
  schema: JSONSchemaProps,
  isResourceRoot: boolean,
): FieldError | undefined {
  return coerce(path, value, schema, isResourceRoot || isEmbeddedResource(schema));
}

function coerce(
  path: FieldPath,
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
): FieldError | undefined {
  if (schema === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    for (const [i, item] of value.entries()) {
      const error = coerce(path.index(i), item, items, isEmbeddedResource(items));
      if (error !== undefined) return error;
    }
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  for (const key of sortedKeys(value)) {
    const v = value[key];
    if (embedded && (key === "apiVersion" || key === "kind") && typeof v !== "string") {
      return errors.invalid(path.child(key), v, "must be a string");
    }
    if (embedded && key === "metadata") {
      const decoded = decodeObjectMeta(v);
      if (!decoded.ok) return errors.invalid(path.child("metadata"), v, decoded.error);
      value.metadata = encodeObjectMeta(decoded.meta);
    }
    const property = propertySchema(schema, key);
    const additional = additionalPropertiesOf(schema);
    if (property !== undefined) {
      const error = coerce(path.child(key), v, property, isEmbeddedResource(property));
      if (error !== undefined) return error;
    } else if (additional !== undefined) {
      const error = coerce(path.key(key), v, additional.schema, isEmbeddedResource(additional.schema));
      if (error !== undefined) return error;
    }
  }
  return undefined;
}

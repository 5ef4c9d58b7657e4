import type { FieldError } from "../../model/field-error.js";
import { fieldErrors } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { isJsonObject, sortGoStrings, sortedKeys } from "../../model/json-value.js";
import { additionalPropertiesOf, propertySchema } from "../structural-view.js";
import { isEmbeddedResource, itemsSchema } from "../../schema/node.js";
import { decodeObjectMeta } from "./decode.js";
import { encodeObjectMeta } from "./encode.js";
import { EmbeddedResources } from "./embedded-below.js";
import { unknownObjectMetaFields } from "./unknown-fields.js";

const errors = fieldErrors("defaults");

/**
 * objectmeta.Coerce: at every embedded resource inside `value` (and at `value` itself when `isResourceRoot`),
 * `apiVersion` and `kind` must be strings and `metadata` must decode as ObjectMeta; the first problem is
 * returned (`….apiVersion: Invalid value: 42: must be a string`). As upstream does, decodable metadata is
 * rewritten in place to its canonical form, which drops unknown fields. `resources`: which nodes lead to an
 * embedded resource (the walk skips values below the others), kept by a caller that coerces many values of the
 * same schemas; by default this call's own.
 */
export function coerceResourceMeta(
  path: FieldPath,
  value: unknown,
  schema: JSONSchemaProps,
  isResourceRoot: boolean,
  resources: EmbeddedResources = new EmbeddedResources(),
): FieldError | undefined {
  return coerce(path, value, schema, isResourceRoot || isEmbeddedResource(schema), resources, undefined);
}

/** What {@link coerceResourceMetaWithPaths} found: the first problem, or the unknown metadata fields it dropped. */
type CoercedMeta =
  | { readonly error: FieldError; readonly unknownFields?: undefined }
  | { readonly error?: undefined; readonly unknownFields: readonly string[] };

/**
 * {@link coerceResourceMeta}, also naming the fields of embedded resources' metadata that ObjectMeta does not have
 * (CoerceWithOptions with ReturnUnknownFieldPaths, pkg/apiserver/schema/objectmeta/algorithm.go), as the API
 * server does for its `unknown field "…"` warnings: `spec.template.metadata.foo`, under the metadata's field
 * path (`spec.map[k].metadata.foo` below additionalProperties), sorted in Go's byte order.
 */
export function coerceResourceMetaWithPaths(
  path: FieldPath,
  value: unknown,
  schema: JSONSchemaProps,
  isResourceRoot: boolean,
  resources: EmbeddedResources = new EmbeddedResources(),
): CoercedMeta {
  const found: string[] = [];
  const embedded = isResourceRoot || isEmbeddedResource(schema);
  const error = coerce(path, value, schema, embedded, resources, found);
  return error === undefined ? { unknownFields: sortGoStrings(found) } : { error };
}

function coerce(
  path: FieldPath,
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  resources: EmbeddedResources,
  found: string[] | undefined,
): FieldError | undefined {
  if (schema === undefined) return undefined;
  // A node that is no embedded resource and has none below has nothing to coerce (most custom resources' roots).
  if (!embedded && !resources.reaches(schema)) return undefined;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    if (!resources.reaches(items)) return undefined;
    for (const [i, item] of value.entries()) {
      const error = coerce(path.index(i), item, items, isEmbeddedResource(items), resources, found);
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
      if (found !== undefined) {
        appendAll(found, unknownObjectMetaFields(v, path.child("metadata").toString()));
      }
      value.metadata = encodeObjectMeta(decoded.meta);
    }
    const property = propertySchema(schema, key);
    const additional = additionalPropertiesOf(schema);
    // Nothing below a node that leads to no embedded resource is coerced.
    if (property !== undefined) {
      if (!resources.reaches(property)) continue;
      const error = coerce(path.child(key), v, property, isEmbeddedResource(property), resources, found);
      if (error !== undefined) return error;
    } else if (additional !== undefined) {
      if (!resources.reaches(additional.schema)) continue;
      const values = additional.schema;
      const error = coerce(path.key(key), v, values, isEmbeddedResource(values), resources, found);
      if (error !== undefined) return error;
    }
  }
  return undefined;
}

function appendAll(out: string[], items: readonly string[]): void {
  for (const item of items) out.push(item);
}

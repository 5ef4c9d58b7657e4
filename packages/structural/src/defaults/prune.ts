import type { JSONSchemaProps } from "../model/schema-types.js";
import type { JsonObject } from "../model/json-value.js";
import { deepCopyJson, isJsonObject } from "../model/json-value.js";
import { fieldSchema } from "./structural-view.js";
import { isEmbeddedResource, itemsSchema, preservesUnknownFields } from "../schema/node.js";

const metaFields = new Set(["apiVersion", "kind", "metadata"]);

/**
 * Returns a copy of `value` with the object fields the schema does not specify removed, as the API server
 * prunes custom resources (pkg/apiserver/schema/pruning): unknown keys are dropped unless the node has
 * `x-kubernetes-preserve-unknown-fields`; keys under `additionalProperties` are kept and pruned with its schema
 * (with `additionalProperties: true` or `false` there is none, so nested objects are emptied);
 * `apiVersion`, `kind` and `metadata` of an embedded resource — or of the root, when `isResourceRoot` — are kept
 * untouched. Never throws.
 */
export function pruneValue(value: unknown, schema: JSONSchemaProps, isResourceRoot: boolean): unknown {
  const copy = deepCopyJson(value);
  prune(copy, schema, isResourceRoot || isEmbeddedResource(schema));
  return copy;
}

function prune(value: unknown, schema: JSONSchemaProps | undefined, embedded: boolean): void {
  if (schema !== undefined && preservesUnknownFields(schema)) {
    skipPrune(value, schema, embedded);
    return;
  }
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    for (const item of value) prune(item, items, isEmbeddedResource(items));
    return;
  }
  if (!isJsonObject(value)) return;
  for (const key of Object.keys(value)) {
    if (schema !== undefined && embedded && metaFields.has(key)) continue;
    const field = fieldSchema(schema, key);
    if (field.known) prune(value[key], field.schema, isEmbeddedResource(field.schema));
    else deleteKey(value, key);
  }
}

// Below x-kubernetes-preserve-unknown-fields unknown keys stay, but known ones are still pruned.
function skipPrune(value: unknown, schema: JSONSchemaProps | undefined, embedded: boolean): void {
  if (schema === undefined) return;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    for (const item of value) skipPrune(item, items, isEmbeddedResource(items));
    return;
  }
  if (!isJsonObject(value)) return;
  for (const key of Object.keys(value)) {
    if (embedded && metaFields.has(key)) continue;
    const field = fieldSchema(schema, key);
    if (field.known) prune(value[key], field.schema, isEmbeddedResource(field.schema));
  }
}

function deleteKey(object: JsonObject, key: string): void {
  Reflect.deleteProperty(object, key);
}

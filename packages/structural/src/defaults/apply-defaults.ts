import type { JSONSchemaProps } from "../model/schema-types.js";
import { deepCopyJson, isJsonObject } from "../model/json-value.js";
import { itemsSchema } from "../schema/node.js";
import { additionalPropertiesOf, fieldSchema, propertySchema } from "./structural-view.js";
import type { SchemaProperty } from "./schema-reach.js";
import type { DefaultedNodes } from "./defaulted-nodes.js";
import { defaultedPropertiesOf } from "./defaulted-nodes.js";

// The structural model's Default.Object: a JSON null default is no default.
function defaultOf(schema: JSONSchemaProps | undefined): unknown {
  return schema?.default ?? undefined;
}

function isNonNullableNull(value: unknown, schema: JSONSchemaProps | undefined): boolean {
  return value === null && schema !== undefined && schema.nullable !== true;
}

/**
 * Fills in defaults the way the API server defaults custom resources (pkg/apiserver/schema/defaulting
 * `Default`), changing `value` in place: a property that is missing, or null where the schema is not
 * nullable, gets a copy of its default; then every property and every additionalProperties value is
 * defaulted below, and every list item (a null item takes the items default). Only `properties`, `items`
 * and `additionalProperties` are followed, as in the structural model. `nodes`: which schema nodes have a
 * default at or below them, kept by a caller that defaults many values of unchanged schemas (the walk skips the
 * values below the others, where it has nothing to do); without it every value is visited.
 */
export function applyDefaults(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  nodes?: DefaultedNodes,
): void {
  if (schema === undefined) return;
  if (nodes !== undefined && !nodes.reaches(schema)) return;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    for (let i = 0; i < value.length; i++) {
      if (isNonNullableNull(value[i], items) && defaultOf(items) !== undefined) {
        value[i] = deepCopyJson(defaultOf(items));
      }
      applyDefaults(value[i], items, nodes);
    }
    return;
  }
  if (!isJsonObject(value)) return;
  const defaulted = nodes === undefined ? defaultedPropertiesOf(schema) : nodes.defaultedProperties(schema);
  // Indexed loops here and below: this walk visits every value, and until V8 optimizes it (late, in a batch
  // run) a for-of loop allocates an iteration result per element, and destructuring a pair another iterator.
  for (let d = 0; d < defaulted.length; d++) {
    const pair = defaulted[d] as SchemaProperty;
    const key = pair[0];
    const property = pair[1];
    const fallback = defaultOf(property);
    if (!Object.hasOwn(value, key) || isNonNullableNull(value[key], property)) {
      value[key] = deepCopyJson(fallback);
    }
  }
  const additional = additionalPropertiesOf(schema);
  if (nodes !== undefined && additional === undefined) {
    // Only properties lead further, and each subtree is defaulted on its own: going down the properties that
    // reach a default (few, usually) does what the walk over every key below does, without a lookup per key.
    const reaching = nodes.reachingProperties(schema);
    for (let r = 0; r < reaching.length; r++) {
      const pair = reaching[r] as SchemaProperty;
      if (Object.hasOwn(value, pair[0])) applyDefaults(value[pair[0]], pair[1], nodes);
    }
    return;
  }
  const keys = Object.keys(value);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const property = propertySchema(schema, key);
    if (property !== undefined) {
      applyDefaults(value[key], property, nodes);
    } else if (additional !== undefined) {
      if (isNonNullableNull(value[key], additional.schema) && defaultOf(additional.schema) !== undefined) {
        value[key] = deepCopyJson(defaultOf(additional.schema));
      }
      applyDefaults(value[key], additional.schema, nodes);
    }
  }
}

/** Whether a null under `field` is one {@link pruneNonNullableNulls} removes: not nullable, and no default. */
export function isDroppedNull(field: JSONSchemaProps | undefined): boolean {
  return field !== undefined && field.nullable !== true && defaultOf(field) === undefined;
}

/**
 * Removes nulls the schema neither allows nor defaults (`PruneNonNullableNullsWithoutDefaults`), in place:
 * the API server does this while decoding a custom resource, before defaulting.
 */
export function pruneNonNullableNulls(value: unknown, schema: JSONSchemaProps | undefined): void {
  if (Array.isArray(value)) {
    const items = schema === undefined ? undefined : itemsSchema(schema);
    for (const item of value) pruneNonNullableNulls(item, items);
    return;
  }
  if (!isJsonObject(value)) return;
  for (const key of Object.keys(value)) {
    const field = fieldSchema(schema, key).schema;
    if (value[key] === null && isDroppedNull(field)) {
      Reflect.deleteProperty(value, key);
    } else {
      pruneNonNullableNulls(value[key], field);
    }
  }
}

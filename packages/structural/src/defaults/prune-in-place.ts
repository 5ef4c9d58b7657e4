import type { JSONSchemaProps } from "../model/schema-types.js";
import { deepCopyJson, isJsonObject } from "../model/json-value.js";
import { additionalPropertiesOf, fieldSchema, propertySchema } from "./structural-view.js";
import { applyDefaults, isDroppedNull, pruneNonNullableNulls } from "./apply-defaults.js";
import type { DefaultedNodes } from "./defaulted-nodes.js";
import type { SchemaProperty } from "./schema-reach.js";
import type { PrunedValue } from "./prune.js";
import { metaFields, UnknownFieldTracker } from "./prune.js";
import type { PruneNode } from "./prune-nodes.js";
import { PruneNodes } from "./prune-nodes.js";

/**
 * {@link pruneUnknownFieldsAndNulls} done to `value` itself: the removed keys are deleted from it and
 * `value` is returned. Only for a value its caller owns and that shares no object or array between two places
 * (as YAML aliases can make): a shared one would be pruned by both places' schemas. What stays, its key order
 * and the unknown fields are the copying walk's. Deleting keys turns an object into a slow dictionary, but
 * only the objects that lose a field pay for it, where the copying walk builds every object again. `nodes`: the
 * schema's pruning nodes, kept by a caller that prunes many values of unchanged schemas (a catalog); by default
 * this call's own.
 */
export function pruneUnknownFieldsAndNullsInPlace(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  nodes: PruneNodes = new PruneNodes(),
): PrunedValue {
  const tracker = new UnknownFieldTracker();
  // A resource root without a schema: only apiVersion, kind and metadata survive, as in the copying walk.
  prune(value, nodes.of(schema ?? noSchema), true, tracker, undefined);
  return { value, unknownFields: tracker.sorted() };
}

/**
 * {@link pruneUnknownFieldsAndNullsInPlace} and then {@link applyDefaults} in one walk, for a resource root whose
 * schema has no embedded resource at or below it (the ObjectMeta coercion the server runs between the two acts
 * only there): each object below the root is defaulted once its keys are pruned, as defaulting every value after
 * pruning every value would. The root's own defaults are left to {@link defaultResourceRoot}, which the caller
 * runs once it has put the decoded ObjectMeta in `metadata`.
 */
export function pruneAndDefaultInPlace(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  nodes: PruneNodes,
  defaulted: DefaultedNodes,
): PrunedValue {
  const tracker = new UnknownFieldTracker();
  prune(value, nodes.of(schema ?? noSchema), true, tracker, defaulted);
  return { value, unknownFields: tracker.sorted() };
}

/**
 * What {@link applyDefaults} does at a resource root that {@link pruneAndDefaultInPlace} has pruned and defaulted
 * below: the root's own defaults filled in, and the values it kept whole (apiVersion, kind, metadata) defaulted.
 */
export function defaultResourceRoot(
  root: Record<string, unknown>,
  schema: JSONSchemaProps | undefined,
  defaulted: DefaultedNodes,
): void {
  if (schema === undefined || !defaulted.reaches(schema)) return;
  // Before the root's defaults are filled in: a filled value is defaulted as it is filled. A kept-whole key that
  // is no property is an additional value, defaulted as applyDefaults defaults one.
  const additional = additionalPropertiesOf(schema);
  for (const key of metaFields) {
    if (!Object.hasOwn(root, key)) continue;
    const property = propertySchema(schema, key);
    if (property !== undefined) applyDefaults(root[key], property, defaulted);
    else if (additional !== undefined) root[key] = defaultedValue(root[key], additional.schema, defaulted);
  }
  fillDefaults(root, defaulted.defaultedProperties(schema), defaulted);
}

// The schema of a root without one: one object, so that a caller's nodes keep one node for it.
const noSchema: JSONSchemaProps = {};

/**
 * Prunes `value` by `node`; with `defaults` (see pruneAndDefaultInPlace), defaults each object too once its keys
 * are pruned, and each null item or additional value whose schema defaults it.
 */
function prune(
  value: unknown,
  node: PruneNode,
  embedded: boolean,
  tracker: UnknownFieldTracker,
  defaults: DefaultedNodes | undefined,
): void {
  if (node.preservesUnknown) {
    pruneKeepingUnknown(value, node, embedded, tracker, defaults);
    return;
  }
  const depth = tracker.depth;
  if (Array.isArray(value)) {
    pruneItems(value, node, tracker, prune, defaults);
    return;
  }
  if (!isJsonObject(value)) return;
  const schema = node.schema;
  // for-in rather than Object.keys: no key list per object, and V8 reads each value by the object's enumeration
  // cache. Deleting the key being visited (the only one deleted here) does not change which keys come after it.
  for (const key in value) {
    if (schema !== undefined && embedded && metaFields.has(key)) {
      keepWhole(value, key, schema);
      continue;
    }
    const field = node.field(key);
    if (field !== null) {
      pruneKnownField(value, key, field, tracker, defaults);
    } else {
      if (schema === undefined || !metaFields.has(key) || depth > 0) tracker.record(key);
      Reflect.deleteProperty(value, key);
    }
  }
  // The root's own defaults wait for its metadata (defaultResourceRoot).
  if (defaults !== undefined && depth > 0) fillDefaults(value, node.defaultedProperties(), defaults);
}

// Below x-kubernetes-preserve-unknown-fields unknown keys stay, but known ones are still pruned.
// Items below it too, as upstream's skipPrune walks them, whatever their own extension says.
function pruneKeepingUnknown(
  value: unknown,
  node: PruneNode,
  embedded: boolean,
  tracker: UnknownFieldTracker,
  defaults: DefaultedNodes | undefined,
): void {
  const schema = node.schema;
  // Without a schema the nulls pass has nothing to drop either, nor defaulting anything to fill: the value stays
  // as it is.
  if (schema === undefined) return;
  if (Array.isArray(value)) {
    pruneItems(value, node, tracker, pruneKeepingUnknown, defaults);
    return;
  }
  if (!isJsonObject(value)) return;
  const keys = Object.keys(value);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const field = embedded && metaFields.has(key) ? null : node.field(key);
    if (field !== null) pruneKnownField(value, key, field, tracker, defaults);
    else keepWhole(value, key, schema);
  }
  if (defaults !== undefined && tracker.depth > 0) fillDefaults(value, node.defaultedProperties(), defaults);
}

/** A field its schema declares: dropped when it is a null the schema neither allows nor defaults, else pruned. */
function pruneKnownField(
  object: Record<string, unknown>,
  key: string,
  field: PruneNode,
  tracker: UnknownFieldTracker,
  defaults: DefaultedNodes | undefined,
): void {
  const value = object[key];
  if (value === null && field.dropsNull) {
    Reflect.deleteProperty(object, key);
    return;
  }
  // A scalar has nothing below it to prune: most values are, and a call per scalar was much of the walk. A null
  // kept here is nullable or has a default, which defaulting puts there (the object's own defaults do that for
  // a property; an additional value is defaulted here).
  if (typeof value !== "object") return;
  if (value === null) {
    if (defaults !== undefined) object[key] = defaultedNull(field.schema, defaults);
    return;
  }
  const depth = tracker.depth;
  tracker.appendKey(key);
  prune(value, field, field.embedded, tracker, defaults);
  tracker.backTo(depth);
}

/** Prunes each item of a list with `pruneItem`, by the node's items, each with its index on the way down. */
function pruneItems(
  list: unknown[],
  node: PruneNode,
  tracker: UnknownFieldTracker,
  pruneItem: typeof prune,
  defaults: DefaultedNodes | undefined,
): void {
  const depth = tracker.depth;
  const items = node.items();
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (typeof item !== "object") continue;
    if (item === null) {
      if (defaults !== undefined) list[i] = defaultedNull(items.schema, defaults);
      continue;
    }
    tracker.appendIndex(i);
    pruneItem(item, items, items.embedded, tracker, defaults);
    tracker.backTo(depth);
  }
}

// What defaulting makes of a null under `schema` that pruning kept: a defaulted copy of the schema's default
// where the schema is not nullable and has one, else the null.
function defaultedNull(schema: JSONSchemaProps | undefined, defaults: DefaultedNodes): unknown {
  const fallback = schema?.default ?? undefined;
  if (schema === undefined || schema.nullable === true || fallback === undefined) return null;
  const copy = deepCopyJson(fallback);
  applyDefaults(copy, schema, defaults);
  return copy;
}

// A value defaulted by `schema` as a whole: a null as defaultedNull makes it, anything else defaulted below.
function defaultedValue(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  defaults: DefaultedNodes,
): unknown {
  if (value === null) return defaultedNull(schema, defaults);
  applyDefaults(value, schema, defaults);
  return value;
}

// An object's own defaults, as defaulting fills them once the object is pruned: each defaulted property that is
// missing, or null where its schema is not nullable, gets a defaulted copy of its default (a null met by the
// walk is filled already). An additional value is filled where the walk meets it.
function fillDefaults(
  object: Record<string, unknown>,
  defaulted: readonly SchemaProperty[],
  defaults: DefaultedNodes,
): void {
  for (let d = 0; d < defaulted.length; d++) {
    const pair = defaulted[d] as SchemaProperty;
    const key = pair[0];
    const property = pair[1];
    if (Object.hasOwn(object, key) && (object[key] !== null || property.nullable === true)) continue;
    const copy = deepCopyJson(property.default);
    applyDefaults(copy, property, defaults);
    object[key] = copy;
  }
}

// A field pruning keeps whole (an embedded resource's apiVersion, kind and metadata; an unknown field below
// x-kubernetes-preserve-unknown-fields) loses only the nulls its schema below the key neither allows nor
// defaults, whatever pruning did.
function keepWhole(object: Record<string, unknown>, key: string, schema: JSONSchemaProps): void {
  const field = fieldSchema(schema, key).schema;
  if (object[key] === null && isDroppedNull(field)) Reflect.deleteProperty(object, key);
  else pruneNonNullableNulls(object[key], field);
}

import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";
import { fieldSchema } from "./structural-view.js";
import { isDroppedNull, pruneNonNullableNulls } from "./apply-defaults.js";
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
  prune(value, nodes.of(schema ?? noSchema), true, tracker);
  return { value, unknownFields: tracker.sorted() };
}

// The schema of a root without one: one object, so that a caller's nodes keep one node for it.
const noSchema: JSONSchemaProps = {};

function prune(value: unknown, node: PruneNode, embedded: boolean, tracker: UnknownFieldTracker): void {
  if (node.preservesUnknown) {
    pruneKeepingUnknown(value, node, embedded, tracker);
    return;
  }
  const depth = tracker.depth;
  if (Array.isArray(value)) {
    pruneItems(value, node, tracker, prune);
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
      pruneKnownField(value, key, field, tracker);
    } else {
      if (schema === undefined || !metaFields.has(key) || depth > 0) tracker.record(key);
      Reflect.deleteProperty(value, key);
    }
  }
}

// Below x-kubernetes-preserve-unknown-fields unknown keys stay, but known ones are still pruned.
// Items below it too, as upstream's skipPrune walks them, whatever their own extension says.
function pruneKeepingUnknown(
  value: unknown,
  node: PruneNode,
  embedded: boolean,
  tracker: UnknownFieldTracker,
): void {
  const schema = node.schema;
  // Without a schema the nulls pass has nothing to drop either: the value stays as it is.
  if (schema === undefined) return;
  if (Array.isArray(value)) {
    pruneItems(value, node, tracker, pruneKeepingUnknown);
    return;
  }
  if (!isJsonObject(value)) return;
  const keys = Object.keys(value);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const field = embedded && metaFields.has(key) ? null : node.field(key);
    if (field !== null) pruneKnownField(value, key, field, tracker);
    else keepWhole(value, key, schema);
  }
}

/** A field its schema declares: dropped when it is a null the schema neither allows nor defaults, else pruned. */
function pruneKnownField(
  object: Record<string, unknown>,
  key: string,
  field: PruneNode,
  tracker: UnknownFieldTracker,
): void {
  const value = object[key];
  if (value === null && field.dropsNull) {
    Reflect.deleteProperty(object, key);
    return;
  }
  // A scalar has nothing below it to prune: most values are, and a call per scalar was much of the walk.
  if (typeof value !== "object" || value === null) return;
  const depth = tracker.depth;
  tracker.appendKey(key);
  prune(value, field, field.embedded, tracker);
  tracker.backTo(depth);
}

/** Prunes each item of a list with `pruneItem`, by the node's items, each with its index on the way down. */
function pruneItems(
  list: readonly unknown[],
  node: PruneNode,
  tracker: UnknownFieldTracker,
  pruneItem: typeof prune,
): void {
  const depth = tracker.depth;
  const items = node.items();
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (typeof item !== "object" || item === null) continue;
    tracker.appendIndex(i);
    pruneItem(item, items, items.embedded, tracker);
    tracker.backTo(depth);
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

import { at } from "@crdgen/core";
import type { JSONSchemaProps } from "../model/schema-types.js";
import type { JsonObject } from "../model/json-value.js";
import { deepCopyJson, isJsonObject, setKey } from "../model/json-value.js";
import { fieldSchema } from "./structural-view.js";
import { isDroppedNull, pruneNonNullableNulls } from "./apply-defaults.js";
import { isEmbeddedResource, itemsSchema, preservesUnknownFields } from "../schema/node.js";

/** The fields of an embedded resource (or a resource root) pruning keeps whole. */
export const metaFields: ReadonlySet<string> = new Set(["apiVersion", "kind", "metadata"]);

/**
 * Returns a copy of `value` with the object fields the schema does not specify removed, as the API server
 * prunes custom resources (pkg/apiserver/schema/pruning): unknown keys are dropped unless the node has
 * `x-kubernetes-preserve-unknown-fields`; keys under `additionalProperties` are kept and pruned with its schema
 * (with `additionalProperties: true` or `false` there is none, so nested objects are emptied);
 * `apiVersion`, `kind` and `metadata` of an embedded resource — or of the root, when `isResourceRoot` — are kept
 * untouched. Never throws.
 */
export function pruneValue(value: unknown, schema: JSONSchemaProps, isResourceRoot: boolean): unknown {
  return pruned(value, schema, isResourceRoot || isEmbeddedResource(schema), undefined, false);
}

/** A pruned copy of a value and the paths of the fields pruning removed. */
export interface PrunedValue {
  readonly value: unknown;
  /**
   * The removed fields as the API server names them in its `unknown field "…"` warnings
   * (`spec.replicaz`, `spec.items[0].x`), sorted in Go's byte order.
   */
  readonly unknownFields: readonly string[];
}

/**
 * {@link pruneValue}, also naming every removed field (`PruneWithOptions` with `TrackUnknownFieldPaths`), as
 * the API server does for its field-validation warnings and for `fieldValidation=Strict`.
 */
export function pruneUnknownFields(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  isResourceRoot: boolean,
): PrunedValue {
  const tracker = new UnknownFieldTracker();
  // Upstream treats a resource root without a schema as an empty embedded schema: only apiVersion, kind and
  // metadata survive.
  const effective = schema ?? (isResourceRoot ? {} : undefined);
  const copy = pruned(value, effective, isResourceRoot || isEmbeddedResource(schema), tracker, false);
  return { value: copy, unknownFields: tracker.sorted() };
}

/**
 * What the API server's decoder does to a custom resource root before defaulting, in one walk: {@link
 * pruneUnknownFields} (as a resource root), then {@link pruneNonNullableNulls} on the pruned copy. The copy leaves out the nulls the
 * second pass would delete: the outcome is the same, without a second walk, and without deleted keys, which turn
 * an object into a slow dictionary for every later reader.
 */
export function pruneUnknownFieldsAndNulls(value: unknown, schema: JSONSchemaProps | undefined): PrunedValue {
  const tracker = new UnknownFieldTracker();
  // A resource root without a schema: only apiVersion, kind and metadata survive, as in pruneUnknownFields.
  const copy = pruned(value, schema ?? {}, true, tracker, true);
  return { value: copy, unknownFields: tracker.sorted() };
}

// UnknownFieldPathOptions: the way down, and what was removed. The way down is kept as the keys and indices
// themselves, overwritten in place as the walk moves on; a path's text is made only for a removed field, which
// most values never have (building it for every value visited was a tenth of pruning's time).
export class UnknownFieldTracker {
  private readonly steps: (string | number)[] = [];
  private readonly found: string[] = [];
  depth = 0;

  appendKey(key: string): void {
    this.steps[this.depth++] = key;
  }

  appendIndex(index: number): void {
    this.steps[this.depth++] = index;
  }

  backTo(depth: number): void {
    this.depth = depth;
  }

  // Keys joined by dots, indices in brackets: `spec.items[0].x`, `[0].x` for a list at the root.
  record(key: string): void {
    let path = "";
    for (let i = 0; i < this.depth; i++) {
      const step = at(this.steps, i);
      path += typeof step === "number" ? `[${step}]` : i === 0 ? step : `.${step}`;
    }
    this.found.push(this.depth === 0 ? key : `${path}.${key}`);
  }

  sorted(): string[] {
    return this.found.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  }
}

// The pruned copy is built in one pass, not as a deep copy with keys deleted afterwards: deleting keys turns
// an object into a slow dictionary for every later reader (defaulting, validation, rules, output). Keys keep
// the input's order, as deleting them from a copy would.
// `nulls`: also leave out the nulls pruneNonNullableNulls would delete from the copy.
function pruned(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  tracker: UnknownFieldTracker | undefined,
  nulls: boolean,
): unknown {
  if (schema !== undefined && preservesUnknownFields(schema)) {
    return skipPruned(value, schema, embedded, tracker, nulls);
  }
  const depth = tracker?.depth ?? 0;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    const embeddedItems = isEmbeddedResource(items);
    return value.map((item: unknown, i) => {
      tracker?.appendIndex(i);
      const kept = pruned(item, items, embeddedItems, tracker, nulls);
      tracker?.backTo(depth);
      return kept;
    });
  }
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  const fields = new FieldSchemas(schema);
  for (const key of Object.keys(value)) {
    if (schema !== undefined && embedded && metaFields.has(key)) {
      copyWhole(copy, key, value[key], schema, nulls);
      continue;
    }
    const field = fields.of(key);
    if (field !== unknownField) {
      if (nulls && value[key] === null && isDroppedNull(field)) continue;
      tracker?.appendKey(key);
      setKey(copy, key, pruned(value[key], field, isEmbeddedResource(field), tracker, nulls));
      tracker?.backTo(depth);
    } else if (schema === undefined || !metaFields.has(key) || depth > 0) {
      // Upstream names no meta field it drops at the very top (only a non-resource root can have one).
      tracker?.record(key);
    }
  }
  return copy;
}

const unknownField = Symbol("unknown field");

// fieldSchema for the keys of one object value, with the node's properties and additionalProperties read once
// per object and no answer allocated per key: a field's schema (undefined for a key additionalProperties true
// or false allows), or unknownField.
class FieldSchemas {
  private readonly properties: Readonly<Record<string, unknown>> | undefined;
  private readonly additionalKnown: boolean;
  private readonly additionalSchema: JSONSchemaProps | undefined;

  constructor(schema: JSONSchemaProps | undefined) {
    const properties = schema?.properties;
    this.properties = isJsonObject(properties) ? properties : undefined;
    const additional = schema?.additionalProperties;
    this.additionalSchema = isJsonObject(additional) ? additional : undefined;
    this.additionalKnown = additional === true || additional === false || this.additionalSchema !== undefined;
  }

  of(key: string): JSONSchemaProps | undefined | typeof unknownField {
    const properties = this.properties;
    if (properties !== undefined && Object.hasOwn(properties, key)) {
      const property = properties[key];
      if (isJsonObject(property)) return property;
    }
    return this.additionalKnown ? this.additionalSchema : unknownField;
  }
}

// Below x-kubernetes-preserve-unknown-fields unknown keys stay, but known ones are still pruned.
function skipPruned(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  tracker: UnknownFieldTracker | undefined,
  nulls: boolean,
): unknown {
  // Without a schema the nulls pass has nothing to drop either.
  if (schema === undefined) return deepCopyJson(value);
  const depth = tracker?.depth ?? 0;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    const embeddedItems = isEmbeddedResource(items);
    return value.map((item: unknown, i) => {
      tracker?.appendIndex(i);
      const kept = skipPruned(item, items, embeddedItems, tracker, nulls);
      tracker?.backTo(depth);
      return kept;
    });
  }
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  for (const key of Object.keys(value)) {
    const field = embedded && metaFields.has(key) ? undefined : fieldSchema(schema, key);
    if (field?.known === true) {
      if (nulls && value[key] === null && isDroppedNull(field.schema)) continue;
      tracker?.appendKey(key);
      setKey(copy, key, pruned(value[key], field.schema, isEmbeddedResource(field.schema), tracker, nulls));
      tracker?.backTo(depth);
    } else {
      copyWhole(copy, key, value[key], schema, nulls);
    }
  }
  return copy;
}

// A field pruning keeps whole (an embedded resource's apiVersion, kind and metadata; an unknown field below
// x-kubernetes-preserve-unknown-fields): copied as it is, and with `nulls`, as the nulls pass would leave it,
// which follows the field's schema below the key whatever pruning did.
function copyWhole(
  copy: JsonObject,
  key: string,
  value: unknown,
  schema: JSONSchemaProps,
  nulls: boolean,
): void {
  if (!nulls) {
    setKey(copy, key, deepCopyJson(value));
    return;
  }
  const field = fieldSchema(schema, key).schema;
  if (value === null && isDroppedNull(field)) return;
  const whole = deepCopyJson(value);
  pruneNonNullableNulls(whole, field);
  setKey(copy, key, whole);
}

import type { JSONSchemaProps } from "../model/schema-types.js";
import type { JsonObject } from "../model/json-value.js";
import { deepCopyJson, isJsonObject, setKey } from "../model/json-value.js";
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
  return pruned(value, schema, isResourceRoot || isEmbeddedResource(schema), undefined);
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
  const copy = pruned(value, effective, isResourceRoot || isEmbeddedResource(schema), tracker);
  return { value: copy, unknownFields: tracker.sorted() };
}

// UnknownFieldPathOptions: the way down as pieces (`spec`, `.`, `items`, `[`, `0`, `]`), and what was removed.
class UnknownFieldTracker {
  private readonly parts: string[] = [];
  private readonly found: string[] = [];

  get depth(): number {
    return this.parts.length;
  }

  appendKey(key: string): void {
    if (this.parts.length > 0) this.parts.push(".");
    this.parts.push(key);
  }

  appendIndex(index: number): void {
    this.parts.push("[", String(index), "]");
  }

  backTo(depth: number): void {
    this.parts.length = depth;
  }

  record(key: string): void {
    const depth = this.parts.length;
    this.appendKey(key);
    this.found.push(this.parts.join(""));
    this.backTo(depth);
  }

  sorted(): string[] {
    return this.found.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  }
}

// The pruned copy is built in one pass, not as a deep copy with keys deleted afterwards: deleting keys turns
// an object into a slow dictionary for every later reader (defaulting, validation, rules, output). Keys keep
// the input's order, as deleting them from a copy would.
function pruned(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  tracker: UnknownFieldTracker | undefined,
): unknown {
  if (schema !== undefined && preservesUnknownFields(schema)) {
    return skipPruned(value, schema, embedded, tracker);
  }
  const depth = tracker?.depth ?? 0;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    const embeddedItems = isEmbeddedResource(items);
    return value.map((item: unknown, i) => {
      tracker?.appendIndex(i);
      const kept = pruned(item, items, embeddedItems, tracker);
      tracker?.backTo(depth);
      return kept;
    });
  }
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  for (const key of Object.keys(value)) {
    if (schema !== undefined && embedded && metaFields.has(key)) {
      setKey(copy, key, deepCopyJson(value[key]));
      continue;
    }
    const field = fieldSchema(schema, key);
    if (field.known) {
      tracker?.appendKey(key);
      setKey(copy, key, pruned(value[key], field.schema, isEmbeddedResource(field.schema), tracker));
      tracker?.backTo(depth);
    } else if (schema === undefined || !metaFields.has(key) || depth > 0) {
      // Upstream names no meta field it drops at the very top (only a non-resource root can have one).
      tracker?.record(key);
    }
  }
  return copy;
}

// Below x-kubernetes-preserve-unknown-fields unknown keys stay, but known ones are still pruned.
function skipPruned(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  tracker: UnknownFieldTracker | undefined,
): unknown {
  if (schema === undefined) return deepCopyJson(value);
  const depth = tracker?.depth ?? 0;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    const embeddedItems = isEmbeddedResource(items);
    return value.map((item: unknown, i) => {
      tracker?.appendIndex(i);
      const kept = skipPruned(item, items, embeddedItems, tracker);
      tracker?.backTo(depth);
      return kept;
    });
  }
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  for (const key of Object.keys(value)) {
    const field = embedded && metaFields.has(key) ? undefined : fieldSchema(schema, key);
    if (field?.known === true) {
      tracker?.appendKey(key);
      setKey(copy, key, pruned(value[key], field.schema, isEmbeddedResource(field.schema), tracker));
      tracker?.backTo(depth);
    } else {
      setKey(copy, key, deepCopyJson(value[key]));
    }
  }
  return copy;
}

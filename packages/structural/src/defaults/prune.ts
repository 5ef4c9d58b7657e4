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
  prune(copy, schema, isResourceRoot || isEmbeddedResource(schema), undefined);
  return copy;
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
  const copy = deepCopyJson(value);
  const tracker = new UnknownFieldTracker();
  // Upstream treats a resource root without a schema as an empty embedded schema: only apiVersion, kind and
  // metadata survive.
  const effective = schema ?? (isResourceRoot ? {} : undefined);
  prune(copy, effective, isResourceRoot || isEmbeddedResource(schema), tracker);
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

function prune(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  tracker: UnknownFieldTracker | undefined,
): void {
  if (schema !== undefined && preservesUnknownFields(schema)) {
    skipPrune(value, schema, embedded, tracker);
    return;
  }
  const depth = tracker?.depth ?? 0;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    for (let i = 0; i < value.length; i++) {
      tracker?.appendIndex(i);
      prune(value[i], items, isEmbeddedResource(items), tracker);
      tracker?.backTo(depth);
    }
    return;
  }
  if (!isJsonObject(value)) return;
  for (const key of Object.keys(value)) {
    if (schema !== undefined && embedded && metaFields.has(key)) continue;
    const field = fieldSchema(schema, key);
    if (field.known) {
      tracker?.appendKey(key);
      prune(value[key], field.schema, isEmbeddedResource(field.schema), tracker);
      tracker?.backTo(depth);
    } else {
      // Upstream names no meta field it drops at the very top (only a non-resource root can have one).
      if (schema === undefined || !metaFields.has(key) || depth > 0) tracker?.record(key);
      deleteKey(value, key);
    }
  }
}

// Below x-kubernetes-preserve-unknown-fields unknown keys stay, but known ones are still pruned.
function skipPrune(
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  tracker: UnknownFieldTracker | undefined,
): void {
  if (schema === undefined) return;
  const depth = tracker?.depth ?? 0;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    for (let i = 0; i < value.length; i++) {
      tracker?.appendIndex(i);
      skipPrune(value[i], items, isEmbeddedResource(items), tracker);
      tracker?.backTo(depth);
    }
    return;
  }
  if (!isJsonObject(value)) return;
  for (const key of Object.keys(value)) {
    if (embedded && metaFields.has(key)) continue;
    const field = fieldSchema(schema, key);
    if (field.known) {
      tracker?.appendKey(key);
      prune(value[key], field.schema, isEmbeddedResource(field.schema), tracker);
      tracker?.backTo(depth);
    }
  }
}

function deleteKey(object: JsonObject, key: string): void {
  Reflect.deleteProperty(object, key);
}

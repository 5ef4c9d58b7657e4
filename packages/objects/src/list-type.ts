import { at } from "@crdgen/core";
import type { FieldError, FieldPath, JSONSchemaProps } from "@crdgen/structural";
import {
  compareGoStrings,
  fieldErrors,
  goJson,
  goKind,
  isJsonObject,
  SchemaFacts,
  SchemaTarget,
} from "@crdgen/structural";

const errors = fieldErrors("objects");

/** A property of a schema node and its schema. */
type LeadingProperty = readonly [key: string, schema: JSONSchemaProps];

/**
 * Which schema nodes have a `set` or `map` list type at or below them (through `properties`,
 * `additionalProperties` and `items`), read from the {@link SchemaFacts} it is given (a catalog's, shared with
 * the other walks' reaches of its schemas; by default this instance's own): the list-type walk skips the values
 * below the other nodes, where it has nothing to check (most of an object). Kept by a catalog for its schemas,
 * which nobody edits.
 */
export class ListTypeNodes {
  readonly #facts: SchemaFacts;
  // Per node, its properties that lead to lists, in Go's byte order of their names: the walk goes down those
  // alone instead of filtering and sorting every object value's keys.
  readonly #leadingProperties = new Map<JSONSchemaProps, readonly LeadingProperty[]>();

  constructor(facts: SchemaFacts = new SchemaFacts()) {
    this.#facts = facts;
  }

  /** Whether `schema` or a node below it has list type `set` or `map`. */
  leadToLists(schema: JSONSchemaProps): boolean {
    return (this.#facts.reach(schema) & SchemaTarget.setOrMapList) !== 0;
  }

  /** The properties of `schema` (schema objects only) that lead to lists, sorted by name in Go's byte order. */
  leadingProperties(schema: JSONSchemaProps): readonly LeadingProperty[] {
    let found = this.#leadingProperties.get(schema);
    if (found === undefined) {
      const properties = isJsonObject(schema.properties) ? schema.properties : {};
      const leading: LeadingProperty[] = [];
      for (const key of Object.keys(properties).sort(compareGoStrings)) {
        const property = properties[key];
        if (isJsonObject(property) && this.leadToLists(property)) leading.push([key, property]);
      }
      found = leading;
      this.#leadingProperties.set(schema, found);
    }
    return found;
  }
}

/**
 * The `x-kubernetes-list-type` invariants of an object (listtype.ValidateListSetsAndMaps): no item of a `set`
 * list twice, no two items of a `map` list with the same key fields, and every `map` item an object. Lists are
 * reached through `properties`, `additionalProperties` and `items`, as in the structural model. `nodes`: the
 * caller's {@link ListTypeNodes} when it keeps them across objects of unchanged schemas; by default the call's own.
 */
export function validateListTypes(
  path: FieldPath,
  schema: JSONSchemaProps | undefined,
  value: unknown,
  nodes: ListTypeNodes = new ListTypeNodes(),
): FieldError[] {
  const out: FieldError[] = [];
  visit(path, schema, value, out, nodes);
  return out;
}

function visit(
  path: FieldPath,
  schema: JSONSchemaProps | undefined,
  value: unknown,
  out: FieldError[],
  nodes: ListTypeNodes,
): void {
  if (schema === undefined || !nodes.leadToLists(schema)) return;
  if (Array.isArray(value)) {
    visitList(path, schema, value, out, nodes);
    return;
  }
  if (!isJsonObject(value)) return;
  // Upstream walks a Go map, whose order is random; keys are taken in Go's byte order here, so that the
  // errors come out the same on every run.
  // Only the keys that lead to lists are sorted and visited: the others have nothing below them to check.
  const additional = isJsonObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  const additionalLeads = additional !== undefined && nodes.leadToLists(additional);
  if (!additionalLeads) {
    // The keys that lead to lists are the node's leading properties the value has, already in Go's byte order.
    for (const [key, property] of nodes.leadingProperties(schema)) {
      if (Object.hasOwn(value, key)) visit(path.child(key), property, value[key], out, nodes);
    }
    return;
  }
  const properties = isJsonObject(schema.properties) ? schema.properties : undefined;
  const propertyLeads = (key: string): JSONSchemaProps | undefined => {
    const property = properties?.[key];
    return isJsonObject(property) && nodes.leadToLists(property) ? property : undefined;
  };
  for (const key of Object.keys(value).sort(compareGoStrings)) {
    visit(path.key(key), additional, value[key], out, nodes);
    const property = propertyLeads(key);
    if (property !== undefined) visit(path.child(key), property, value[key], out, nodes);
  }
}

function visitList(
  path: FieldPath,
  schema: JSONSchemaProps,
  list: readonly unknown[],
  out: FieldError[],
  nodes: ListTypeNodes,
): void {
  const listType = schema["x-kubernetes-list-type"];
  if (listType === "set") {
    for (const i of repeatedIndices(list)) out.push(errors.duplicate(path.index(i), list[i]));
  } else if (listType === "map") {
    out.push(...validateListMap(path, schema, list));
  }
  const items = isJsonObject(schema.items) ? schema.items : undefined;
  if (items === undefined || !nodes.leadToLists(items)) return;
  for (let i = 0; i < list.length; i++) visit(path.index(i), items, list[i], out, nodes);
}

// Indices of the second occurrence of each value that occurs more than once (validateListSet).
function repeatedIndices(list: readonly unknown[]): number[] {
  if (list.length <= 1) return [];
  const seen = new Map<string, number>();
  const repeated: number[] = [];
  list.forEach((item, i) => {
    const key = identity(item);
    const times = seen.get(key) ?? 0;
    seen.set(key, times + 1);
    if (times === 1) repeated.push(i);
  });
  return repeated;
}

// Go compares scalars by dynamic type and value (int64 1 and float64 1.5 differ, "1" and 1 differ) and
// objects and lists by their JSON encoding.
function identity(value: unknown): string {
  const kind = goKind(value);
  if (kind === "map" || kind === "slice") return `json:${goJson(value)}`;
  if (value === unspecified) return "unspecified";
  return `${kind}:${String(value)}`;
}

const unspecified = Symbol("unspecified key");

function validateListMap(path: FieldPath, schema: JSONSchemaProps, list: readonly unknown[]): FieldError[] {
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (item !== null && !isJsonObject(item)) {
      return [errors.invalid(path.index(i), item, "must be an object for an array of list-type map")];
    }
  }
  if (list.length <= 1) return [];
  const keyFields = (schema["x-kubernetes-list-map-keys"] ?? []).filter((k) => typeof k === "string");
  if (keyFields.length === 1) {
    const field = at(keyFields, 0);
    const keys = list.map((item) =>
      isJsonObject(item) && Object.hasOwn(item, field) ? item[field] : unspecified,
    );
    return repeatedIndices(keys).map((i) =>
      errors.duplicate(path.index(i), keys[i] === unspecified ? {} : { [field]: keys[i] }),
    );
  }
  const keys = list.map((item) => {
    const key: Record<string, unknown> = {};
    if (isJsonObject(item)) {
      for (const field of keyFields) if (Object.hasOwn(item, field)) key[field] = item[field];
    }
    return key;
  });
  return repeatedIndices(keys).map((i) => errors.duplicate(path.index(i), keys[i]));
}

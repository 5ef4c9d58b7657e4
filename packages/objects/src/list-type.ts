import { at } from "@crdgen/core";
import type { FieldError, FieldPath, JSONSchemaProps, ListTypeCheck } from "@crdgen/structural";
import {
  compareGoStrings,
  fieldErrors,
  goJson,
  goKind,
  isJsonObject,
  SchemaFacts,
  SchemaTarget,
  sortedKeys,
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

  // Per node that leads to lists, its plan (see ListPlan); null for a node that leads to none.
  readonly #plans = new Map<JSONSchemaProps, ListPlan | null>();

  constructor(facts: SchemaFacts = new SchemaFacts()) {
    this.#facts = facts;
  }

  /** The walk's plan of `schema`; undefined when no list is at or below it. */
  plan(schema: JSONSchemaProps): ListPlan | undefined {
    let plan = this.#plans.get(schema);
    if (plan === undefined) {
      plan = this.leadToLists(schema) ? new ListPlan(schema, this) : null;
      this.#plans.set(schema, plan);
    }
    return plan ?? undefined;
  }

  /**
   * Whether checking the lists of `schema`'s values along the schema validator's walk ({@link listTypeCheck})
   * finds what {@link validateListTypes} finds, in its order. The validator visits an object's keys that are no
   * declared property first and by additionalProperties alone, then the declared ones; this walk visits every
   * key by additionalProperties and then by its property, key by key. The two agree unless a node on the way to
   * a list has both properties and an additionalProperties that leads to lists, which no structural schema has.
   */
  alongValidator(schema: JSONSchemaProps): boolean {
    // Read from the schema facts' one walk of each node, shared with the other walks' reaches.
    return (this.#facts.reach(schema) & SchemaTarget.listsByBothKeys) === 0;
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
 * A schema node with a `set` or `map` list at or below it, as the list-type walk reads it: linked to the plans of
 * the nodes below it that lead to lists too (each found when a value first goes there), so that the walk goes
 * from node to node without asking the schema facts or the properties' tables about each value's node.
 */
class ListPlan {
  readonly schema: JSONSchemaProps;
  readonly #nodes: ListTypeNodes;
  #leading: readonly (readonly [key: string, plan: ListPlan])[] | undefined;
  #leadingByKey: ReadonlyMap<string, ListPlan> | undefined;
  // undefined until asked; null when the node's additionalProperties or items lead to no list.
  #additional: ListPlan | null | undefined;
  #items: ListPlan | null | undefined;

  constructor(schema: JSONSchemaProps, nodes: ListTypeNodes) {
    this.schema = schema;
    this.#nodes = nodes;
  }

  /** The properties that lead to lists and their plans, in Go's byte order of their names. */
  leading(): readonly (readonly [key: string, plan: ListPlan])[] {
    this.#leading ??= this.#nodes
      .leadingProperties(this.schema)
      .map(([key, property]) => [key, this.#nodes.plan(property) as ListPlan] as const);
    return this.#leading;
  }

  /** The plan of a leading property by name, for an object whose every key is visited. */
  leadingByKey(key: string): ListPlan | undefined {
    this.#leadingByKey ??= new Map(this.leading());
    return this.#leadingByKey.get(key);
  }

  /** additionalProperties' plan when it leads to lists. */
  additional(): ListPlan | undefined {
    if (this.#additional === undefined) {
      const additional = this.schema.additionalProperties;
      this.#additional = (isJsonObject(additional) ? this.#nodes.plan(additional) : undefined) ?? null;
    }
    return this.#additional ?? undefined;
  }

  /** The items' plan when they lead to lists. */
  items(): ListPlan | undefined {
    if (this.#items === undefined) {
      const items = this.schema.items;
      this.#items = (isJsonObject(items) ? this.#nodes.plan(items) : undefined) ?? null;
    }
    return this.#items ?? undefined;
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
  const plan = schema === undefined ? undefined : nodes.plan(schema);
  if (plan !== undefined) visit(path, plan, value, out);
  return out;
}

function visit(path: FieldPath, plan: ListPlan, value: unknown, out: FieldError[]): void {
  if (Array.isArray(value)) {
    visitList(path, plan, value, out);
    return;
  }
  if (!isJsonObject(value)) return;
  // Upstream walks a Go map, whose order is random; keys are taken in Go's byte order here, so that the
  // errors come out the same on every run.
  // Only the keys that lead to lists are sorted and visited: the others have nothing below them to check.
  const additional = plan.additional();
  if (additional === undefined) {
    // The keys that lead to lists are the node's leading properties the value has, already in Go's byte order.
    // Indexed, and no destructuring: until V8 optimizes the walk (late, in a batch run) a for-of loop allocates a
    // result per element, and destructuring a pair an iterator.
    const leading = plan.leading();
    for (let i = 0; i < leading.length; i++) {
      const pair = leading[i] as readonly [string, ListPlan];
      const key = pair[0];
      if (Object.hasOwn(value, key)) visit(path.child(key), pair[1], value[key], out);
    }
    return;
  }
  for (const key of sortedKeys(value)) {
    visit(path.key(key), additional, value[key], out);
    const property = plan.leadingByKey(key);
    if (property !== undefined) visit(path.child(key), property, value[key], out);
  }
}

/**
 * The list-type invariants checked along the schema validator's walk (`validateCustomResource`), for a schema
 * whose {@link ListTypeNodes.alongValidator} holds: the errors go to `out`, in {@link validateListTypes}' order.
 */
export function listTypeCheck(out: FieldError[]): ListTypeCheck {
  return (schema, path, list) => {
    checkList(path, schema, list, out);
  };
}

function visitList(path: FieldPath, plan: ListPlan, list: readonly unknown[], out: FieldError[]): void {
  checkList(path, plan.schema, list, out);
  const items = plan.items();
  if (items === undefined) return;
  for (let i = 0; i < list.length; i++) visit(path.index(i), items, list[i], out);
}

// The list's own invariants, by its node's list type.
function checkList(
  path: FieldPath,
  schema: JSONSchemaProps,
  list: readonly unknown[],
  out: FieldError[],
): void {
  const listType = schema["x-kubernetes-list-type"];
  if (listType === "set") {
    for (const i of repeatedIndices(list)) out.push(errors.duplicate(path.index(i), list[i]));
  } else if (listType === "map") {
    out.push(...validateListMap(path, schema, list));
  }
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

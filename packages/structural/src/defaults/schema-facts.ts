import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";

/**
 * The kinds of schema node the per-object walks act at, as bits of {@link SchemaFacts.reach}: defaulting at a
 * default (a null default is none), the ObjectMeta walks at an embedded resource, the list-type walk at a `set`
 * or `map` list. `listsByBothKeys` is a node with properties (schema objects) and an additionalProperties that
 * leads to a `set` or `map` list, which no structural schema has: there the list-type walk visits a key both as
 * an additional value and as a property, where the schema validator's walk takes each key one way only.
 */
export const SchemaTarget = { default: 1, embeddedResource: 2, setOrMapList: 4, listsByBothKeys: 8 } as const;

/** One of the {@link SchemaTarget} bits. */
export type SchemaTarget = (typeof SchemaTarget)[keyof typeof SchemaTarget];

/**
 * Which kinds of target ({@link SchemaTarget}) each schema node has at or below it, through properties, items
 * and additionalProperties (the ways the decoding walks go down), found for every kind in one walk of a node's
 * subtree the first time the node is asked about: the walks that skip the values below nodes reaching none of
 * their targets share it, where each used to walk the schema with a memo of its own. An instance is a snapshot
 * of the schemas it has seen: a caller that keeps one across calls (a catalog, one per run) must make a new one
 * when a schema may have changed in place.
 */
export class SchemaFacts {
  readonly #reach = new Map<JSONSchemaProps, number>();

  /** The {@link SchemaTarget} bits of the targets at or below `schema`; 0 for no schema or a non-object. */
  reach(schema: JSONSchemaProps | undefined): number {
    if (!isJsonObject(schema)) return 0;
    return this.#reach.get(schema) ?? this.#walk(schema);
  }

  // The node's keys are read in one pass: a node has a few of the keywords looked at here, and reading each by
  // name from schema objects of hundreds of shapes cost more than the walk's own work (it visits every node of
  // every served schema once per run).
  #walk(schema: JSONSchemaProps): number {
    let bits = 0;
    let additionalBits = 0;
    let hasProperties = false;
    for (const key in schema) {
      const value: unknown = schema[key as keyof JSONSchemaProps];
      switch (key) {
        case "default":
          // A null default is none (see hasDefault).
          if (value !== null && value !== undefined) bits |= SchemaTarget.default;
          break;
        case "x-kubernetes-embedded-resource":
          if (value === true) bits |= SchemaTarget.embeddedResource;
          break;
        case "x-kubernetes-list-type":
          if (value === "set" || value === "map") bits |= SchemaTarget.setOrMapList;
          break;
        case "items":
          bits |= this.reach(value as JSONSchemaProps | undefined);
          break;
        case "additionalProperties":
          additionalBits = this.reach(value as JSONSchemaProps | undefined);
          bits |= additionalBits;
          break;
        case "properties":
          if (isJsonObject(value)) {
            for (const name in value) {
              const property = value[name];
              hasProperties ||= isJsonObject(property);
              bits |= this.reach(property as JSONSchemaProps | undefined);
            }
          }
          break;
      }
    }
    const listsByBothKeys = hasProperties && (additionalBits & SchemaTarget.setOrMapList) !== 0;
    if (listsByBothKeys) bits |= SchemaTarget.listsByBothKeys;
    this.#reach.set(schema, bits);
    return bits;
  }
}

/** Whether a schema node has a default: a null default is none (the structural model's Default.Object). */
export function hasDefault(schema: JSONSchemaProps): boolean {
  return (schema.default ?? undefined) !== undefined;
}

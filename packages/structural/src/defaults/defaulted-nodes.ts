import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";
import { SchemaReach } from "./schema-reach.js";

/** A property of a schema node and its schema, which has a default. */
type DefaultedProperty = readonly [key: string, schema: JSONSchemaProps];

/**
 * Which schema nodes have a default at or below them (a null default is none). Defaulting only acts where a
 * node has a default, so a value below a node without any is left as it is instead of being visited field by
 * field: most of an object, in most schemas. See {@link SchemaReach} for the lifetime of an instance.
 */
export class DefaultedNodes extends SchemaReach {
  // Per node, its properties that have a default: defaulting looks at those for every object value of the node,
  // and a node has a few among many properties.
  readonly #defaultedProperties = new Map<JSONSchemaProps, readonly DefaultedProperty[]>();
  // Per node, its properties that have a default at or below them: the walk goes down those alone instead of
  // looking up every key of every object value, most of which lead to no default.
  readonly #reachingProperties = new Map<JSONSchemaProps, readonly DefaultedProperty[]>();

  constructor() {
    super((schema) => (schema.default ?? undefined) !== undefined);
  }

  /** {@link defaultedPropertiesOf} `schema`, found once per node. */
  defaultedProperties(schema: JSONSchemaProps): readonly DefaultedProperty[] {
    let found = this.#defaultedProperties.get(schema);
    if (found === undefined) {
      found = defaultedPropertiesOf(schema);
      this.#defaultedProperties.set(schema, found);
    }
    return found;
  }

  /** The properties of `schema` (schema objects only) with a default at or below them, found once per node. */
  reachingProperties(schema: JSONSchemaProps): readonly DefaultedProperty[] {
    let found = this.#reachingProperties.get(schema);
    if (found === undefined) {
      const properties = schema.properties;
      const reaching: DefaultedProperty[] = [];
      if (isJsonObject(properties)) {
        for (const key of Object.keys(properties)) {
          const property = properties[key];
          if (isJsonObject(property) && this.reaches(property)) reaching.push([key, property]);
        }
      }
      found = reaching;
      this.#reachingProperties.set(schema, found);
    }
    return found;
  }
}

/** The properties of `schema` (schema objects only) that have a default, in the order of its `properties`. */
export function defaultedPropertiesOf(schema: JSONSchemaProps): readonly DefaultedProperty[] {
  const properties = schema.properties;
  if (!isJsonObject(properties)) return [];
  const found: DefaultedProperty[] = [];
  for (const key of Object.keys(properties)) {
    const property = properties[key];
    if (isJsonObject(property) && (property.default ?? undefined) !== undefined) found.push([key, property]);
  }
  return found;
}

import type { JSONSchemaProps } from "../model/schema-types.js";
import type { SchemaProperty } from "./schema-reach.js";
import { propertiesWhere, SchemaReach } from "./schema-reach.js";
import { hasDefault, SchemaFacts, SchemaTarget } from "./schema-facts.js";

/**
 * Which schema nodes have a default at or below them (a null default is none). Defaulting only acts where a
 * node has a default, so a value below a node without any is left as it is instead of being visited field by
 * field: most of an object, in most schemas. `facts`: shared with the other walks' reaches of the same schemas
 * (a catalog's); by default this instance's own. See {@link SchemaReach} for the lifetime of an instance.
 */
export class DefaultedNodes extends SchemaReach {
  // Per node, its properties that have a default: defaulting looks at those for every object value of the node,
  // and a node has a few among many properties.
  readonly #defaultedProperties = new Map<JSONSchemaProps, readonly SchemaProperty[]>();

  constructor(facts: SchemaFacts = new SchemaFacts()) {
    super(SchemaTarget.default, facts);
  }

  /** {@link defaultedPropertiesOf} `schema`, found once per node. */
  defaultedProperties(schema: JSONSchemaProps): readonly SchemaProperty[] {
    let found = this.#defaultedProperties.get(schema);
    if (found === undefined) {
      found = defaultedPropertiesOf(schema);
      this.#defaultedProperties.set(schema, found);
    }
    return found;
  }
}

/** The properties of `schema` (schema objects only) that have a default, in the order of its `properties`. */
export function defaultedPropertiesOf(schema: JSONSchemaProps): readonly SchemaProperty[] {
  return propertiesWhere(schema, hasDefault);
}

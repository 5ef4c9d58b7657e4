import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";
import type { SchemaFacts, SchemaTarget } from "./schema-facts.js";

/**
 * Which schema nodes are, or have below them (through properties, items and additionalProperties, the ways
 * the decoding walks go down), a node of one kind of target ({@link SchemaTarget}), read from the
 * {@link SchemaFacts} it is given: a walk that acts only at such nodes skips a value below a node that reaches
 * none, instead of visiting it field by field. Instances given the same facts share the one walk of each schema
 * node; the facts' lifetime (a snapshot of the schemas seen) is theirs too.
 */
export class SchemaReach {
  // Per node, its properties that reach a target: a walk goes down those alone instead of looking up every key
  // of every object value, most of which reach none.
  readonly #reachingProperties = new Map<JSONSchemaProps, readonly SchemaProperty[]>();
  readonly #target: SchemaTarget;
  readonly #facts: SchemaFacts;

  constructor(target: SchemaTarget, facts: SchemaFacts) {
    this.#target = target;
    this.#facts = facts;
  }

  /** Whether `schema` or a node below it is a target; false for no schema. */
  reaches(schema: JSONSchemaProps | undefined): boolean {
    return (this.#facts.reach(schema) & this.#target) !== 0;
  }

  /** The properties of `schema` (schema objects only) with a target at or below them, found once per node. */
  reachingProperties(schema: JSONSchemaProps): readonly SchemaProperty[] {
    let found = this.#reachingProperties.get(schema);
    if (found === undefined) {
      found = propertiesWhere(schema, (property) => this.reaches(property));
      this.#reachingProperties.set(schema, found);
    }
    return found;
  }
}

/** A property of a schema node and its schema. */
export type SchemaProperty = readonly [key: string, schema: JSONSchemaProps];

/** The properties of `schema` (schema objects only) whose schema passes `test`, in the order of `properties`. */
export function propertiesWhere(
  schema: JSONSchemaProps,
  test: (property: JSONSchemaProps) => boolean,
): SchemaProperty[] {
  const properties = schema.properties;
  if (!isJsonObject(properties)) return [];
  const found: SchemaProperty[] = [];
  for (const key of Object.keys(properties)) {
    const property = properties[key];
    if (isJsonObject(property) && test(property)) found.push([key, property]);
  }
  return found;
}

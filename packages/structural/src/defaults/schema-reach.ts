import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";
import { itemsSchema } from "../schema/node.js";
import { additionalPropertiesOf, propertySchema } from "./structural-view.js";

/**
 * Which schema nodes are, or have below them (through properties, items and additionalProperties, the ways
 * the decoding walks go down), a node the walk acts at. A walk that acts only at such nodes skips a value below
 * a node that reaches none, instead of visiting it field by field. Each node is looked at once per instance; an
 * instance is a snapshot of the schemas it has seen, so a caller that keeps one across calls (a catalog, one
 * per run) must make a new one when a schema may have changed in place.
 */
export class SchemaReach {
  readonly #reaches = new Map<JSONSchemaProps, boolean>();
  // Per node, its properties that reach a target: a walk goes down those alone instead of looking up every key
  // of every object value, most of which reach none.
  readonly #reachingProperties = new Map<JSONSchemaProps, readonly SchemaProperty[]>();
  readonly #isTarget: (schema: JSONSchemaProps) => boolean;

  constructor(isTarget: (schema: JSONSchemaProps) => boolean) {
    this.#isTarget = isTarget;
  }

  /** Whether `schema` or a node below it is a target; false for no schema. */
  reaches(schema: JSONSchemaProps | undefined): boolean {
    if (schema === undefined) return false;
    let known = this.#reaches.get(schema);
    if (known === undefined) {
      known = this.#isTarget(schema) || this.#below(schema);
      this.#reaches.set(schema, known);
    }
    return known;
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

  #below(schema: JSONSchemaProps): boolean {
    if (this.reaches(itemsSchema(schema))) return true;
    if (this.reaches(additionalPropertiesOf(schema)?.schema)) return true;
    const properties = schema.properties;
    if (!isJsonObject(properties)) return false;
    return Object.keys(properties).some((key) => this.reaches(propertySchema(schema, key)));
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

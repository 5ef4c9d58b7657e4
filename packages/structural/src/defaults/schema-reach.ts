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

  #below(schema: JSONSchemaProps): boolean {
    if (this.reaches(itemsSchema(schema))) return true;
    if (this.reaches(additionalPropertiesOf(schema)?.schema)) return true;
    const properties = schema.properties;
    if (!isJsonObject(properties)) return false;
    return Object.keys(properties).some((key) => this.reaches(propertySchema(schema, key)));
  }
}

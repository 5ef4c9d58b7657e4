import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";
import { itemsSchema } from "../schema/node.js";
import { additionalPropertiesOf, propertySchema } from "./structural-view.js";

/**
 * Which schema nodes have a default at or below them (through properties, items and additionalProperties, the
 * ways defaulting goes down). Defaulting only acts where a node has a default, so a value below a node without
 * any is left as it is instead of being visited field by field: most of an object, in most schemas. Each node is
 * looked at once per instance; an instance is a snapshot of the schemas it has seen, so a caller that keeps one
 * across calls (a catalog, one per run) must make a new one when a schema may have changed in place.
 */
export class DefaultedNodes {
  readonly #reaches = new Map<JSONSchemaProps, boolean>();

  /** Whether `schema` or a node below it has a default (a null default is none); false for no schema. */
  reaches(schema: JSONSchemaProps | undefined): boolean {
    if (schema === undefined) return false;
    let known = this.#reaches.get(schema);
    if (known === undefined) {
      known = (schema.default ?? undefined) !== undefined || this.#below(schema);
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

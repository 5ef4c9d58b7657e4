import type { JSONSchemaProps } from "../../model/schema-types.js";
import { additionalPropertiesOf, propertySchema } from "../structural-view.js";
import { isEmbeddedResource, itemsSchema } from "../../schema/node.js";
import { isJsonObject } from "../../model/json-value.js";

/**
 * Which schema nodes are, or have below them (through properties, additionalProperties and items, the ways
 * objectmeta's walks go down), an embedded resource. objectmeta.Coerce and objectmeta.Validate only act at
 * embedded resources, so a value below a node without any has nothing for them: the walks skip it instead
 * of visiting every field of every object. Each node is looked at once per instance; an instance is a
 * snapshot of the schemas it has seen, so a caller that keeps one across calls (a catalog, one per run) must
 * make a new one when a schema may have changed in place.
 */
export class EmbeddedResources {
  readonly #reaches = new Map<JSONSchemaProps, boolean>();

  /** Whether `schema` or a node below it is an embedded resource; false for no schema. */
  reaches(schema: JSONSchemaProps | undefined): boolean {
    if (schema === undefined) return false;
    let known = this.#reaches.get(schema);
    if (known === undefined) {
      known = isEmbeddedResource(schema) || this.#below(schema);
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

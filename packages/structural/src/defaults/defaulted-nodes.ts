import { SchemaReach } from "./schema-reach.js";

/**
 * Which schema nodes have a default at or below them (a null default is none). Defaulting only acts where a
 * node has a default, so a value below a node without any is left as it is instead of being visited field by
 * field: most of an object, in most schemas. See {@link SchemaReach} for the lifetime of an instance.
 */
export class DefaultedNodes extends SchemaReach {
  constructor() {
    super((schema) => (schema.default ?? undefined) !== undefined);
  }
}

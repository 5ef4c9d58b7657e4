import { SchemaFacts, SchemaTarget } from "../schema-facts.js";
import { SchemaReach } from "../schema-reach.js";

/**
 * Which schema nodes are, or have below them, an embedded resource. objectmeta.Coerce and objectmeta.Validate
 * only act at embedded resources, so a value below a node without any has nothing for them: the walks skip it
 * instead of visiting every field of every object. `facts`: shared with the other walks' reaches of the same
 * schemas (a catalog's); by default this instance's own. See {@link SchemaReach} for the lifetime of an instance.
 */
export class EmbeddedResources extends SchemaReach {
  constructor(facts: SchemaFacts = new SchemaFacts()) {
    super(SchemaTarget.embeddedResource, facts);
  }
}

/**
 * Which nodes the CEL walk must visit. Not a port of Go: upstream's walk creates a CEL context for every
 * node of the schema, but only a node with `x-kubernetes-validations` ever reports anything, and creating a
 * context has no effect of its own (the cost context's cardinality and the type context are read only by
 * the node's own rules). Most of a real CRD has no rules: over the corpus, walking only towards the nodes
 * with rules spares allocating a path, two contexts and a sorted key list for each of the other nodes.
 */
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { additionalPropertiesSchema } from "../node.js";

/**
 * The nodes of `root`'s tree, along the CEL walk's edges (additionalProperties, properties, items in schema
 * form), that have rules themselves or somewhere below them. One pass, allocating only the answer.
 */
export function nodesLeadingToRules(root: JSONSchemaProps): ReadonlySet<JSONSchemaProps> {
  const found = new Set<JSONSchemaProps>();
  visit(root, found);
  return found;
}

function visit(node: JSONSchemaProps, found: Set<JSONSchemaProps>): boolean {
  const rules = node["x-kubernetes-validations"];
  let leads = rules != null && rules.length > 0;
  const values = additionalPropertiesSchema(node);
  if (values !== undefined && visit(values, found)) leads = true;
  const properties = node.properties;
  if (properties != null) {
    for (const key of Object.keys(properties)) {
      const child = properties[key];
      if (child != null && visit(child, found)) leads = true;
    }
  }
  const items = node.items;
  if (items != null && !Array.isArray(items) && visit(items, found)) leads = true;
  if (leads) found.add(node);
  return leads;
}

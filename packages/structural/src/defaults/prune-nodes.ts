import type { JSONSchemaProps } from "../model/schema-types.js";
import { isJsonObject } from "../model/json-value.js";
import { isDroppedNull } from "./apply-defaults.js";
import { defaultedPropertiesOf } from "./defaulted-nodes.js";
import type { SchemaProperty } from "./schema-reach.js";
import { isEmbeddedResource, itemsSchema, preservesUnknownFields } from "../schema/node.js";

/**
 * A schema node as the in-place pruning walk reads it: its extensions read once, and the nodes of its fields and
 * items linked from it, so that the walk goes from a value's node to its fields' without reading the schema's
 * keywords again for every value (most of pruning's time was those reads, on schema objects of many shapes).
 * Built when a value first reaches the node, and held by its parent node only (see {@link PruneNodes}).
 */
export class PruneNode {
  /** The schema node; undefined for none (below `additionalProperties: true` or `false`, or a root without). */
  readonly schema: JSONSchemaProps | undefined;
  readonly preservesUnknown: boolean;
  readonly embedded: boolean;
  /** A null under this node is removed: not nullable, and no default. */
  readonly dropsNull: boolean;
  readonly #nodes: PruneNodes;
  // Declared properties by name: the schema until a value first reaches the property, then its node.
  #declared: Map<string, JSONSchemaProps | PruneNode> | undefined;
  // The node of keys that are no declared property: undefined until asked, null when such keys are unknown.
  #additional: PruneNode | null | undefined;
  #items: PruneNode | undefined;
  #defaulted: readonly SchemaProperty[] | undefined;

  constructor(schema: JSONSchemaProps | undefined, nodes: PruneNodes) {
    this.schema = schema;
    this.preservesUnknown = schema !== undefined && preservesUnknownFields(schema);
    this.embedded = isEmbeddedResource(schema);
    this.dropsNull = isDroppedNull(schema);
    this.#nodes = nodes;
  }

  /** The node of a key of an object value: its property's, else additionalProperties'; null for an unknown key. */
  field(key: string): PruneNode | null {
    this.#declared ??= declaredProperties(this.schema);
    const declared = this.#declared.get(key);
    if (declared === undefined) {
      if (this.#additional === undefined) this.#additional = additionalNode(this.schema, this.#nodes);
      return this.#additional;
    }
    if (declared instanceof PruneNode) return declared;
    const node = this.#nodes.below(declared);
    this.#declared.set(key, node);
    return node;
  }

  /**
   * The properties with a default, for a walk that defaults as it prunes: read once per node, where looking the
   * node up in the defaulting's own tables cost a lookup per object value.
   */
  defaultedProperties(): readonly SchemaProperty[] {
    this.#defaulted ??= this.schema === undefined ? [] : defaultedPropertiesOf(this.schema);
    return this.#defaulted;
  }

  /** The node of the items of a list value. */
  items(): PruneNode {
    this.#items ??= this.#nodes.below(itemsSchema(this.schema));
    return this.#items;
  }
}

/**
 * The {@link PruneNode}s of schemas, for as long as the owner keeps this object: a catalog for its schemas, which
 * nobody edits (a node is a snapshot), or one pruning call. Root nodes are found by their schema; a node below
 * one is reached through its parent's links alone: a map of every node by its schema object (tens of thousands
 * in a run over many CRDs) cost about a tenth of a first pruning pass. A schema object that two places share (a
 * YAML alias) gets a node at each, alike; nodes are built only where values go, so never more than values.
 */
export class PruneNodes {
  readonly #roots = new Map<unknown, PruneNode>();
  readonly #none = new PruneNode(undefined, this);

  /** The node of a root `schema`, the same for every call; the one node of no schema for undefined. */
  of(schema: JSONSchemaProps | undefined): PruneNode {
    if (schema === undefined) return this.#none;
    let node = this.#roots.get(schema);
    if (node === undefined) {
      node = new PruneNode(schema, this);
      this.#roots.set(schema, node);
    }
    return node;
  }

  /** A new node of `schema` below another node, which keeps it; the one node of no schema for undefined. */
  below(schema: JSONSchemaProps | undefined): PruneNode {
    return schema === undefined ? this.#none : new PruneNode(schema, this);
  }
}

const noProperties: ReadonlyMap<string, JSONSchemaProps> = new Map();

// The properties whose schema is an object, as the copying walk (prune.ts) reads them.
function declaredProperties(schema: JSONSchemaProps | undefined): Map<string, JSONSchemaProps | PruneNode> {
  const properties = schema?.properties;
  if (!isJsonObject(properties)) return noProperties as Map<string, JSONSchemaProps>;
  const declared = new Map<string, JSONSchemaProps | PruneNode>();
  for (const key of Object.keys(properties)) {
    const property = properties[key];
    if (isJsonObject(property)) declared.set(key, property);
  }
  return declared;
}

// additionalProperties: a schema's node; true or false, the node of no schema (the key is known); else null.
function additionalNode(schema: JSONSchemaProps | undefined, nodes: PruneNodes): PruneNode | null {
  const additional = schema?.additionalProperties;
  if (isJsonObject(additional)) return nodes.below(additional);
  return additional === true || additional === false ? nodes.below(undefined) : null;
}

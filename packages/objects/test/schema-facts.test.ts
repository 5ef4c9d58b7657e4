import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { DefaultedNodes, EmbeddedResources, SchemaFacts } from "@crdgen/structural";
import { ListTypeNodes } from "../src/index.js";
import { hasRules } from "../src/store.js";
import { corpusCrds } from "./support/corpus.js";

// The defaulting, ObjectMeta and list-type walks read which nodes reach their targets from one SchemaFacts walk
// of each node (a catalog shares it between them); each used to walk the schema with a memo of its own. A
// differential test against those walks, kept here as the oracle, on generated schemas (malformed parts, shared
// nodes, asked in any order) and on every node of the corpus schemas. hasRules, rewritten without gathering
// each node's children into lists, is checked against its old form the same way.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// The old SchemaReach with its accessors (structural-view.ts, schema/node.ts), as they were.
class OracleReach {
  readonly #reaches = new Map<unknown, boolean>();
  constructor(private readonly isTarget: (schema: JSONSchemaProps) => boolean) {}

  reaches(schema: JSONSchemaProps | undefined): boolean {
    if (schema === undefined) return false;
    let known = this.#reaches.get(schema);
    if (known === undefined) {
      known = this.isTarget(schema) || this.#below(schema);
      this.#reaches.set(schema, known);
    }
    return known;
  }

  #below(schema: JSONSchemaProps): boolean {
    const items = schema.items;
    if (this.reaches(items == null || Array.isArray(items) ? undefined : items)) return true;
    const additional = schema.additionalProperties;
    if (this.reaches(isObject(additional) ? additional : undefined)) return true;
    const properties = schema.properties;
    if (!isObject(properties)) return false;
    return Object.keys(properties).some((key) => {
      const sub = Object.hasOwn(properties, key) ? properties[key] : undefined;
      return this.reaches(isObject(sub) ? sub : undefined);
    });
  }
}

// The old ListTypeNodes.leadToLists.
class OracleLists {
  readonly #leads = new Map<JSONSchemaProps, boolean>();

  leadToLists(schema: JSONSchemaProps): boolean {
    let known = this.#leads.get(schema);
    if (known === undefined) {
      const listType = schema["x-kubernetes-list-type"];
      known = listType === "set" || listType === "map" || this.#below(schema);
      this.#leads.set(schema, known);
    }
    return known;
  }

  #below(schema: JSONSchemaProps): boolean {
    if (isObject(schema.items) && this.leadToLists(schema.items)) return true;
    const additional = schema.additionalProperties;
    if (isObject(additional) && this.leadToLists(additional)) return true;
    const properties = isObject(schema.properties) ? schema.properties : {};
    return Object.values(properties).some((property) => isObject(property) && this.leadToLists(property));
  }
}

// The old hasRules of store.ts.
function oracleHasRules(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const rules = schema["x-kubernetes-validations"];
  if (Array.isArray(rules) && rules.length > 0) return true;
  const below: unknown[] = [
    ...Object.values(isObject(schema.properties) ? schema.properties : {}),
    schema.items,
    schema.additionalProperties,
    schema.not,
    ...[schema.allOf, schema.anyOf, schema.oneOf].flatMap((list): unknown[] =>
      Array.isArray(list) ? list : [],
    ),
  ];
  return below.some(oracleHasRules);
}

const oracleHasDefault = (schema: JSONSchemaProps): boolean => (schema.default ?? undefined) !== undefined;
const oracleIsEmbedded = (schema: JSONSchemaProps): boolean =>
  schema["x-kubernetes-embedded-resource"] === true;

// Every object reachable through any keyword a schema may nest in, whether or not the walks go there: what a
// caller may ask about.
function everyNode(schema: unknown): JSONSchemaProps[] {
  const found = new Set<JSONSchemaProps>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    if (!isObject(value) || found.has(value)) return;
    found.add(value);
    for (const below of Object.values(value)) visit(below);
  };
  visit(schema);
  return [...found];
}

// What the four answers are for each node, asked in `order`: with one SchemaFacts shared by the three walks'
// classes (as a catalog has it), and with the oracles.
function answers(nodes: readonly JSONSchemaProps[], order: readonly number[]) {
  const facts = new SchemaFacts();
  const defaulted = new DefaultedNodes(facts);
  const embedded = new EmbeddedResources(facts);
  const lists = new ListTypeNodes(facts);
  const oracleDefaulted = new OracleReach(oracleHasDefault);
  const oracleEmbedded = new OracleReach(oracleIsEmbedded);
  const oracleLists = new OracleLists();
  const actual: string[] = [];
  const expected: string[] = [];
  for (const i of order) {
    const node = nodes[i] as JSONSchemaProps;
    actual[i] = [
      defaulted.reaches(node),
      embedded.reaches(node),
      lists.leadToLists(node),
      hasRules(node),
    ].join();
    expected[i] = [
      oracleDefaulted.reaches(node),
      oracleEmbedded.reaches(node),
      oracleLists.leadToLists(node),
      oracleHasRules(node),
    ].join();
  }
  return { actual, expected };
}

// Values that are no schema object, where the walks may meet them in malformed input.
const malformed = fc.constantFrom<unknown>(undefined, null, true, false, "x", 0, []);

const { schema } = fc.letrec<{ schema: Record<string, unknown> }>((tie) => {
  const below = fc.oneof({ maxDepth: 4, depthIdentifier: "schema" }, malformed, tie("schema"));
  return {
    schema: fc.record(
      {
        default: fc.constantFrom<unknown>(undefined, null, "d", 0, false, {}),
        "x-kubernetes-embedded-resource": fc.constantFrom<unknown>(undefined, true, false, "true"),
        "x-kubernetes-list-type": fc.constantFrom<unknown>(undefined, "set", "map", "atomic", "Set"),
        "x-kubernetes-validations": fc.constantFrom<unknown>(undefined, [], [{ rule: "true" }], "rule"),
        properties: fc.oneof(malformed, fc.dictionary(fc.constantFrom("a", "b", "c"), below, { maxKeys: 3 })),
        items: fc.oneof(below, fc.array(below, { maxLength: 2 })),
        additionalProperties: below,
        allOf: fc.oneof(malformed, fc.array(below, { maxLength: 2 })),
        anyOf: fc.oneof(malformed, fc.array(below, { maxLength: 2 })),
        not: below,
      },
      { requiredKeys: [] },
    ),
  };
});

// A schema whose parts share nodes (as a YAML alias makes), each place with its own answer to find once.
const sharing = fc.tuple(schema, schema).map(([a, b]) => ({
  properties: { a, b, again: a },
  items: b,
  additionalProperties: { properties: { deep: a } },
}));

describe("SchemaFacts", () => {
  it("answers for every node, in any order of asking, what each walk's own reach did", () => {
    fc.assert(
      fc.property(
        fc.oneof(schema, sharing).chain((root) => {
          const nodes = everyNode(root);
          const indices = nodes.map((_, i) => i);
          return fc.tuple(fc.constant(nodes), fc.shuffledSubarray(indices, { minLength: indices.length }));
        }),
        ([nodes, order]) => {
          const { actual, expected } = answers(nodes, order);
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("answers for every node of the corpus schemas what each walk's own reach did, roots first or leaves first", () => {
    const nodes = everyNode(
      corpusCrds().flatMap(({ crd }) => (crd.spec?.versions ?? []).map((v) => v.schema?.openAPIV3Schema)),
    );
    const rootsFirst = nodes.map((_, i) => i);
    const leavesFirst = [...rootsFirst].reverse();
    for (const order of [rootsFirst, leavesFirst]) {
      const { actual, expected } = answers(nodes, order);
      expect(actual).toEqual(expected);
      // The corpus has nodes of each kind for the answers to tell apart.
      expect(new Set(actual).size).toBeGreaterThan(4);
    }
  });
});

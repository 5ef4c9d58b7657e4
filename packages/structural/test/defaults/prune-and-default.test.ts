import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDefaults,
  DefaultedNodes,
  defaultResourceRoot,
  pruneAndDefaultInPlace,
  pruneUnknownFieldsAndNullsInPlace,
  PruneNodes,
  SchemaFacts,
  SchemaTarget,
} from "../../src/defaults/index.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import type { Draw } from "../support/decode-arbitrary.js";
import { resourceValue, schemaFor, seededDraw } from "../support/decode-arbitrary.js";

// pruneAndDefaultInPlace (with defaultResourceRoot after it) is pruning and then defaulting in one walk: a
// differential test against the two walks (pruneUnknownFieldsAndNullsInPlace, then applyDefaults) on generated
// values and schemas with defaults, nulls, nullable nodes, additionalProperties, preserved unknown fields and
// defaults whose values have defaults of their own. The walk is for schemas without embedded resources (the
// server coerces their ObjectMeta between the two passes), so those are left out.

function twoWalks(input: unknown, schema: JSONSchemaProps, nodes: PruneNodes, defaulted: DefaultedNodes) {
  const value = structuredClone(input);
  const pruned = pruneUnknownFieldsAndNullsInPlace(value, schema, nodes);
  applyDefaults(value, schema, defaulted);
  return { value, unknownFields: pruned.unknownFields };
}

function oneWalk(input: unknown, schema: JSONSchemaProps, nodes: PruneNodes, defaulted: DefaultedNodes) {
  const value = structuredClone(input) as Record<string, unknown>;
  const pruned = pruneAndDefaultInPlace(value, schema, nodes, defaulted);
  expect(pruned.value).toBe(value);
  defaultResourceRoot(value, schema, defaulted);
  return { value, unknownFields: pruned.unknownFields };
}

// Object defaults with defaults below them, and list items and additional values defaulted when null, added to
// a generated schema here and there.
function withDeeperDefaults(schema: JSONSchemaProps, draw: Draw, depth = 0): JSONSchemaProps {
  if (depth > 8) return schema;
  const out: JSONSchemaProps = { ...schema };
  if (out.properties != null) {
    const properties: Record<string, JSONSchemaProps> = {};
    for (const [key, property] of Object.entries(out.properties)) {
      properties[key] = withDeeperDefaults(property, draw, depth + 1);
    }
    if (draw() < 0.3) {
      properties.y = {
        type: "object",
        default: draw() < 0.5 ? {} : { m: null, k: 1 },
        properties: { n: { default: 5 }, m: { type: "string", default: "q" }, k: { type: "integer" } },
      };
    }
    out.properties = properties;
  }
  if (typeof out.items === "object" && out.items !== null && !Array.isArray(out.items)) {
    out.items = withDeeperDefaults(out.items, draw, depth + 1);
    if (draw() < 0.3) out.items = { ...out.items, default: { a: null }, properties: { a: { default: 2 } } };
  }
  if (typeof out.additionalProperties === "object" && out.additionalProperties !== null) {
    out.additionalProperties = withDeeperDefaults(out.additionalProperties, draw, depth + 1);
    if (draw() < 0.3) out.additionalProperties = { ...out.additionalProperties, default: "v" };
  }
  return out;
}

const embeddedBelow = (schema: JSONSchemaProps) =>
  (new SchemaFacts().reach(schema) & SchemaTarget.embeddedResource) !== 0;

describe("pruneAndDefaultInPlace", () => {
  it("gives what pruning and then defaulting give: values, key order and unknown fields", () => {
    let defaultedSomething = 0;
    fc.assert(
      fc.property(resourceValue, fc.nat(), (input, seed) => {
        const draw = seededDraw(seed);
        const schema = withDeeperDefaults(schemaFor(input, draw), draw);
        fc.pre(!embeddedBelow(schema));
        const expected = twoWalks(input, schema, new PruneNodes(), new DefaultedNodes());
        const found = oneWalk(input, schema, new PruneNodes(), new DefaultedNodes());
        expect(JSON.stringify(found.value)).toBe(JSON.stringify(expected.value));
        expect(found.value).toEqual(expected.value);
        expect(found.unknownFields).toEqual(expected.unknownFields);
        const prunedOnly = structuredClone(input);
        pruneUnknownFieldsAndNullsInPlace(prunedOnly, schema);
        if (JSON.stringify(prunedOnly) !== JSON.stringify(expected.value)) defaultedSomething++;
      }),
      { numRuns: 3000, seed: 5 },
    );
    // The generated cases default values, not only prune them.
    expect(defaultedSomething).toBeGreaterThan(500);
  });

  it("gives the two walks' result with nodes kept across values of a schema, as a catalog keeps them", () => {
    fc.assert(
      fc.property(resourceValue, resourceValue, fc.nat(), (first, second, seed) => {
        const draw = seededDraw(seed);
        const schema = withDeeperDefaults(schemaFor(first, draw), draw);
        fc.pre(!embeddedBelow(schema));
        const facts = new SchemaFacts();
        const nodes = new PruneNodes();
        const defaulted = new DefaultedNodes(facts);
        for (const input of [first, second, first]) {
          const expected = twoWalks(input, schema, new PruneNodes(), new DefaultedNodes());
          const found = oneWalk(input, schema, nodes, defaulted);
          expect(JSON.stringify(found.value)).toBe(JSON.stringify(expected.value));
          expect(found.unknownFields).toEqual(expected.unknownFields);
        }
      }),
      { numRuns: 1000, seed: 6 },
    );
  });

  it("defaults below the root as it prunes, and leaves the root's own defaults and metadata to defaultResourceRoot", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        metadata: { type: "object", properties: { labels: { type: "object", default: { a: "b" } } } },
        top: { type: "string", default: "t" },
        spec: {
          type: "object",
          properties: {
            kept: { type: "string", default: "k" },
            list: { type: "array", items: { type: "object", default: { x: 1 }, properties: { x: {} } } },
            nested: { type: "object", default: {}, properties: { deep: { type: "integer", default: 3 } } },
          },
        },
      },
    };
    const value: Record<string, unknown> = {
      metadata: { name: "n" },
      spec: { kept: null, list: [null, { x: 2, y: 3 }], unknown: 1 },
    };
    const pruned = pruneAndDefaultInPlace(value, schema, new PruneNodes(), new DefaultedNodes());
    expect(pruned.unknownFields).toEqual(["spec.list[1].y", "spec.unknown"]);
    expect(value).toEqual({
      metadata: { name: "n" },
      spec: { kept: "k", list: [{ x: 1 }, { x: 2 }], nested: { deep: 3 } },
    });
    defaultResourceRoot(value, schema, new DefaultedNodes());
    expect(JSON.stringify(value)).toBe(
      JSON.stringify({
        metadata: { name: "n", labels: { a: "b" } },
        spec: { kept: "k", list: [{ x: 1 }, { x: 2 }], nested: { deep: 3 } },
        top: "t",
      }),
    );
  });
});

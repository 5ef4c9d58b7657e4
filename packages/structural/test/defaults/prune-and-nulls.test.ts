import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  pruneNonNullableNulls,
  pruneUnknownFields,
  pruneUnknownFieldsAndNulls,
  pruneUnknownFieldsAndNullsInPlace,
  PruneNodes,
} from "../../src/defaults/index.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { resourceValue, schemaFor, seededDraw } from "../support/decode-arbitrary.js";

// pruneUnknownFieldsAndNulls is the decoder's two passes in one walk: a differential test against the two passes
// (pruneUnknownFields, then pruneNonNullableNulls on its copy) on generated values and schemas that describe them
// in part, with the extensions and keywords either pass reads.

function twoPasses(input: unknown, schema: JSONSchemaProps | undefined) {
  const pruned = pruneUnknownFields(input, schema, true);
  pruneNonNullableNulls(pruned.value, schema ?? {});
  return pruned;
}

describe("pruneUnknownFieldsAndNulls", () => {
  it("gives what pruning then removing non-nullable nulls gives: values, key order and unknown fields", () => {
    fc.assert(
      fc.property(resourceValue, fc.nat(), fc.boolean(), (input, seed, withSchema) => {
        const schema = withSchema ? schemaFor(input, seededDraw(seed)) : undefined;
        const before = JSON.stringify(input);
        const expected = twoPasses(input, schema);
        const merged = pruneUnknownFieldsAndNulls(input, schema);
        expect(JSON.stringify(input)).toBe(before);
        expect(JSON.stringify(merged.value)).toBe(JSON.stringify(expected.value));
        expect(merged.value).toEqual(expected.value);
        expect(merged.unknownFields).toEqual(expected.unknownFields);
      }),
      { numRuns: 2000 },
    );
  });

  it("drops a non-nullable null without default, keeps nullable and defaulted ones, below kept-whole fields too", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: {
            gone: { type: "string" },
            nullable: { type: "string", nullable: true },
            defaulted: { type: "string", default: "x" },
          },
        },
        metadata: { type: "object", properties: { labels: { type: "object" } } },
      },
    };
    const input = {
      metadata: { labels: null, other: null },
      spec: { gone: null, nullable: null, defaulted: null, unknown: null },
    };
    const merged = pruneUnknownFieldsAndNulls(input, schema);
    expect(merged.value).toEqual({
      metadata: { other: null },
      spec: { nullable: null, defaulted: null },
    });
    expect(merged.unknownFields).toEqual(["spec.unknown"]);
    expect(merged.value).toEqual(twoPasses(input, schema).value);
  });
});

// The in-place walk is told apart from the copying one only by whose objects it returns: a differential test
// against the copying walk on the same generated values and schemas.
describe("pruneUnknownFieldsAndNullsInPlace", () => {
  it("leaves in the value itself what the copying walk copies: values, key order and unknown fields", () => {
    fc.assert(
      fc.property(resourceValue, fc.nat(), fc.boolean(), (input, seed, withSchema) => {
        const schema = withSchema ? schemaFor(input, seededDraw(seed)) : undefined;
        const expected = pruneUnknownFieldsAndNulls(input, schema);
        const owned = structuredClone(input);
        const inPlace = pruneUnknownFieldsAndNullsInPlace(owned, schema);
        expect(inPlace.value).toBe(owned);
        expect(JSON.stringify(owned)).toBe(JSON.stringify(expected.value));
        expect(owned).toEqual(expected.value);
        expect(inPlace.unknownFields).toEqual(expected.unknownFields);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the copying walk's result with pruning nodes kept across values of a schema, as a catalog keeps them", () => {
    fc.assert(
      fc.property(resourceValue, resourceValue, fc.nat(), fc.boolean(), (first, second, seed, withSchema) => {
        const schema = withSchema ? schemaFor(first, seededDraw(seed)) : undefined;
        const nodes = new PruneNodes();
        // The first value's walk builds the nodes; the second value's and the first's again read them.
        for (const input of [first, second, first]) {
          const expected = pruneUnknownFieldsAndNulls(input, schema);
          const owned = structuredClone(input);
          const inPlace = pruneUnknownFieldsAndNullsInPlace(owned, schema, nodes);
          expect(JSON.stringify(owned)).toBe(JSON.stringify(expected.value));
          expect(owned).toEqual(expected.value);
          expect(inPlace.unknownFields).toEqual(expected.unknownFields);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the copying walk's result where places share one schema object (a YAML alias), nodes kept", () => {
    fc.assert(
      fc.property(resourceValue, resourceValue, resourceValue, fc.nat(), (first, second, third, seed) => {
        // One schema object at two properties and as the items of a third: each place gets its own pruning node.
        const shared = schemaFor(first, seededDraw(seed));
        const schema: JSONSchemaProps = {
          type: "object",
          properties: { a: shared, b: shared, c: { type: "array", items: shared } },
        };
        const nodes = new PruneNodes();
        // The values share nothing, as an owned value must not (each place is pruned by its own walk).
        const copy = structuredClone;
        for (const input of [
          { a: copy(first), b: copy(second), c: [copy(third), copy(first)] },
          { a: copy(second), b: copy(first), c: [copy(first)] },
        ]) {
          const expected = pruneUnknownFieldsAndNulls(input, schema);
          const owned = structuredClone(input);
          const inPlace = pruneUnknownFieldsAndNullsInPlace(owned, schema, nodes);
          expect(JSON.stringify(owned)).toBe(JSON.stringify(expected.value));
          expect(inPlace.unknownFields).toEqual(expected.unknownFields);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("deletes unknown fields and dropped nulls from the objects it was given, below kept-whole fields too", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: {
            items: { type: "array", items: { type: "object", properties: { a: { type: "string" } } } },
          },
        },
        metadata: { type: "object", properties: { labels: { type: "object" } } },
      },
    };
    const item = { a: "x", b: "y", c: null };
    const input = { metadata: { labels: null, other: null }, spec: { items: [item], unknown: 1 } };
    const pruned = pruneUnknownFieldsAndNullsInPlace(input, schema);
    expect(pruned.value).toBe(input);
    expect(input.spec.items[0]).toBe(item);
    expect(input).toEqual({ metadata: { other: null }, spec: { items: [{ a: "x" }] } });
    expect(pruned.unknownFields).toEqual(["spec.items[0].b", "spec.items[0].c", "spec.unknown"]);
  });
});

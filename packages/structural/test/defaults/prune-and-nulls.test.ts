import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  pruneNonNullableNulls,
  pruneUnknownFields,
  pruneUnknownFieldsAndNulls,
} from "../../src/defaults/index.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

// pruneUnknownFieldsAndNulls is the decoder's two passes in one walk: a differential test against the two passes
// (pruneUnknownFields, then pruneNonNullableNulls on its copy) on generated values and schemas that describe them
// in part, with the extensions and keywords either pass reads.

type Draw = () => number;

// A schema for `value`: some object keys left out (pruned), some nodes nullable, defaulted (a null default
// counts as none), embedded resources, preserving unknown fields, or with additionalProperties (a schema,
// true or false) in place of properties.
function schemaFor(value: unknown, draw: Draw, depth = 0): JSONSchemaProps {
  const node: JSONSchemaProps = {};
  if (draw() < 0.3) node.nullable = true;
  const dflt = draw();
  if (dflt < 0.1) node.default = "d";
  else if (dflt < 0.15) node.default = null;
  if (Array.isArray(value)) {
    return { ...node, type: "array", items: schemaFor(value[0] ?? null, draw, depth + 1) };
  }
  if (value === null || typeof value !== "object" || depth > 6) return node;
  const entries: [string, unknown][] = Object.entries(value);
  const shape = draw();
  if (shape < 0.15) {
    const first = entries[0]?.[1] ?? null;
    return { ...node, type: "object", additionalProperties: schemaFor(first, draw, depth + 1) };
  }
  if (shape < 0.2) return { ...node, type: "object", additionalProperties: draw() < 0.5 };
  const properties: Record<string, JSONSchemaProps> = {};
  for (const [key, item] of entries) {
    if (draw() < 0.7) properties[key] = schemaFor(item, draw, depth + 1);
  }
  const object: JSONSchemaProps = { ...node, type: "object", properties };
  if (draw() < 0.2) object["x-kubernetes-preserve-unknown-fields"] = true;
  if (draw() < 0.15) object["x-kubernetes-embedded-resource"] = true;
  return object;
}

// Objects whose keys include the embedded-resource fields and nulls, the values both passes single out.
const keys = fc.constantFrom("a", "b", "c", "apiVersion", "kind", "metadata", "__proto__");
const leaf = fc.oneof(fc.constant(null), fc.constant(null), fc.integer(), fc.string({ maxLength: 3 }));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(keys, tie("value"), { maxKeys: 5 }),
  ),
}));
const root = fc.dictionary(keys, value, { maxKeys: 6 });

// Uniform draws in [0, 1) from a seed (mulberry32): fast-check's own numbers lean to their bounds, which would
// make nearly every node nullable and defaulted.
function seededDraw(seed: number): Draw {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function twoPasses(input: unknown, schema: JSONSchemaProps | undefined) {
  const pruned = pruneUnknownFields(input, schema, true);
  pruneNonNullableNulls(pruned.value, schema ?? {});
  return pruned;
}

describe("pruneUnknownFieldsAndNulls", () => {
  it("gives what pruning then removing non-nullable nulls gives: values, key order and unknown fields", () => {
    fc.assert(
      fc.property(root, fc.nat(), fc.boolean(), (input, seed, withSchema) => {
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

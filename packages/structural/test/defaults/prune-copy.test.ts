import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pruneUnknownFields } from "../../src/defaults/index.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

// A schema that describes `value` with some of its object keys left out (those get pruned), and some nodes
// preserving unknown fields; `keep` decides per key, in the order the walk asks.
function schemaFor(value: unknown, keep: () => number): JSONSchemaProps {
  if (Array.isArray(value)) return { type: "array", items: schemaFor(value[0] ?? null, keep) };
  if (value !== null && typeof value === "object") {
    const properties: Record<string, JSONSchemaProps> = {};
    for (const [key, item] of Object.entries(value)) {
      if (keep() < 0.7) properties[key] = schemaFor(item, keep);
    }
    return keep() < 0.2
      ? { type: "object", properties, "x-kubernetes-preserve-unknown-fields": true }
      : { type: "object", properties };
  }
  return {};
}

// The keys of every object reached by the same path in both values, `pruned` first.
function keyPairs(pruned: unknown, input: unknown): [string[], string[]][] {
  if (Array.isArray(pruned) && Array.isArray(input)) {
    return pruned.flatMap((item: unknown, i) => keyPairs(item, input[i]));
  }
  if (pruned === null || typeof pruned !== "object" || input === null || typeof input !== "object") return [];
  const p = pruned as Record<string, unknown>;
  const o = input as Record<string, unknown>;
  return [[Object.keys(p), Object.keys(o)], ...Object.keys(p).flatMap((key) => keyPairs(p[key], o[key]))];
}

describe("pruneUnknownFields builds its copy in one pass", () => {
  it("keeps the input untouched and its key order, reports each removed field, and is idempotent", () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1 }),
        (value, draws) => {
          let next = 0;
          const schema = schemaFor(value, () => draws[next++ % draws.length] ?? 0);
          const before = JSON.stringify(value);
          const first = pruneUnknownFields(value, schema, false);
          expect(JSON.stringify(value)).toBe(before);
          for (const [kept, all] of keyPairs(first.value, value)) {
            expect(kept).toEqual(all.filter((key) => kept.includes(key)));
          }
          const second = pruneUnknownFields(first.value, schema, false);
          expect(second.value).toEqual(first.value);
          expect(second.unknownFields).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps a __proto__ key as an own field, never as the prototype", () => {
    const value = JSON.parse('{"__proto__": {"a": 1}, "b": {"__proto__": 2}}') as unknown;
    // Parsed, so that `__proto__` is a property name and not the literal's prototype.
    const schema = JSON.parse(
      '{"type": "object", "properties": {"__proto__": {"type": "object", "properties": {"a": {}}}}, "x-kubernetes-preserve-unknown-fields": true}',
    ) as JSONSchemaProps;
    const { value: copy } = pruneUnknownFields(value, schema, false);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"a":1},"b":{"__proto__":2}}');
  });
});

/**
 * Field paths as cel-go's coster builds them with Go's `append` (checker/cost.go costSelect, pushIterKey,
 * pushIterValue): a path with spare capacity is written in place, so a two-variable comprehension over a range
 * whose path has room gives its key variable the value's path. Capacities are runtime/slice.go `nextslicecap`
 * and runtime/msize.go `roundupsize` for 16-byte string headers; the first 32 were observed with a Go program
 * that appends one string at a time, and the demonstration below replays cost.go's own lines.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CelSchema } from "../../src/index.js";
import { GoSlicePath, goAppendCapacity } from "../../src/cost/go-slice-path.js";
import { compileRuleCost } from "./crd-compile.js";

describe("goAppendCapacity (growslice for []string)", () => {
  it("doubles from one element up to 32 (go run: 1:1 2:2 3:4 4:4 5:8 … 17:32 … 32:32)", () => {
    const caps: number[] = [];
    let cap = 0;
    for (let len = 1; len <= 32; len++) {
      if (len > cap) cap = goAppendCapacity(cap, len);
      caps.push(cap);
    }
    const expected = [1, 2, 4, 4, 8, 8, 8, 8, ...Array<number>(8).fill(16), ...Array<number>(16).fill(32)];
    expect(caps).toEqual(expected);
  });
  it("adds the malloc header above 512 bytes: 64 strings round up to the 1152-byte class, 71 usable", () => {
    expect(goAppendCapacity(32, 33)).toBe(71);
  });
  it("grows by about a quarter from 256 elements on", () => {
    // nextslicecap: 256 + (256 + 768) / 4 = 512 strings, 8192 bytes plus the header, a 9472-byte class.
    expect(goAppendCapacity(256, 257)).toBe(591);
  });
});

describe("GoSlicePath", () => {
  it("replays cost.go: self.spec.labels then pushIterKey and pushIterValue share the fourth slot", () => {
    const labels = GoSlicePath.append(GoSlicePath.append(GoSlicePath.of("self"), "spec"), "labels");
    const key = GoSlicePath.append(labels, "@keys");
    const value = GoSlicePath.append(labels, "@values");
    // go run prints: 3 4 [self spec labels @values] [self spec labels @values]
    expect(key.toArray()).toEqual(["self", "spec", "labels", "@values"]);
    expect(value.toArray()).toEqual(["self", "spec", "labels", "@values"]);
    expect(labels.toArray()).toEqual(["self", "spec", "labels"]);
  });
  it("copies when the path is full, so self.spec's two appends stay apart", () => {
    const spec = GoSlicePath.append(GoSlicePath.of("self"), "spec");
    const key = GoSlicePath.append(spec, "@keys");
    GoSlicePath.append(spec, "@values");
    expect(key.toArray()).toEqual(["self", "spec", "@keys"]);
  });
  it("starts a fresh one-element slice when appending to nil", () => {
    const first = GoSlicePath.append(undefined, "@items");
    GoSlicePath.append(undefined, "@values");
    expect(first.toArray()).toEqual(["@items"]);
  });
});

/** Objects nested `depth` levels below the rule's node, the last property holding `leaf`. */
function nested(depth: number, leaf: CelSchema): CelSchema {
  let schema = leaf;
  for (let i = depth - 1; i >= 0; i--) schema = { type: "object", properties: { [`f${i}`]: schema } };
  return schema;
}

/** Whether the range path of `length` elements has spare capacity when built one select at a time. */
function hasRoom(length: number): boolean {
  let cap = 0;
  for (let len = 1; len <= length; len++) if (len > cap) cap = goAppendCapacity(cap, len);
  return cap > length;
}

describe("two-variable comprehensions over a path with room (the key variable sized as the value)", () => {
  const labels: CelSchema = {
    type: "object",
    properties: {
      spec: {
        type: "object",
        properties: {
          labels: {
            type: "object",
            maxProperties: 10,
            additionalProperties: { type: "string", maxLength: 63 },
          },
          ints: { type: "array", maxItems: 10, items: { type: "integer" } },
        },
      },
      labels: { type: "object", maxProperties: 10, additionalProperties: { type: "string", maxLength: 63 } },
    },
  };
  it("self.spec.labels.all(k, v, k == 'app'): k has the values' maxLength, == costs 1 per entry", () => {
    // range 3 + accumulator 1 + 10 × (condition 2 + step: accumulator 1, k 1, equality ceil(min(63, 3) × 0.1)).
    expect(compileRuleCost(labels, "self.spec.labels.all(k, v, k == 'app')").maxCost).toBe(54n);
  });
  it("self.spec.labels.all(k, k == 'app'): one variable, keys are sized as keys (0), == costs 0", () => {
    expect(compileRuleCost(labels, "self.spec.labels.all(k, k == 'app')").maxCost).toBe(44n);
  });
  it("self.labels.all(k, v, k == 'app'): a full path is copied, keys are sized as keys", () => {
    expect(compileRuleCost(labels, "self.labels.all(k, v, k == 'app')").maxCost).toBe(43n);
  });
  it("self.spec.ints.all(i, v, i == 0): the index takes the int items' size (0), == costs 0", () => {
    expect(compileRuleCost(labels, "self.spec.ints.all(i, v, i == 0)").maxCost).toBe(44n);
  });

  it("self.spec.labels.all(k, v, k.matches(…)) on unbounded strings: keys sized as values, over the limit", () => {
    const unbounded: CelSchema = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: { labels: { type: "object", additionalProperties: { type: "string" } } },
        },
      },
    };
    // 393215 entries ((3145728 - 2) / (2 + 6)), each: condition 2, accumulator 1, k 1, matches
    // ceil((3145726 + 1) × 0.1) × ceil(8 × 0.25); plus the range 3 and the result 1. Keys sized 0 would give
    // a cost under the per-rule limit; the API server refuses this rule.
    const rule = "self.spec.labels.all(k, v, k.matches('^[a-z]+$'))";
    expect(compileRuleCost(unbounded, rule).maxCost).toBe(3n + 1n + 393215n * (2n + 1n + 1n + 314573n * 2n));
  });
  it("an index after a sibling select on an iteration variable reads the sibling's field (e.m[e.k])", () => {
    const item: CelSchema = {
      type: "object",
      properties: {
        m: { type: "object", maxProperties: 5, additionalProperties: { type: "string", maxLength: 10 } },
        k: { type: "string", maxLength: 5 },
      },
    };
    const schema = nested(3, { type: "array", maxItems: 3, items: item });
    // e's path has five elements and room for eight: e.m and e.k share the sixth slot, so the index's path is
    // self.f0.f1.f2.@items.k.@values, which no schema node answers; the value's size is unknown. matches then
    // costs ceil(float64(2^64) × 0.1) = 1844674407370955264; per item: condition 2, accumulator 1, e.m 2, e.k 2,
    // index 1, matches; times 3 items, plus the range 4 and the result 1.
    const unknownSize = compileRuleCost(schema, "self.f0.f1.f2.all(e, e.m[e.k].matches('a'))").maxCost;
    expect(unknownSize).toBe(5n + 3n * (2n + 1n + 2n + 2n + 1n + 1844674407370955264n));
    // With a literal key nothing is appended after e.m: the value's maxLength (10 × 4 bytes) applies, matches
    // costs ceil(41 × 0.1) × ceil(1 × 0.25) = 5; per item 2 + 1 + e.m 2 + index 1 + 5.
    expect(compileRuleCost(schema, "self.f0.f1.f2.all(e, e.m['x'].matches('a'))").maxCost).toBe(
      5n + 3n * (2n + 1n + 2n + 1n + 5n),
    );
  });

  it("matches a model of the estimate for any depth, bounds and literal", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 200 }),
        // ASCII, so that the literal's size (code points) is its length.
        fc.string({ unit: "grapheme-ascii", maxLength: 30 }),
        fc.boolean(),
        (depth, maxProperties, maxLength, literal, twoVariables) => {
          const map: CelSchema = {
            type: "object",
            maxProperties,
            additionalProperties: { type: "string", maxLength },
          };
          const schema = nested(depth + 1, map);
          const path = ["self", ...Array.from({ length: depth + 1 }, (_, i) => `f${i}`)];
          const variables = twoVariables ? "k, v" : "k";
          const rule = `${path.join(".")}.all(${variables}, k == ${JSON.stringify(literal)})`;
          // The key's size: maps' keys have no maxLength (0), unless the value's append overwrote its path.
          const keyMax = twoVariables && hasRoom(path.length) ? maxLength : 0;
          const equality = Math.ceil(Math.min(keyMax, literal.length) * 0.1);
          const perEntry = 2 + 1 + 1 + equality;
          const expected = path.length + 1 + maxProperties * perEntry;
          expect(compileRuleCost(schema, rule).maxCost).toBe(BigInt(expected));
        },
      ),
      { numRuns: 200 },
    );
  });
});

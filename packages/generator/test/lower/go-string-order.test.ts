import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { compareCodePointOrder } from "@crdgen/core";
import { generateInMemory, specSchema, summary, widget } from "../support/memory.js";

// controller-tools pkg/crd/schema.go structToSchema sorts `required` with slices.Sort: Go's string order,
// the UTF-8 bytes (what Buffer.compare does with them).
const utf8Order = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe("required in Go's string order", () => {
  it("agrees with the order of the UTF-8 bytes (fast-check)", () => {
    const char = fc.constantFrom(
      "a",
      "B",
      "_",
      "é",
      "\u3000",
      "\uE000",
      "\uFFFD",
      "\u{1F600}",
      "\u{10000}",
      "\u{1F601}",
    );
    const text = fc.array(char, { maxLength: 4 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(Math.sign(compareCodePointOrder(a, b))).toBe(Math.sign(utf8Order(a, b)));
      }),
      { numRuns: 2000 },
    );
  });

  it("puts a field named with a character above U+FFFF after one with U+FFFD", () => {
    const declarations =
      'export interface Spec {\n  "\u{1F600}": string;\n  "\uFFFD": string;\n  a: string;\n}';
    const result = generateInMemory({ "/app/input.ts": widget("Spec", declarations) });
    expect(summary(result)).toEqual([]);
    expect((specSchema(result) as JSONSchemaProps).required).toEqual(["a", "\uFFFD", "\u{1F600}"]);
  });
});

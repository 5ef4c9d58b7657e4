// The text `crdgen openapi` writes (src/openapi/json.ts): JSON.stringify's layout with two spaces, keys in the order
// Go's encoding/json sorts a map's keys (UTF-8 bytes), and -0 as Go writes a negative zero
// (Go 1.25 encoding/json/encode.go:592, floatEncoder: strconv.AppendFloat keeps the sign).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderOpenApiJson } from "../../src/openapi/json.js";

const utf8Order = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

// An independent model for values JSON.stringify lays out the same way: objects rebuilt with their keys in UTF-8
// order, which JSON.stringify keeps as long as no key is integer-like.
function sortedByBytes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedByBytes);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).sort(([a], [b]) => utf8Order(a, b));
  return Object.fromEntries(entries.map(([key, child]) => [key, sortedByBytes(child)]));
}

const integerLike = /^(0|[1-9][0-9]*)$/;
const keys = fc.string({ unit: "binary", maxLength: 4 }).filter((key) => !integerLike.test(key));
const values = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false, 0, 1.5, -2, 1e21, 1e-7, 0.000001, 9007199254740994),
    fc.string({ unit: "binary", maxLength: 6 }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(keys, tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("renderOpenApiJson", () => {
  it("writes what JSON.stringify writes with keys in UTF-8 order, when there is no -0 or integer-like key", () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(renderOpenApiJson(value)).toBe(`${JSON.stringify(sortedByBytes(value), null, 2)}\n`);
      }),
      { numRuns: 500 },
    );
  });

  it("reads back as the value it writes, negative zeroes included", () => {
    const withZeroes = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.constantFrom(-0, 0, 1, "-0"),
        fc.array(tie("value"), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 3 }), tie("value"), { maxKeys: 3 }),
      ),
    })).value;
    fc.assert(
      fc.property(withZeroes, (value) => {
        expect(JSON.parse(renderOpenApiJson(value))).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it("writes a negative zero as -0 (a `-0.0` default, maximum or enum value)", () => {
    expect(renderOpenApiJson({ default: -0, enum: [0, -0], maximum: -0 })).toBe(
      '{\n  "default": -0,\n  "enum": [\n    0,\n    -0\n  ],\n  "maximum": -0\n}\n',
    );
  });

  it("orders keys as Go does: integer-like keys among the others, U+FFFF before astral characters", () => {
    const text = renderOpenApiJson({ "9": 1, "10": 2, a: 3, "😀": 4, "\uffff": 5 });
    expect(text.match(/^ {2}"[^"]*"/gm)).toEqual(['  "10"', '  "9"', '  "a"', '  "\uffff"', '  "😀"']);
  });

  it("writes toJSON's value, drops undefined members and writes undefined items as null, as JSON.stringify", () => {
    const value = { at: { toJSON: () => "x" }, gone: undefined, list: [undefined, () => 1] };
    expect(renderOpenApiJson(value)).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });
});

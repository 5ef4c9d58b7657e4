/**
 * UnstructuredSchemas keeps what the values of each object schema node read of it (properties, CEL field names,
 * known names) for a caller converting many values of unchanged schemas: the conversion with it gives the values
 * the conversion without it gives, for every value of the same schemas, embedded resources included.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ListValue,
  MapValue,
  ObjectValue,
  UnstructuredSchemas,
  type ValueSchema,
  unstructuredToVal,
} from "../../src/index.js";
import { equals } from "../../src/values/equality.js";

// A CEL value as plain data, objects and maps through their entries (and the names equality knows).
function plain(v: CelValue): unknown {
  if (v instanceof ObjectValue) {
    return {
      fields: [...v.fields].map(([k, x]) => [k, plain(x)]),
      known: [...(v.unstructured?.known ?? [])],
    };
  }
  if (v instanceof MapValue) return [...v.entries()].map(([k, x]) => [plain(k), plain(x)]);
  if (v instanceof ListValue) return v.elements.map(plain);
  return v;
}

const leaf: ValueSchema = { type: "string" };
const item: ValueSchema = { type: "object", properties: { "a-b": leaf, in: { type: "integer" }, x: leaf } };
const schema: ValueSchema = {
  type: "object",
  properties: {
    list: { type: "array", items: item },
    map: { type: "object", additionalProperties: item },
    child: item,
    resource: {
      type: "object",
      "x-kubernetes-embedded-resource": true,
      properties: { spec: item },
    },
  },
};

const itemValue = fc.record(
  { "a-b": fc.oneof(fc.string(), fc.constant(null)), in: fc.integer(), x: fc.string(), extra: fc.string() },
  { requiredKeys: [] },
);
const value = fc.record(
  {
    list: fc.array(itemValue, { maxLength: 3 }),
    map: fc.dictionary(fc.string({ maxLength: 3 }), itemValue, { maxKeys: 3 }),
    child: itemValue,
    resource: fc.record(
      { kind: fc.constant("K"), apiVersion: fc.constant("v1"), spec: itemValue },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

describe("UnstructuredSchemas", () => {
  it("converts values as the conversion without it does, kept across values", () => {
    const schemas = new UnstructuredSchemas();
    fc.assert(
      fc.property(value, (v) => {
        const fresh = unstructuredToVal(v, schema);
        const kept = unstructuredToVal(v, schema, schemas);
        expect(plain(kept)).toEqual(plain(fresh));
        expect(equals(kept, fresh)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

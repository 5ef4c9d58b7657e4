/**
 * UnstructuredToVal converts an object's fields when they are read, as apiserver's `unstructuredMap` does
 * (pkg/cel/common/valuesunstructured.go): what a rule does not read is not converted, and reading fields in
 * any order gives the values (and size and order) that going through them all gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ListValue,
  MapValue,
  ObjectValue,
  type ValueSchema,
  unstructuredToVal,
} from "../../src/index.js";

// A CEL value as plain data, objects and maps through their entries, to compare two conversions.
function plain(v: CelValue): unknown {
  if (v instanceof ObjectValue) return [...v.fields].map(([k, x]) => [k, plain(x)]);
  if (v instanceof MapValue) return [...v.entries()].map(([k, x]) => [plain(k), plain(x)]);
  if (v instanceof ListValue) return v.elements.map(plain);
  return v;
}

describe("unstructuredToVal converts object fields lazily", () => {
  it("does not look inside a field no one reads", () => {
    let reads = 0;
    const nested = {
      get c(): string {
        reads++;
        return "x";
      },
    };
    const schema: ValueSchema = {
      type: "object",
      properties: {
        a: { type: "integer" },
        b: { type: "object", properties: { c: { type: "string" } } },
      },
    };
    const value = unstructuredToVal({ a: 1, b: nested }, schema);
    if (!(value instanceof ObjectValue)) throw new Error("not an object value");
    expect(value.fields.get("a")).toBe(1n);
    expect(value.fields.size).toBe(2);
    expect(reads).toBe(0);
    const b = value.fields.get("b");
    if (!(b instanceof ObjectValue)) throw new Error("not an object value");
    expect(b.fields.get("c")).toBe("x");
    expect(reads).toBe(1);
  });

  const field = fc.constantFrom<[ValueSchema, fc.Arbitrary<unknown>]>(
    [{ type: "integer" }, fc.oneof(fc.integer(), fc.string(), fc.constant(null))],
    [{ type: "string" }, fc.oneof(fc.string(), fc.boolean(), fc.constant(null))],
    [{ type: "string", format: "duration" }, fc.constantFrom("1s", "2h", "nope")],
    [{ type: "array", items: { type: "boolean" } }, fc.array(fc.oneof(fc.boolean(), fc.integer()))],
    [{ type: "object", additionalProperties: { type: "integer" } }, fc.dictionary(fc.string(), fc.integer())],
  );
  const object = fc
    .array(fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), field), { maxLength: 6 })
    .chain((fields) => {
      const properties: Record<string, ValueSchema> = {};
      const values: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, [schema, arbitrary]] of fields) {
        properties[name] = schema;
        values[name] = arbitrary;
      }
      return fc.tuple(fc.constant<ValueSchema>({ type: "object", properties }), fc.record(values));
    });

  it("reads the same values in any order as going through all fields", () => {
    fc.assert(
      fc.property(object, fc.func(fc.integer()), ([schema, value], order) => {
        const all = unstructuredToVal(value, schema);
        const picked = unstructuredToVal(value, schema);
        if (!(all instanceof ObjectValue) || !(picked instanceof ObjectValue)) throw new Error("not objects");
        const entries: [string, CelValue][] = [...all.fields];
        const present = Object.keys(schema.properties ?? {}).filter(
          (name) => (value as Record<string, unknown>)[name] != null,
        );
        expect(picked.fields.size).toBe(present.length);
        const names = [...picked.fields.keys()];
        const shuffled = [...names].sort((x, y) => order(x) - order(y));
        for (const name of shuffled) {
          const expected = entries.find(([n]) => n === name)?.[1];
          const got = picked.fields.get(name);
          if (expected === undefined || got === undefined) throw new Error(`missing ${name}`);
          expect(plain(got)).toEqual(plain(expected));
        }
        expect(entries.map(([n]) => n)).toEqual(names);
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * An object value of a schema with many properties finds its fields from its own keys (unstructured.ts,
 * presentIndices) instead of reading every property: the fields, their order (the schema's) and their values
 * must be those of reading every property one by one, the conversion as it was first written (the oracle here),
 * names of Object.prototype's members and values without a prototype included; and so must a field read by its
 * name, which finds its property alone.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ObjectValue,
  UnstructuredSchemas,
  type ValueSchema,
  escape,
  unstructuredToVal,
} from "../../src/index.js";

const names = [
  "a",
  "b",
  "c",
  "d",
  "e",
  "f",
  "g",
  "h",
  "i",
  "j",
  "a-b",
  "in",
  "x.y",
  "constructor",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__proto__",
];

// Every property read one by one, in the schema's order: its CEL name and the value a rule reads.
function readOneByOne(value: Record<string, unknown>, schema: ValueSchema): [string, unknown][] {
  const fields: [string, unknown][] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const v = value[name];
    if (v === undefined || v === null) continue;
    fields.push([escape(name) ?? name, plain(unstructuredToVal(v, property))]);
  }
  return fields;
}

function plain(v: CelValue): unknown {
  if (v instanceof ObjectValue) return [...v.fields].map(([k, x]) => [k, plain(x)]);
  return typeof v === "function" ? "function" : v;
}

// Own data properties only, `__proto__` included (as JSON.parse makes them), with or without a prototype.
function record(entries: [string, unknown][], withPrototype: boolean): Record<string, unknown> {
  const target: Record<string, unknown> = withPrototype
    ? {}
    : (Object.create(null) as Record<string, unknown>);
  for (const [k, v] of entries) {
    Object.defineProperty(target, k, { value: v, enumerable: true, writable: true });
  }
  return target;
}

const propertyNames = fc.uniqueArray(fc.constantFrom(...names), { minLength: 0, maxLength: names.length });
const field = fc.tuple(
  fc.constantFrom(...names, "unknown", "other"),
  fc.oneof(fc.string({ maxLength: 3 }), fc.constant(null)),
);

describe("an object value's fields found from its keys", () => {
  it("are the fields, order and values of reading every property (property)", () => {
    fc.assert(
      fc.property(
        propertyNames,
        fc.uniqueArray(field, { selector: ([k]) => k, maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        (declared, entries, withPrototype, shared) => {
          const properties = record(
            declared.map((name) => [name, { type: "string" }]),
            true,
          );
          const schema = { type: "object", properties } as ValueSchema;
          const value = record(entries, withPrototype);
          const schemas = shared ? new UnstructuredSchemas() : undefined;
          const converted = unstructuredToVal(value, schema, schemas);
          expect(converted).toBeInstanceOf(ObjectValue);
          const fields = (converted as ObjectValue).fields;
          // Reading by name, before any listing (a read finds its property alone), then listing.
          const oneByOne = readOneByOne(value, schema);
          const expected = new Map(oneByOne);
          for (const name of [...names, "unknown"]) {
            const celName = escape(name) ?? name;
            expect(fields.has(celName)).toBe(expected.has(celName));
            const v = fields.get(celName);
            expect(v === undefined ? undefined : plain(v)).toEqual(expected.get(celName));
          }
          expect(fields.size).toBe(oneByOne.length);
          expect(plain(converted)).toEqual(oneByOne);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("takes a large schema's fields in its order whatever the value's key order", () => {
    const properties = Object.fromEntries(names.slice(0, 12).map((name) => [name, { type: "string" }]));
    const schema = { type: "object", properties } as ValueSchema;
    const converted = unstructuredToVal({ j: "1", "a-b": "2", a: "3", zz: "4" }, schema) as ObjectValue;
    expect([...converted.fields.keys()]).toEqual(["a", "j", "a__dash__b"]);
  });
});

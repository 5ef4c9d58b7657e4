import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateValue } from "../../src/defaults/index.js";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

// The object validator visits declared properties in Go's byte order of their names, whatever order the value's
// keys come in (it sorts their indices among the schema's names): shuffled keys, short lists and lists longer
// than the insertion sort takes, give the errors of the keys in that order.

const at = FieldPath.root("v");
const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,3}$/);
// Few keys, and more than the insertion sort takes (32), which the built-in sort orders.
const names = fc.oneof(
  fc.uniqueArray(name, { minLength: 1, maxLength: 32 }),
  fc.uniqueArray(name, { minLength: 33, maxLength: 80 }),
);

function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

describe("validateValue of an object's declared properties", () => {
  it("reports them in Go's byte order of their names, whatever the key order", () => {
    fc.assert(
      fc.property(names, fc.nat(), (keys, seed) => {
        // Every property is an integer and every value a string: one error per key (names without dots, which
        // kube-openapi's dotted names would run together).
        const properties = Object.fromEntries(keys.map((key) => [key, { type: "integer" }]));
        const schema: JSONSchemaProps = { type: "object", properties };
        const shuffled = [...keys].sort((a, b) => hash(a, seed) - hash(b, seed));
        const value = Object.fromEntries(shuffled.map((key) => [key, "x"]));
        const fields = validateValue(value, schema, at).map((error) => error.field);
        const expected = [...keys].sort(byteOrder).map((key) => at.child(key).toString());
        expect(fields).toEqual(expected);
        const sorted = Object.fromEntries([...keys].sort(byteOrder).map((key) => [key, "x"]));
        expect(validateValue(value, schema, at).map(errorString)).toEqual(
          validateValue(sorted, schema, at).map(errorString),
        );
      }),
      { numRuns: 500 },
    );
  });
});

// A seeded order of the keys, unrelated to their names' order.
function hash(key: string, seed: number): number {
  let h = seed | 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x9e3779b1);
  return h;
}

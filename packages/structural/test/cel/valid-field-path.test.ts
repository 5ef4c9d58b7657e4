// validation_test.go TestValidateFieldPath (apiextensions-apiserver 1aa2717a), all 28 cases, and property tests
// of the port (src/schema/cel/valid-field-path.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { validFieldPath } from "../../src/schema/cel/valid-field-path.js";

const number: JSONSchemaProps = { type: "number" };
// The Go test's `sts`, as JSONSchemaProps.
const sts: JSONSchemaProps = {
  type: "object",
  properties: {
    foo: {
      type: "object",
      additionalProperties: { type: "object", properties: { subAdd: number } },
    },
    "white space": number,
    "'foo'bar": number,
    a: {
      type: "object",
      properties: {
        "foo's": number,
        "test\u0007": number,
        "bb[b": number,
        bbb: { type: "object", properties: { c: number, "34": number } },
        "bbb.c": { type: "object", properties: { "a-b.3'4": number } },
      },
    },
    list: {
      type: "array",
      items: { type: "object", properties: { a: number, "a-b.3'4": number } },
    },
  },
};

interface FieldPathCase {
  readonly name: string;
  readonly fieldPath: string;
  readonly errDetail?: string;
  /** `validFieldPath.String()`: the Go test compares `path.Child(validField.String())` with its expectation. */
  readonly validFieldPath?: string;
}

const tests: readonly FieldPathCase[] = [
  { name: "Valid .a", fieldPath: ".a", validFieldPath: "a" },
  { name: "Valid 'foo'bar", fieldPath: "['\\'foo\\'bar']", validFieldPath: "'foo'bar" },
  { name: "Invalid 'foo'bar", fieldPath: ".\\'foo\\'bar", errDetail: "does not refer to a valid field" },
  { name: "Invalid with whitespace", fieldPath: ". a", errDetail: "does not refer to a valid field" },
  { name: "Valid with whitespace inside field", fieldPath: ".white space" },
  { name: "Valid with whitespace inside field", fieldPath: "['white space']" },
  { name: "invalid dot annotation", fieldPath: ".a.bb[b", errDetail: "does not refer to a valid field" },
  { name: "valid with .", fieldPath: ".a['bbb.c']", validFieldPath: "a.bbb.c" },
  { name: "Unclosed ]", fieldPath: ".a['bbb.c'", errDetail: "unexpected end of JSON path" },
  { name: "Unexpected end of JSON path", fieldPath: ".", errDetail: "unexpected end of JSON path" },
  { name: "Valid map syntax .a.bbb", fieldPath: ".a['bbb.c']", validFieldPath: "a.bbb.c" },
  { name: "Valid map key", fieldPath: ".foo.subAdd", validFieldPath: "foo[subAdd]" },
  { name: "Valid map key", fieldPath: ".foo['subAdd']", validFieldPath: "foo[subAdd]" },
  { name: "Invalid", fieldPath: ".a.foo's" },
  { name: "Escaping", fieldPath: ".a['foo\\'s']", validFieldPath: "a.foo's" },
  { name: "Escaping", fieldPath: ".a['test\\a']", validFieldPath: "a.test\u0007" },
  { name: "Invalid map key", fieldPath: ".a.foo", errDetail: "does not refer to a valid field" },
  { name: "Malformed map key", fieldPath: ".a.bbb[0]", errDetail: "expected single quoted string but got 0" },
  { name: "Valid refer for name has number", fieldPath: ".a.bbb.34" },
  { name: "Map syntax for special field names", fieldPath: ".a.bbb['34']" },
  { name: "Valid .list", fieldPath: ".list", validFieldPath: "list" },
  { name: "Invalid list index", fieldPath: ".list[0]", errDetail: "expected single quoted string but got 0" },
  { name: "Invalid list reference", fieldPath: ".list. a", errDetail: "does not refer to a valid field" },
  { name: "Invalid .list.a", fieldPath: ".list['a']", errDetail: "does not refer to a valid field" },
  { name: "Missing leading dot", fieldPath: "a", errDetail: "expected [ or . but got: a" },
  { name: "Nonexistent field", fieldPath: ".c", errDetail: "does not refer to a valid field" },
  { name: "Duplicate dots", fieldPath: ".a..b", errDetail: "does not refer to a valid field" },
  { name: "object of array", fieldPath: ".list.a-b.34", errDetail: "does not refer to a valid field" },
];

describe("validation_test.go TestValidateFieldPath", () => {
  for (const tc of tests) {
    it(`${tc.name}: ${tc.fieldPath}`, () => {
      const found = validFieldPath(tc.fieldPath, sts);
      if (tc.errDetail === undefined) {
        expect(found).not.toHaveProperty("error");
      } else {
        expect(found).toHaveProperty("error");
        if ("error" in found) expect(found.error).toContain(tc.errDetail);
      }
      if (tc.validFieldPath !== undefined && "path" in found) expect(found.path).toBe(tc.validFieldPath);
      if (tc.validFieldPath !== undefined) expect(found).toHaveProperty("path");
    });
  }
});

describe("validFieldPath (properties)", () => {
  // No backslash: Go's scanner ends a quoted step only at a quote not preceded by one, so a name ending in an
  // (escaped) backslash cannot be written in bracket form at all.
  const name = fc.string({ minLength: 1, maxLength: 6 }).filter((s) => !s.includes("\\"));
  // A chain of objects, each naming its only child `key`; the leaf is a number.
  const chain = fc.array(name, { minLength: 1, maxLength: 5 });
  const schemaOf = (keys: readonly string[]): JSONSchemaProps =>
    keys.reduceRight<JSONSchemaProps>(
      (child, key) => ({ type: "object", properties: { [key]: child } }),
      number,
    );
  const quoted = (key: string): string =>
    `['${key.replace(/\\/gu, "\\\\").replace(/'/gu, "\\'").replace(/\n/gu, "\\n")}']`;

  it("a bracketed path to every property resolves, renders the names joined by dots and names the leaf", () => {
    fc.assert(
      fc.property(chain, (keys) => {
        const found = validFieldPath(keys.map(quoted).join(""), schemaOf(keys));
        if (!("path" in found)) throw new Error(found.error);
        expect(found.schema).toBe(number);
        expect(found.path).toBe(keys.join("."));
      }),
    );
  });

  it("with array notation disallowed, a bracketed step is an error and a dotted path is unchanged", () => {
    const plain = fc.array(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/u), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(plain, (keys) => {
        const options = { allowArrayNotation: false };
        expect(validFieldPath(keys.map(quoted).join(""), schemaOf(keys), options)).toEqual({
          error: "array notation is not allowed",
        });
        const dotted = validFieldPath(keys.map((k) => `.${k}`).join(""), schemaOf(keys), options);
        expect(dotted).toEqual({ path: keys.join("."), schema: number });
      }),
    );
  });
});

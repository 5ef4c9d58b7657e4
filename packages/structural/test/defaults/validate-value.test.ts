import { describe, expect, it } from "vitest";
import { validateValue } from "../../src/defaults/index.js";
import type { ErrorType } from "../../src/model/field-error.js";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

const D = "P.default";
const at = FieldPath.root("P").child("default");

function check(schema: JSONSchemaProps, value: unknown): [ErrorType, string][] {
  return validateValue(value, schema, at).map((e) => [e.type, errorString(e)]);
}

const obj = (properties: Record<string, JSONSchemaProps>, extra: JSONSchemaProps = {}): JSONSchemaProps => ({
  type: "object",
  properties,
  ...extra,
});

// One row per behaviour: schema, value, and the exact (type, message) list the API server reports.
const cases: [name: string, schema: JSONSchemaProps, value: unknown, errors: [ErrorType, string][]][] = [
  ["valid string", { type: "string" }, "x", []],
  [
    "wrong type at the root of the value: the name is empty",
    { type: "integer" },
    "x",
    [["FieldValueTypeInvalid", `${D}: Invalid value: "string":  in body must be of type integer: "string"`]],
  ],
  [
    "wrong type in a property",
    obj({ foo: { type: "string" } }),
    { foo: 42 },
    [
      [
        "FieldValueTypeInvalid",
        `${D}.foo: Invalid value: "integer": foo in body must be of type string: "integer"`,
      ],
    ],
  ],
  [
    "float where an integer is required",
    { type: "integer" },
    1.5,
    // No "Checked value must be of type integer" range error: kube-openapi 589584f1c912 (Kubernetes 1.35) gives the
    // number validator no type (schema.go:220-231); 1d94e88 added it later.
    [["FieldValueTypeInvalid", `${D}: Invalid value: "number":  in body must be of type integer: "number"`]],
  ],
  [
    "a float within 1e-9 of an integer passes the type check (and there is no range check)",
    { type: "integer" },
    1.0000000001,
    [],
  ],
  ["an integer is a number", { type: "number" }, 3, []],
  [
    "array for an integer",
    { type: "integer" },
    [1],
    [["FieldValueTypeInvalid", `${D}: Invalid value: "array":  in body must be of type integer: "array"`]],
  ],
  [
    "object for an array",
    { type: "array", items: { type: "integer" } },
    { a: 1 },
    [["FieldValueTypeInvalid", `${D}: Invalid value: "object":  in body must be of type array: "object"`]],
  ],
  [
    "null without nullable",
    { type: "string" },
    null,
    [["FieldValueTypeInvalid", `${D}: Invalid value: "null":  in body must be of type string: "null"`]],
  ],
  ["null with nullable", { type: "string", nullable: true }, null, []],
  [
    "null never matches an enum",
    { type: "string", nullable: true, enum: ["a"] },
    null,
    [["FieldValueNotSupported", `${D}: Unsupported value: null: supported values: "a"`]],
  ],
  [
    "enum",
    { type: "string", enum: ["a", "b"] },
    "c",
    [["FieldValueNotSupported", `${D}: Unsupported value: "c": supported values: "a", "b"`]],
  ],
  [
    "enum values that are not strings are listed as JSON",
    { type: "integer", enum: [1, 2.5, "x", true, null, { a: 1 }] },
    3,
    [
      [
        "FieldValueNotSupported",
        `${D}: Unsupported value: 3: supported values: "1", "2.5", "x", "true", "null", "{\\"a\\":1}"`,
      ],
    ],
  ],
  ["Go converts 1.5 to the int64 enum entry 1", { type: "number", enum: [1] }, 1.5, []],
  // reflect's float64-to-int64 conversion is the CPU's: on amd64 a float64 past int64's range is math.MinInt64.
  [
    "Go converts 1e300 to the int64 enum entry math.MinInt64",
    { type: "number", enum: [-(2 ** 63)] },
    1e300,
    [],
  ],
  ["Go converts the integer 97 to the string enum entry a", { type: "integer", enum: ["a"] }, 97, []],
  ["enum of objects compares deeply", { type: "object", enum: [{ a: [1] }] }, { a: [1] }, []],
  [
    "maxLength",
    { type: "string", maxLength: 3 },
    "abcd",
    [["FieldValueTooLong", `${D}: Too long: may not be more than 3 bytes`]],
  ],
  [
    "maxLength of 1",
    { type: "string", maxLength: 1 },
    "ab",
    [["FieldValueTooLong", `${D}: Too long: may not be more than 1 byte`]],
  ],
  ["maxLength counts code points", { type: "string", maxLength: 2 }, "é€", []],
  ["maxLength counts an astral character once", { type: "string", maxLength: 1 }, "😀", []],
  [
    "minLength",
    { type: "string", minLength: 3 },
    "ab",
    [["FieldValueInvalid", `${D}: Invalid value: "ab":  in body should be at least 3 chars long`]],
  ],
  [
    "only the first string failure is reported",
    { type: "string", minLength: 3, maxLength: 1, pattern: "z" },
    "ab",
    [["FieldValueTooLong", `${D}: Too long: may not be more than 1 byte`]],
  ],
  [
    "pattern",
    obj({ bad: { type: "string", pattern: "b" } }),
    { bad: "a" },
    [["FieldValueInvalid", `${D}.bad: Invalid value: "a": bad in body should match 'b'`]],
  ],
  ["pattern is a search, not a full match", { type: "string", pattern: "b" }, "abc", []],
  ["pattern uses RE2 classes", { type: "string", pattern: "^\\p{Greek}+$" }, "αβγ", []],
  [
    "maximum",
    { type: "integer", minimum: 5, maximum: 10 },
    11,
    [["FieldValueInvalid", `${D}: Invalid value: 11:  in body should be less than or equal to 10`]],
  ],
  // An int64 value is compared with the bound converted to int64 when the bound fits the node's type (validator.go:
  // 188-201): a number node's 5.5 truncates to 5.
  ["minimum truncated for an integer value", { type: "number", minimum: 5.5 }, 5, []],
  // On an integer node too: the bound is not range-checked (kube-openapi 589584f1c912), and int64(5.5) is 5.
  [
    "a fractional minimum on an integer node is truncated for an int64 value",
    { type: "integer", minimum: 5.5 },
    5,
    [],
  ],
  [
    "exclusive maximum",
    { type: "number", maximum: 5, exclusiveMaximum: true },
    5,
    [["FieldValueInvalid", `${D}: Invalid value: 5:  in body should be less than 5`]],
  ],
  [
    "exclusive minimum on a float",
    { type: "number", minimum: 0.5, exclusiveMinimum: true },
    0.5,
    [["FieldValueInvalid", `${D}: Invalid value: 0.5:  in body should be greater than 0.5`]],
  ],
  [
    "a float bound is printed like Go's %v",
    { type: "number", maximum: 1000000 },
    1000000.5,
    [
      [
        "FieldValueInvalid",
        `${D}: Invalid value: 1.0000005e+06:  in body should be less than or equal to 1e+06`,
      ],
    ],
  ],
  [
    "multipleOf on an integer",
    { type: "integer", multipleOf: 3 },
    7,
    [["FieldValueInvalid", `${D}: Invalid value: 7:  in body should be a multiple of 3`]],
  ],
  ["multipleOf below 1", { type: "number", multipleOf: 0.1 }, 0.3, []],
  [
    "multipleOf on a float",
    { type: "number", multipleOf: 2.5 },
    7.4,
    [["FieldValueInvalid", `${D}: Invalid value: 7.4:  in body should be a multiple of 2.5`]],
  ],
  [
    "multipleOf, minimum and maximum are all reported, in that order",
    { type: "number", multipleOf: 2, minimum: 10, maximum: 0 },
    3.5,
    [
      ["FieldValueInvalid", `${D}: Invalid value: 3.5:  in body should be a multiple of 2`],
      ["FieldValueInvalid", `${D}: Invalid value: 3.5:  in body should be greater than or equal to 10`],
      ["FieldValueInvalid", `${D}: Invalid value: 3.5:  in body should be less than or equal to 0`],
    ],
  ],
  [
    "array items are named with brackets after the (empty) root name",
    { type: "array", items: { type: "string" }, maxItems: 1 },
    ["a", 1],
    [
      [
        "FieldValueTypeInvalid",
        `${D}.[1]: Invalid value: "integer": [1] in body must be of type string: "integer"`,
      ],
      ["FieldValueTooMany", `${D}: Too many: 2: must have at most 1 item`],
    ],
  ],
  [
    "items of a property",
    obj({ list: { type: "array", items: { type: "integer" } } }),
    { list: [1, "x"] },
    [
      [
        "FieldValueTypeInvalid",
        `${D}.list[1]: Invalid value: "string": list[1] in body must be of type integer: "string"`,
      ],
    ],
  ],
  [
    "minItems",
    { type: "array", items: { type: "string" }, minItems: 3 },
    ["a", "b"],
    [["FieldValueInvalid", `${D}: Invalid value: 2:  in body should have at least 3 items`]],
  ],
  [
    "maxItems",
    { type: "array", items: { type: "string" }, maxItems: 2 },
    ["a", "b", "c"],
    [["FieldValueTooMany", `${D}: Too many: 3: must have at most 2 items`]],
  ],
  [
    "uniqueItems",
    { type: "array", items: { type: "integer" }, uniqueItems: true },
    [1, 2, 1],
    [["FieldValueInvalid", `${D}: Invalid value: "":  in body shouldn't contain duplicates`]],
  ],
  [
    "minProperties and maxProperties (maxProperties reads as items)",
    obj({ a: { type: "string" }, b: { type: "string" } }, { minProperties: 3, maxProperties: 1 }),
    { a: "x", b: "y" },
    [
      ["FieldValueInvalid", `${D}: Invalid value: 2:  in body should have at least 3 properties`],
      ["FieldValueTooMany", `${D}: Too many: 2: must have at most 1 item`],
    ],
  ],
  [
    "required at the root of the value",
    obj({ a: { type: "string" } }, { required: ["a", "b"] }),
    {},
    [
      ["FieldValueRequired", `${D}.a: Required value`],
      ["FieldValueRequired", `${D}.b: Required value`],
    ],
  ],
  [
    "required is satisfied by an explicit null",
    obj({ a: { type: "string", nullable: true } }, { required: ["a"] }),
    { a: null },
    [],
  ],
  [
    "required in a property",
    obj({ s: { type: "object", required: ["a"] } }),
    { s: {} },
    [["FieldValueRequired", `${D}.s.a: Required value`]],
  ],
  [
    "additionalProperties false names the object and shows the key",
    obj({ s: obj({ a: { type: "string" } }, { additionalProperties: false }) }),
    { s: { a: "x", c: 2, b: 1 } },
    [
      ["FieldValueInvalid", `${D}.s: Invalid value: "b": s.b in body is a forbidden property`],
      ["FieldValueInvalid", `${D}.s: Invalid value: "c": s.c in body is a forbidden property`],
    ],
  ],
  [
    "additionalProperties false at the root of the value",
    { type: "object", additionalProperties: false },
    { b: 1 },
    [["FieldValueInvalid", `${D}: Invalid value: "b": .b in body is a forbidden property`]],
  ],
  [
    "additionalProperties schema at the root of the value: the name keeps its dot in the message",
    { type: "object", additionalProperties: { type: "integer" } },
    { k: "v" },
    [
      [
        "FieldValueTypeInvalid",
        `${D}.k: Invalid value: "string": .k in body must be of type integer: "string"`,
      ],
    ],
  ],
  [
    "additionalProperties schema in a property",
    obj({ m: { type: "object", additionalProperties: { type: "integer" } } }),
    { m: { k: "v" } },
    [
      [
        "FieldValueTypeInvalid",
        `${D}.m.k: Invalid value: "string": m.k in body must be of type integer: "string"`,
      ],
    ],
  ],
  [
    "unknown fields are fine without additionalProperties false",
    obj({ a: { type: "string" } }),
    { z: 1 },
    [],
  ],
  [
    "x-kubernetes-preserve-unknown-fields alone checks nothing",
    { "x-kubernetes-preserve-unknown-fields": true },
    [1, { a: 2 }],
    [],
  ],
  [
    "x-kubernetes-embedded-resource adds no check here",
    { type: "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true },
    { x: 1 },
    [],
  ],
  [
    "int-or-string has no type of its own: only its anyOf checks",
    { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] },
    true,
    [
      ["FieldValueInvalid", `${D}: Invalid value: "": "" must validate at least one schema (anyOf)`],
      [
        "FieldValueTypeInvalid",
        `${D}: Invalid value: "boolean":  in body must be of type integer: "boolean"`,
      ],
    ],
  ],
  [
    "int-or-string accepts a string",
    { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] },
    "5%",
    [],
  ],
  ["int-or-string without anyOf accepts anything", { "x-kubernetes-int-or-string": true }, { a: 1 }, []],
  [
    "anyOf reports the branch with the most successful checks",
    { type: "string", anyOf: [{ pattern: "^z" }, { maxLength: 1, enum: ["a"] }] },
    "bb",
    [
      ["FieldValueInvalid", `${D}: Invalid value: "": "" must validate at least one schema (anyOf)`],
      ["FieldValueInvalid", `${D}: Invalid value: "bb":  in body should match '^z'`],
    ],
  ],
  [
    "oneOf with two matches",
    { type: "string", oneOf: [{ pattern: "^a" }, { pattern: "b$" }] },
    "ab",
    [
      [
        "FieldValueInvalid",
        `${D}: Invalid value: "": "" must validate one and only one schema (oneOf). Found 2 valid alternatives`,
      ],
    ],
  ],
  [
    "oneOf with none",
    { type: "string", oneOf: [{ pattern: "^a" }, { pattern: "b$" }] },
    "cc",
    [
      [
        "FieldValueInvalid",
        `${D}: Invalid value: "": "" must validate one and only one schema (oneOf). Found none valid`,
      ],
      ["FieldValueInvalid", `${D}: Invalid value: "cc":  in body should match '^a'`],
    ],
  ],
  ["oneOf with exactly one", { type: "string", oneOf: [{ pattern: "^a" }, { pattern: "b$" }] }, "ac", []],
  [
    "allOf",
    { type: "string", allOf: [{ pattern: "^a" }, { maxLength: 1 }] },
    "cc",
    [
      ["FieldValueInvalid", `${D}: Invalid value: "cc":  in body should match '^a'`],
      ["FieldValueTooLong", `${D}: Too long: may not be more than 1 byte`],
      [
        "FieldValueInvalid",
        `${D}: Invalid value: "": "" must validate all the schemas (allOf). None validated`,
      ],
    ],
  ],
  [
    "allOf with one branch failing",
    { type: "string", allOf: [{ pattern: "^c" }, { maxLength: 1 }] },
    "cc",
    [
      ["FieldValueTooLong", `${D}: Too long: may not be more than 1 byte`],
      ["FieldValueInvalid", `${D}: Invalid value: "": "" must validate all the schemas (allOf)`],
    ],
  ],
  [
    "not",
    { type: "string", not: { pattern: "^a" } },
    "abc",
    [["FieldValueInvalid", `${D}: Invalid value: "": "" must not validate the schema (not)`]],
  ],
  [
    "junctor errors below the root are reported at the value's path, naming the place in the message",
    obj({ l: { type: "array", items: { type: "string", anyOf: [{ maxLength: 1 }, { pattern: "^z" }] } } }),
    { l: ["a", "bb"] },
    [
      ["FieldValueInvalid", `${D}: Invalid value: "": "l[1]" must validate at least one schema (anyOf)`],
      ["FieldValueTooLong", `${D}.l[1]: Too long: may not be more than 1 byte`],
    ],
  ],
  [
    "junctor branches check properties too",
    obj({ a: { type: "string" } }, { anyOf: [{ required: ["a"] }] }),
    {},
    [
      ["FieldValueInvalid", `${D}: Invalid value: "": "" must validate at least one schema (anyOf)`],
      ["FieldValueRequired", `${D}.a: Required value`],
    ],
  ],
  [
    "format failure reads like a type error",
    { type: "string", format: "date-time" },
    "2020-13-01T00:00:00Z",
    [
      [
        "FieldValueTypeInvalid",
        `${D}: Invalid value: "2020-13-01T00:00:00Z":  in body must be of type date-time: "2020-13-01T00:00:00Z"`,
      ],
    ],
  ],
  ["a format on a boolean does not check a boolean", { type: "boolean", format: "date-time" }, true, []],
  [
    "a number that does not fit an integer format is reported against the format",
    { type: "integer", format: "int32" },
    1.5,
    [["FieldValueTypeInvalid", `${D}: Invalid value: "float64":  in body must be of type int32: "float64"`]],
  ],
  [
    "a format on a non-numeric type lets any string through the type check",
    { type: "boolean", format: "byte" },
    "x",
    [["FieldValueTypeInvalid", `${D}: Invalid value: "x":  in body must be of type byte: "x"`]],
  ],
  ["unknown formats are not checked", { type: "string", format: "my-format" }, "anything", []],
  [
    "int32 ranges are not checked (kube-openapi 1d94e88 came after Kubernetes 1.35)",
    { type: "integer", format: "int32" },
    2 ** 40,
    [],
  ],
  ["int32's largest value fits", { type: "integer", format: "int32" }, 2 ** 31 - 1, []],
  ["int32's smallest value fits", { type: "integer", format: "int32" }, -(2 ** 31), []],
  ["one past int32's largest value is not refused", { type: "integer", format: "int32" }, 2 ** 31, []],
  ["an integer past 2^53 within int64 fits", { type: "integer" }, 2 ** 62, []],
  ["int64's smallest value fits", { type: "integer", format: "int64" }, -(2 ** 63), []],
  [
    "2^63 is no int64 (Go decodes it as a float64)",
    { type: "integer", format: "int64" },
    2 ** 63,
    [["FieldValueTypeInvalid", `${D}: Invalid value: "float64":  in body must be of type int64: "float64"`]],
  ],
  ["a float format is not checked against float32", { type: "number", format: "float" }, 1e39, []],
  ["a double format is not range-checked", { type: "number", format: "double" }, 1e300, []],
  [
    "errors are kept unique by message",
    { type: "string", allOf: [{ maxLength: 1 }, { maxLength: 1 }] },
    "ab",
    [
      ["FieldValueTooLong", `${D}: Too long: may not be more than 1 byte`],
      [
        "FieldValueInvalid",
        `${D}: Invalid value: "": "" must validate all the schemas (allOf). None validated`,
      ],
    ],
  ],
  // swag v0.23.0 IsFloat64AJSONInteger (convert.go:30-52) compares with float64(uint64(f)), which wraps around
  // 2^64 for a negative f: no negative non-integer is an integer for the type check (type.go:157).
  [
    "a negative float within 1e-9 of an integer fails an integer node's type check",
    { type: "integer" },
    -2.0000000001,
    [["FieldValueTypeInvalid", `${D}: Invalid value: "number":  in body must be of type integer: "number"`]],
  ],
  // kube-openapi a7f241a (2023) made a factor that converts to 0 an error instead of a division by zero.
  [
    "an integer multipleOf that truncates to zero must be positive",
    { type: "number", multipleOf: 0.5 },
    3,
    [["FieldValueInvalid", `${D}: Invalid value: 0: factor MultipleOf declared for  must be positive: 0`]],
  ],
  [
    "a fractional multipleOf on an integer node truncates to zero for an int64 value",
    { type: "integer", multipleOf: 0.5 },
    3,
    [["FieldValueInvalid", `${D}: Invalid value: 0: factor MultipleOf declared for  must be positive: 0`]],
  ],
  [
    "declared properties are checked in Go's byte order of their names, whatever the value's key order",
    obj({ b: { type: "integer" }, a: { type: "integer" }, B: { type: "integer" }, c: { type: "integer" } }),
    { b: "x", c: 1, a: "y", B: "z" },
    [
      [
        "FieldValueTypeInvalid",
        `${D}.B: Invalid value: "string": B in body must be of type integer: "string"`,
      ],
      [
        "FieldValueTypeInvalid",
        `${D}.a: Invalid value: "string": a in body must be of type integer: "string"`,
      ],
      [
        "FieldValueTypeInvalid",
        `${D}.b: Invalid value: "string": b in body must be of type integer: "string"`,
      ],
    ],
  ],
];

describe("validateValue", () => {
  it.each(cases)("%s", (_name, schema, value, expected) => {
    expect(check(schema, value)).toEqual(expected);
  });

  it("never throws on malformed schemas", () => {
    const weird = {
      type: 5,
      properties: [1],
      items: [{}],
      enum: "x",
      required: "a",
    } as unknown as JSONSchemaProps;
    expect(check(weird, { a: 1 })).toEqual([]);
  });

  it("stamps every error with origin defaults", () => {
    expect(validateValue("x", { type: "integer" }, at).map((e) => e.origin)).toEqual(["defaults"]);
  });
});

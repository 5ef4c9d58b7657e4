// validation_test.go TestOptionalOldSelfCheckForNull (10 cases, each with a null and a non-null old value) and
// TestOptionalOldSelfIsOptionalType (5 cases), apiextensions-apiserver kubernetes-1.35.0
// (pkg/apiserver/schema/cel/validation_test.go:4641-4859): every rule has optionalOldSelf set, and is run by
// `validator(&s, &s, false, SchemaDeclType(&s, false), PerCallLimit).Validate(ctx, field.NewPath("root"), …)`
// with the budget math.MaxInt (MaxInt64 on the 64-bit platforms Kubernetes runs on).
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import {
  type GoSchema,
  arrayType,
  booleanType,
  integerType,
  math,
  numberType,
  objectType,
  objectTypePtr,
  stringType,
  toProps,
  withRule,
} from "./upstream/go-helpers.js";
import { goValidate } from "./upstream/go-validator.js";

const stringSchema = stringType;

/** `tt.schema.XValidations[i].OptionalOldSelf = &tp` for every rule. */
function optionalOldSelf(s: GoSchema): JSONSchemaProps {
  const props = toProps(s);
  const rules = props["x-kubernetes-validations"] ?? [];
  return { ...props, "x-kubernetes-validations": rules.map((rule) => ({ ...rule, optionalOldSelf: true })) };
}

const checkForNull: readonly { name: string; schema: GoSchema; obj: unknown; oldObj: unknown }[] = [
  {
    name: "object",
    obj: { foo: "bar" },
    oldObj: { foo: "baz" },
    schema: withRule(objectType({ foo: stringType }), `!oldSelf.hasValue() || self.foo == "bar"`),
  },
  {
    name: "object - conditional field",
    obj: { foo: "bar" },
    oldObj: { foo: "baz" },
    schema: withRule(
      objectType({ foo: stringType }),
      `self.foo != "bar" || oldSelf.?foo.orValue("baz") == "baz"`,
    ),
  },
  {
    name: "string",
    obj: "bar",
    oldObj: "baz",
    schema: withRule(
      stringType,
      `
				!oldSelf.hasValue() || self == "bar"
			`,
    ),
  },
  {
    name: "integer",
    obj: 1,
    oldObj: 2,
    schema: withRule(
      integerType,
      `
				!oldSelf.hasValue() || self == 1
			`,
    ),
  },
  {
    name: "number",
    obj: 1.1,
    oldObj: 2.2,
    schema: withRule(
      numberType,
      `
				!oldSelf.hasValue() || self == 1.1
			`,
    ),
  },
  {
    name: "boolean",
    obj: true,
    oldObj: false,
    schema: withRule(
      booleanType,
      `
				!oldSelf.hasValue() || self == true
			`,
    ),
  },
  {
    name: "array",
    obj: ["bar"],
    oldObj: ["baz"],
    schema: withRule(
      arrayType("", null, stringSchema),
      `
				!oldSelf.hasValue() || self[0] == "bar"
			`,
    ),
  },
  {
    name: "array - conditional index",
    obj: [],
    oldObj: ["baz"],
    schema: withRule(
      arrayType("", null, stringSchema),
      `
				self.size() > 0 || oldSelf[?0].orValue("baz") == "baz"
			`,
    ),
  },
  {
    name: "set-array",
    obj: ["bar"],
    oldObj: ["baz"],
    schema: withRule(
      arrayType("set", null, stringSchema),
      `
				!oldSelf.hasValue() || self[0] == "bar"
			`,
    ),
  },
  {
    name: "map-array",
    obj: [{ key: "foo", value: "bar" }],
    oldObj: [{ key: "foo", value: "baz" }],
    schema: withRule(
      arrayType("map", ["key"], objectTypePtr({ key: stringType, value: stringType })),
      `
				!oldSelf.hasValue() || self[0].value == "bar"
			`,
    ),
  },
];

describe("validation_test.go TestOptionalOldSelfCheckForNull", () => {
  for (const tt of checkForNull) {
    const schema = optionalOldSelf(tt.schema);
    it(`${tt.name}: null old`, () => {
      expect(goValidate(schema, false, tt.obj, null, math.MaxInt64).errors).toEqual([]);
    });
    it(`${tt.name}: non-null old`, () => {
      expect(goValidate(schema, false, tt.obj, tt.oldObj, math.MaxInt64).errors).toEqual([]);
    });
  }
});

const isOptionalType: readonly { name: string; schema: GoSchema; obj: unknown; errors: readonly string[] }[] =
  [
    {
      name: "forbid direct usage of optional integer",
      schema: withRule(
        integerType,
        `
				oldSelf + self > 5
			`,
      ),
      obj: 5,
      errors: ["no matching overload for '_+_' applied to '(optional_type(int), int)"],
    },
    {
      name: "forbid direct usage of optional string",
      schema: withRule(
        stringType,
        `
				oldSelf == "foo"
			`,
      ),
      obj: "bar",
      errors: ["no matching overload for '_==_' applied to '(optional_type(string), string)"],
    },
    {
      name: "forbid direct usage of optional array",
      schema: withRule(
        arrayType("", null, stringSchema),
        `
				oldSelf.all(x, x == x)
			`,
      ),
      obj: ["bar"],
      errors: ["expression of type 'optional_type(list(string))' cannot be range of a comprehension"],
    },
    {
      name: "forbid direct usage of optional array element",
      schema: withRule(
        arrayType("", null, stringSchema),
        `
				oldSelf[0] == "foo"
			`,
      ),
      obj: ["bar"],
      errors: ["found no matching overload for '_==_' applied to '(optional_type(string), string)"],
    },
    {
      name: "forbid direct usage of optional struct",
      schema: withRule(
        arrayType("map", ["key"], objectTypePtr({ key: stringType, value: stringType })),
        `oldSelf.key == "foo"`,
      ),
      obj: [{ key: "bar", value: "baz" }],
      errors: ["does not support field selection"],
    },
  ];

describe("validation_test.go TestOptionalOldSelfIsOptionalType", () => {
  for (const tt of isOptionalType) {
    it(tt.name, () => {
      const { errors } = goValidate(optionalOldSelf(tt.schema), false, tt.obj, tt.obj, math.MaxInt64);
      // As the Go test: only Invalid errors, each containing one expected text, every expected text matched.
      const unmatched = new Set(tt.errors);
      for (const error of errors) {
        expect(error.type).toBe("FieldValueInvalid");
        const text = `${error.field}: ${error.detail}`;
        const match = [...unmatched].find((expected) => text.includes(expected));
        expect(match, text).toBeDefined();
        if (match !== undefined) unmatched.delete(match);
      }
      expect([...unmatched]).toEqual([]);
    });
  }
});

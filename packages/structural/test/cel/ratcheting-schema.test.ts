import { describe, expect, it } from "vitest";
import { validateCustomResource } from "../../src/defaults/index.js";
import { errorString } from "../../src/model/field-error.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { CorrelatedObject } from "../../src/schema/cel/correlated-object.js";

// pkg/apiserver/validation/ratcheting_test.go: `NewRatchetingSchemaValidator(schema, nil, "", strfmt.Default)
// .ValidateUpdate(new, old, WithRatcheting(nil)).IsValid()`.
function validUpdate(schema: JSONSchemaProps, value: unknown, old: unknown): boolean {
  return validateCustomResource(value, schema, new CorrelatedObject(value, old, schema)).length === 0;
}

const zeroInt: JSONSchemaProps = { type: "number", minimum: 0, maximum: 0 };
const smallInt: JSONSchemaProps = { type: "number", maximum: 50 };
const mediumInt: JSONSchemaProps = { type: "number", minimum: 50, maximum: 10000 };
const largeInt: JSONSchemaProps = { type: "number", minimum: 10000 };
const objectSchema: JSONSchemaProps = {
  type: "object",
  properties: { zero: zeroInt, small: smallInt, medium: mediumInt, large: largeInt },
};
const objectObjectSchema: JSONSchemaProps = { type: "object", properties: { nested: objectSchema } };

describe("schema validation ratcheting (ratcheting_test.go)", () => {
  it("TestScalarRatcheting", () => {
    expect(validUpdate(mediumInt, 1, 1)).toBe(true);
    expect(validUpdate(mediumInt, 1, 2)).toBe(false);
  });

  it("TestObjectScalarFieldsRatcheting", () => {
    expect(validUpdate(objectSchema, { small: 500 }, { small: 500 })).toBe(true);
    expect(validUpdate(objectSchema, { small: 501 }, { small: 501, medium: 500 })).toBe(true);
    expect(validUpdate(objectSchema, { small: 500 }, { small: 501 })).toBe(false);
  });

  it("TestObjectObjectFieldsRatcheting", () => {
    const nested = (fields: Record<string, number>) => ({ nested: fields });
    expect(validUpdate(objectObjectSchema, nested({ small: 500 }), nested({ small: 500 }))).toBe(true);
    expect(validUpdate(objectObjectSchema, nested({ small: 501 }), nested({ small: 501, medium: 500 }))).toBe(
      true,
    );
    expect(validUpdate(objectObjectSchema, nested({ small: 500 }), nested({ small: 501 }))).toBe(false);
  });

  // TestNumericFormatRatcheting came with the range check of kube-openapi 1d94e88 (apiextensions-apiserver
  // 66399cddb), both after Kubernetes 1.35: at 1.35 no int32 node refuses a value past int32, changed or not.
  it("TestNumericFormatRatcheting, as Kubernetes 1.35 answers it", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { intThirtyTwo: { type: "integer", format: "int32" }, unrelated: { type: "string" } },
    };
    const big = 2 ** 31;
    expect(validUpdate(schema, { intThirtyTwo: big }, { intThirtyTwo: big })).toBe(true);
    expect(
      validUpdate(
        schema,
        { intThirtyTwo: big, unrelated: "changed" },
        { intThirtyTwo: big, unrelated: "original" },
      ),
    ).toBe(true);
    expect(validUpdate(schema, { intThirtyTwo: big + 1 }, { intThirtyTwo: big })).toBe(true);
  });
});

describe("ratcheting in the value walk", () => {
  const schema: JSONSchemaProps = {
    type: "object",
    properties: {
      apiVersion: { type: "string", enum: ["v1"] },
      spec: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string" },
          other: { type: "string" },
          ports: {
            type: "array",
            "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": ["name"],
            items: {
              type: "object",
              properties: { name: { type: "string" }, port: { type: "integer", maximum: 10 } },
            },
          },
          tags: { type: "array", items: { type: "string", maxLength: 2 } },
        },
      },
    },
  };
  const errorsOf = (value: unknown, old: unknown): string[] =>
    validateCustomResource(value, schema, new CorrelatedObject(value, old, schema)).map(errorString);

  it("lets a parent's Required error go when the parent is unchanged, and keeps it when it changed", () => {
    expect(errorsOf({ spec: { other: "a" } }, { spec: { other: "a" } })).toEqual([]);
    expect(errorsOf({ spec: { other: "b" } }, { spec: { other: "a" } })).toEqual([
      "spec.name: Required value",
    ]);
  });

  it("correlates map-list items by their keys, wherever they moved", () => {
    const old = {
      spec: {
        name: "n",
        ports: [
          { name: "a", port: 11 },
          { name: "b", port: 1 },
        ],
      },
    };
    const moved = {
      spec: {
        name: "n",
        ports: [
          { name: "b", port: 2 },
          { name: "a", port: 11 },
        ],
      },
    };
    expect(errorsOf(moved, old)).toEqual([]);
    const changed = { spec: { name: "n", ports: [{ name: "a", port: 12 }] } };
    expect(errorsOf(changed, old)).toEqual([
      "spec.ports[0].port: Invalid value: 12: spec.ports[0].port in body should be less than or equal to 10",
    ]);
  });

  it("does not correlate items of other lists: a changed list keeps its items' errors", () => {
    const old = { spec: { name: "n", tags: ["abc"] } };
    expect(errorsOf({ spec: { name: "n", tags: ["abc"] } }, old)).toEqual([]);
    expect(errorsOf({ spec: { name: "n", tags: ["abc", "x"] } }, old)).toHaveLength(1);
  });

  it("never ratchets a root apiVersion error below the root", () => {
    const object = { apiVersion: "v2", spec: { name: "n" } };
    expect(errorsOf(object, { apiVersion: "v2", spec: { name: "m" } })).toHaveLength(1);
    // The root itself unchanged: its validator's whole result is ratcheted, apiVersion included.
    expect(errorsOf(object, object)).toEqual([]);
  });
});

// Two kinds of values the walk used to get wrong, when it looked for the correlation of an error by parsing the
// dotted name kube-openapi gives it.
describe("ratcheting follows the validators, not the errors' names", () => {
  const errorsOf = (schema: JSONSchemaProps, value: unknown, old: unknown): string[] =>
    validateCustomResource(value, schema, new CorrelatedObject(value, old, schema)).map(errorString);

  it("correlates map keys with dots or brackets: their unchanged values are ratcheted", () => {
    // object_validator.go:102 (589584f1c912) hands the key itself to NewValidatorForField, and
    // SubPropertyValidator (ratcheting.go:166) correlates it with r.correlation.Key(field): the name `spec.a.b`
    // is never read back.
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { spec: { type: "object", additionalProperties: { type: "string", maxLength: 2 } } },
    };
    for (const key of ["a.b", "a[0]", "x.y[z]"]) {
      const old = { spec: { [key]: "long", c: "ok" } };
      expect(errorsOf(schema, { spec: { [key]: "long", c: "no" } }, old)).toEqual([]);
      expect(errorsOf(schema, { spec: { [key]: "longer", c: "ok" } }, old)).toEqual([
        `spec.${key}: Too long: may not be more than 2 bytes`,
      ]);
    }
    // Keys `a` → `b.c` and `a.b` → `c` are both named `spec.a.b.c`: the unchanged first is ratcheted, the new
    // second is not, and its error (the same message) is reported.
    const nested: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          additionalProperties: { type: "object", additionalProperties: { type: "string", maxLength: 2 } },
        },
      },
    };
    const old = { spec: { a: { "b.c": "long" }, "a.b": {} } };
    expect(errorsOf(nested, { spec: { a: { "b.c": "long" }, "a.b": { c: "long" } } }, old)).toEqual([
      "spec.a.b.c: Too long: may not be more than 2 bytes",
    ]);
    expect(errorsOf(nested, { spec: { a: { "b.c": "long" }, "a.b": {}, d: {} } }, old)).toEqual([]);
  });

  it("does not ratchet values below a junctor branch on their own: the node with the junctor decides", () => {
    // schema.go:254 builds the allOf/anyOf/oneOf/not validators with s.Options.Options(), which is empty
    // (schema_option.go:33): below a branch, fields are validated without SubPropertyValidator, so an unchanged
    // spec.x checked by spec's allOf is reported when spec changed, and ratcheted only with spec.
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: { x: { type: "string" }, y: { type: "string" } },
          allOf: [{ properties: { x: { maxLength: 2 } } }],
        },
      },
    };
    const old = { spec: { x: "long", y: "old" } };
    expect(errorsOf(schema, { spec: { x: "long", y: "new" } }, old)).toEqual([
      "spec.x: Too long: may not be more than 2 bytes",
      '<nil>: Invalid value: "": "spec" must validate all the schemas (allOf). None validated',
    ]);
    expect(errorsOf(schema, { spec: { x: "long", y: "old" }, other: 1 }, { ...old, other: 2 })).toEqual([]);
    // The same check outside the branch is ratcheted with x (ratcheting.go:150).
    const direct: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: { type: "object", properties: { x: { type: "string", maxLength: 2 }, y: { type: "string" } } },
      },
    };
    expect(errorsOf(direct, { spec: { x: "long", y: "new" } }, old)).toEqual([]);
  });

  it("drops a ratcheted value's errors but keeps the same message raised again elsewhere", () => {
    // A ratcheted child's result is dropped before it is merged (ratcheting.go:150-154), so an equal message
    // from the parent's own checks, raised after it, is still added (result.go AddErrors keeps the first).
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: {
            x: { type: "object", properties: { y: { type: "string" } }, required: ["y"] },
            z: { type: "integer" },
          },
          required: ["x.y"],
        },
      },
    };
    const old = { spec: { x: {}, z: 1 } };
    expect(errorsOf(schema, { spec: { x: {}, z: 2 } }, old)).toEqual(["spec.x.y: Required value"]);
    expect(errorsOf(schema, { spec: { x: {}, z: 1 } }, old)).toEqual([]);
  });
});

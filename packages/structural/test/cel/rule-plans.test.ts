import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type JSONSchemaProps, ObjectRulesValidator, type ValidationRule } from "../../src/index.js";

// The rule walk plans each validator (its children with rules below, their schemas and CEL types, its compiled
// rules) on the first value that reaches it and keeps the plan for every later object of the validator. These
// properties hold a validator kept across many objects to one made for each object: a plan that depended on
// the value it was first made for (which properties it had, whether it was a list) would show here.

const rules = (...options: ValidationRule[][]): fc.Arbitrary<ValidationRule[] | undefined> =>
  fc.option(fc.constantFrom(...options), { nil: undefined });

const withRules = (schema: JSONSchemaProps, list: ValidationRule[] | undefined): JSONSchemaProps =>
  list === undefined ? schema : { ...schema, "x-kubernetes-validations": list };

const integerRules = rules(
  [{ rule: "self < 5" }],
  [{ rule: "self % 2 == 0", message: "odd" }, { rule: "self < 7" }],
  [{ rule: "self < 3", messageExpression: "'too big: ' + string(self)" }],
);

const schemaArbitrary: fc.Arbitrary<JSONSchemaProps> = fc
  .record({
    root: rules([{ rule: "has(self.spec)" }]),
    spec: rules([{ rule: "!has(self.a) || !has(self.b) || self.a < size(self.b)" }]),
    a: integerRules,
    b: rules([{ rule: "self != 'x'" }], [{ rule: "self.startsWith('y')", fieldPath: "" }]),
    list: rules([{ rule: "size(self) < 3" }]),
    item: rules([{ rule: "!has(self.x) || self.x > 0" }]),
    x: integerRules,
    map: rules([{ rule: "size(self) < 2" }]),
    value: integerRules,
    branch: rules([{ rule: "!has(self.a) || self.a != 4" }]),
    branchA: integerRules,
    embedded: rules([{ rule: "!has(self.n) || self.n < 2" }]),
  })
  .map((r) => {
    const integer = (list: ValidationRule[] | undefined): JSONSchemaProps =>
      withRules({ type: "integer" }, list);
    const spec = withRules(
      {
        type: "object",
        properties: {
          a: integer(r.a),
          b: withRules({ type: "string" }, r.b),
          list: withRules(
            {
              type: "array",
              items: withRules({ type: "object", properties: { x: integer(r.x) } }, r.item),
            },
            r.list,
          ),
          map: withRules({ type: "object", additionalProperties: integer(r.value) }, r.map),
          embedded: withRules(
            {
              type: "object",
              "x-kubernetes-embedded-resource": true,
              properties: {
                apiVersion: { type: "string" },
                kind: { type: "string" },
                metadata: { type: "object" },
                n: { type: "integer" },
              },
            },
            r.embedded,
          ),
        },
        allOf: [withRules({ properties: { a: withRules({}, r.branchA) } }, r.branch)],
      },
      r.spec,
    );
    return withRules({ type: "object", properties: { spec } }, r.root);
  });

const small = fc.integer({ min: -2, max: 9 });
const objectArbitrary = fc.record(
  {
    spec: fc.record(
      {
        a: small,
        b: fc.constantFrom("x", "y", "yy", "zzz"),
        list: fc.array(fc.record({ x: small }, { requiredKeys: [] }), { maxLength: 3 }),
        map: fc.dictionary(fc.constantFrom("k", "l", "m"), small),
        embedded: fc.record({ apiVersion: fc.constant("v1"), kind: fc.constant("K"), n: small }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

describe("rule walk plans kept across objects", () => {
  it("give every object what a validator made for it alone gives (property)", () => {
    fc.assert(
      fc.property(
        schemaArbitrary,
        fc.array(
          fc.record({ object: objectArbitrary, old: fc.option(objectArbitrary, { nil: undefined }) }),
          {
            minLength: 2,
            maxLength: 6,
          },
        ),
        (schema, objects) => {
          const shared = new ObjectRulesValidator(schema);
          for (const { object, old } of objects) {
            expect(shared.validate(object, old)).toEqual(
              new ObjectRulesValidator(schema).validate(object, old),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reach a property the first object did not have", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: {
            a: { type: "integer", "x-kubernetes-validations": [{ rule: "self < 5" }] },
            b: { type: "integer", "x-kubernetes-validations": [{ rule: "self < 3" }] },
          },
        },
      },
    };
    const shared = new ObjectRulesValidator(schema);
    expect(shared.validate({ spec: { a: 9 } }).errors.map((e) => e.field)).toEqual(["spec.a"]);
    expect(shared.validate({ spec: { a: 9, b: 9 } }).errors.map((e) => e.field)).toEqual([
      "spec.a",
      "spec.b",
    ]);
  });
});

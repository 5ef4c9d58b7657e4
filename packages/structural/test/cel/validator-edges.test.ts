// Edges of apiextensions-apiserver's CEL Validator (pkg/apiserver/schema/cel/validation.go, kubernetes-1.35.0)
// that the transcribed Go tables do not reach: which old value a child sees (and which field CorrelatedObject
// correlates), which activation a messageExpression is evaluated in, and the path of a property named "".
import { describe, expect, it } from "vitest";
import {
  type JSONSchemaProps,
  type ValidationRule,
  CorrelatedObject,
  errorString,
  validateObjectRules,
} from "../../src/index.js";

const root = (spec: JSONSchemaProps): JSONSchemaProps => ({
  type: "object",
  properties: {
    apiVersion: { type: "string" },
    kind: { type: "string" },
    metadata: { type: "object" },
    spec,
  },
});

const messages = (result: ReturnType<typeof validateObjectRules>): string[] => result.errors.map(errorString);

describe("old values of an object's fields (validateMap, validation.go:827-861)", () => {
  const immutable = [{ rule: "self == oldSelf", message: "immutable" }];

  it("are only the old object's own fields: a field named constructor has none on create", () => {
    const spec: JSONSchemaProps = {
      type: "object",
      properties: { constructor: { type: "string", "x-kubernetes-validations": immutable } },
    };
    expect(messages(validateObjectRules(root(spec), { spec: { constructor: "a" } }))).toEqual([]);
    const byKey: JSONSchemaProps = {
      type: "object",
      additionalProperties: { type: "string", "x-kubernetes-validations": immutable },
    };
    expect(
      messages(validateObjectRules(root(byKey), { spec: { toString: "a" } }, {}, { spec: { x: "b" } })),
    ).toEqual([]);
    expect(
      messages(
        validateObjectRules(root(byKey), { spec: { toString: "a" } }, {}, { spec: { toString: "b" } }),
      ),
    ).toEqual(['spec[toString]: Invalid value: "a": immutable']);
  });

  it("are none when the old value is a list (oldObj.(map[string]interface{}) fails)", () => {
    const spec: JSONSchemaProps = {
      type: "object",
      "x-kubernetes-preserve-unknown-fields": true,
      properties: {
        m: {
          type: "object",
          additionalProperties: { type: "integer", "x-kubernetes-validations": immutable },
        },
      },
    };
    expect(
      messages(
        validateObjectRules(root(spec), { spec: { m: { "0": 5, length: 2 } } }, {}, { spec: { m: [7, 8] } }),
      ),
    ).toEqual([]);
  });
});

describe("the activation of a messageExpression (evalMessageExpression gets `activation`, validation.go:477)", () => {
  const failing = (rules: ValidationRule[]): JSONSchemaProps =>
    root({ type: "object", properties: { x: { type: "integer", "x-kubernetes-validations": rules } } });

  it("has no oldSelf when no rule of the node reads it (validationActivationWithoutOldSelf, validation.go:164-170, 796-801)", () => {
    const schema = failing([{ rule: "self < 5", messageExpression: "'was ' + string(oldSelf)" }]);
    const result = validateObjectRules(schema, { spec: { x: 7 } }, {}, { spec: { x: 3 } });
    expect(messages(result)).toEqual(["spec.x: Invalid value: 7: failed rule: self < 5"]);
  });

  it("has the old value when another rule of the node reads oldSelf (validationActivationWithOldSelf, validation.go:776-794)", () => {
    const schema = failing([
      { rule: "self < 5", messageExpression: "'was ' + string(oldSelf)" },
      { rule: "self >= oldSelf" },
    ]);
    const result = validateObjectRules(schema, { spec: { x: 7 } }, {}, { spec: { x: 3 } });
    expect(messages(result)).toEqual(["spec.x: Invalid value: 7: was 3"]);
  });

  it("has the plain old value, not an optional, for an optionalOldSelf rule (validation.go:415-418 vs 477)", () => {
    const schema = failing([
      {
        rule: "!oldSelf.hasValue() || self < 5",
        optionalOldSelf: true,
        // Typed as optional<int> (the rule's environment), evaluated with the int itself: Int.Equal of an optional
        // is false.
        messageExpression: "oldSelf == optional.of(3) ? 'optional' : 'plain'",
      },
    ]);
    const result = validateObjectRules(schema, { spec: { x: 7 } }, {}, { spec: { x: 3 } });
    expect(messages(result)).toEqual(["spec.x: Invalid value: 7: plain"]);
  });
});

describe('the path of a property named "" (field.Path renders Child("") as [], path.go:92-116)', () => {
  it("is spec[], and spec[].a below it", () => {
    const spec: JSONSchemaProps = {
      type: "object",
      properties: {
        "": {
          type: "object",
          properties: { a: { type: "string", "x-kubernetes-validations": [{ rule: "self == 'x'" }] } },
          "x-kubernetes-validations": [{ rule: "false", message: "empty" }],
        },
      },
    };
    expect(messages(validateObjectRules(root(spec), { spec: { "": { a: "y" } } }))).toEqual([
      "spec[]: Invalid value: empty",
      "spec[].a: Invalid value: \"y\": failed rule: self == 'x'",
    ]);
  });
});

describe("CorrelatedObject.Key of a field the schema does not describe (equality.go:266-272)", () => {
  // An object of properties that keeps unknown fields: an unknown field has no schema, so no correlation, and
  // the objects count as changed (nothing ratchets), whatever the field's name.
  const schema: JSONSchemaProps = {
    type: "object",
    "x-kubernetes-preserve-unknown-fields": true,
    properties: { a: { type: "string" } },
  };
  for (const name of ["zz", "constructor", "toString"]) {
    it(`has none for ${name}`, () => {
      const correlated = new CorrelatedObject({ [name]: 1, a: "x" }, { [name]: 1, a: "x" }, schema);
      expect(correlated.key(name)).toBeUndefined();
      expect(correlated.cachedDeepEqual()).toBe(false);
    });
  }
});

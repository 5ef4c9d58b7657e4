// Edges of apiextensions-apiserver's CEL Validator (pkg/apiserver/schema/cel/validation.go, kubernetes-1.35.0)
// that the transcribed Go tables do not reach: which old value a child sees.
import { describe, expect, it } from "vitest";
import {
  type JSONSchemaProps,
  type ValidationRule,
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

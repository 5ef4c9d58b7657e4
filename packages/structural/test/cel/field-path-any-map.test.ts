// A rule's fieldPath through `additionalProperties: true`: cel.ValidFieldPath
// (apiextensions-apiserver pkg/apiserver/schema/cel/validation.go:557-676, kubernetes-1.35.0) takes the nil
// `AdditionalProperties.Structural` as the next schema, so a key as the last step is valid, for the CRD
// (pkg/apis/apiextensions/validation/validation.go:1324-1331, pathValid) and at run time (compileRule's
// NormalizedRuleFieldPath, compilation.go:288-292).
import { describe, expect, it } from "vitest";
import {
  type CustomResourceDefinition,
  type JSONSchemaProps,
  errorString,
  validateCustomResourceDefinition,
  validateObjectRules,
} from "../../src/index.js";
import { validFieldPath } from "../../src/schema/cel/valid-field-path.js";

describe("fieldPath through additionalProperties: true", () => {
  const anyMap: JSONSchemaProps = { type: "object", additionalProperties: true };

  it("is valid when the key is its last step, and names no schema (validation.go:563-567, 675)", () => {
    expect(validFieldPath("['foo']", anyMap)).toEqual({ path: "[foo]", schema: undefined });
    expect(validFieldPath(".foo", anyMap)).toEqual({ path: "[foo]", schema: undefined });
  });

  it("names no field when a step follows (Go reads the nil schema's Properties and panics)", () => {
    expect(validFieldPath(".foo.bar", anyMap)).toEqual({ error: "does not refer to a valid field" });
    expect(validFieldPath("['foo']['bar']", anyMap)).toEqual({ error: "does not refer to a valid field" });
  });

  it('reports a failed rule at the key: Child("[foo]") renders as .[foo] (compilation.go:288-292, validation.go:462-465)', () => {
    const spec: JSONSchemaProps = {
      type: "object",
      properties: {
        m: {
          ...anyMap,
          "x-kubernetes-validations": [{ rule: "false", fieldPath: "['foo']", message: "no" }],
        },
      },
    };
    const result = validateObjectRules({ type: "object", properties: { spec } }, { spec: { m: { foo: 1 } } });
    expect(result.errors.map(errorString)).toEqual(["spec.m.[foo]: Invalid value: no"]);
  });

  it("is a valid path for the CRD (pathValid)", () => {
    const m: JSONSchemaProps = {
      ...anyMap,
      "x-kubernetes-validations": [{ rule: "true", fieldPath: "['foo']" }],
    };
    const crd: CustomResourceDefinition = {
      apiVersion: "apiextensions.k8s.io/v1",
      kind: "CustomResourceDefinition",
      metadata: { name: "widgets.example.com" },
      spec: {
        group: "example.com",
        scope: "Namespaced",
        names: { plural: "widgets", singular: "widget", kind: "Widget", listKind: "WidgetList" },
        versions: [
          {
            name: "v1",
            served: true,
            storage: true,
            schema: {
              openAPIV3Schema: {
                type: "object",
                properties: { spec: { type: "object", properties: { m } } },
              },
            },
          },
        ],
      },
    };
    expect(validateCustomResourceDefinition(crd)).toEqual([]);
  });
});

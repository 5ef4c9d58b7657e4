import { describe, expect, it } from "vitest";
import { type JSONSchemaProps, errorString, validateObjectRules } from "../../src/index.js";

const schema: JSONSchemaProps = {
  type: "object",
  properties: {
    spec: {
      type: "object",
      properties: {
        limits: {
          type: "object",
          additionalProperties: {
            type: "string",
            "x-kubernetes-validations": [{ rule: "quantity(self).isLessThan(quantity('1Gi'))" }],
          },
        },
        ports: {
          type: "array",
          "x-kubernetes-list-type": "map",
          "x-kubernetes-list-map-keys": ["name"],
          items: {
            type: "object",
            required: ["name"],
            properties: { name: { type: "string" }, port: { type: "integer" } },
            "x-kubernetes-validations": [{ rule: "self.port > 0", message: "port must be positive" }],
          },
        },
        url: { type: "string", "x-kubernetes-validations": [{ rule: "isURL(self)" }] },
        host: {
          type: "string",
          "x-kubernetes-validations": [
            {
              rule: "!format.dns1123Label().validate(self).hasValue()",
              messageExpression: "format.dns1123Label().validate(self).value()[0]",
            },
          ],
        },
        // int-or-string is dyn in CEL, so the authorizer library's member functions type-check on it.
        port: {
          "x-kubernetes-int-or-string": true,
          "x-kubernetes-validations": [{ rule: "self.allowed()" }],
        },
      },
    },
  },
};

describe("validateObjectRules", () => {
  it("walks additionalProperties and list items, with the Kubernetes libraries' runtime", () => {
    const result = validateObjectRules(schema, {
      spec: {
        limits: { a: "2Gi", b: "1Mi" },
        ports: [
          { name: "x", port: 1 },
          { name: "y", port: 0 },
        ],
      },
    });
    expect(result.errors.map(errorString)).toEqual([
      `spec.limits[a]: Invalid value: "2Gi": failed rule: quantity(self).isLessThan(quantity('1Gi'))`,
      "spec.ports[1]: Invalid value: port must be positive",
    ]);
    expect(result.runtimeCost).toBeGreaterThan(0);
    expect(result.unevaluatedFunctions).toEqual([]);
  });

  it("evaluates the URL library's rules", () => {
    const result = validateObjectRules(schema, { spec: { url: "not a url" } });
    expect(result.errors.map(errorString)).toEqual([
      `spec.url: Invalid value: "not a url": failed rule: isURL(self)`,
    ]);
    expect(result.unevaluatedFunctions).toEqual([]);
  });

  it("evaluates the format library's rules, worded with the validator's messages", () => {
    const result = validateObjectRules(schema, { spec: { host: "Not_A_Label" } });
    expect(result.errors.map(errorString)).toEqual([
      'spec.host: Invalid value: "Not_A_Label": a lowercase RFC 1123 label must consist of lower case alphanumeric ' +
        "characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', " +
        "regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
    ]);
    expect(result.unevaluatedFunctions).toEqual([]);
  });

  it("skips the rules calling a function without a runtime (the authorizer library) and names it", () => {
    const result = validateObjectRules(schema, { spec: { port: 80 } });
    expect(result.errors).toEqual([]);
    expect(result.unevaluatedFunctions).toEqual(["allowed"]);
  });
});

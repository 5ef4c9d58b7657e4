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
          "x-kubernetes-validations": [{ rule: "!format.dns1123Label().validate(self).hasValue()" }],
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

  it("skips the rules calling a function without a runtime and names it", () => {
    const result = validateObjectRules(schema, { spec: { host: "Not_A_Label" } });
    expect(result.errors).toEqual([]);
    expect(result.unevaluatedFunctions).toEqual(["format.dns1123Label", "validate"]);
  });
});

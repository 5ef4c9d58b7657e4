// Rules inside allOf branches on custom resources, as the API server runs them: validation.go's
// `AllOfValidators` (each branch's rules over the node the branch sits on), `NewValidator`'s `hasXValidations`
// gate (which does not look into allOf) and the allOf branches' ratcheting (only by the nearest correlatable
// ancestor). apiextensions-apiserver 1aa2717a.
import { describe, expect, it } from "vitest";
import { type JSONSchemaProps, errorString, validateObjectRules } from "../../src/index.js";

const positive = { rule: "self.replicas > 0", message: "replicas must be positive" };
const spec = (extra: JSONSchemaProps = {}): JSONSchemaProps => ({
  type: "object",
  properties: { replicas: { type: "integer" }, name: { type: "string" } },
  allOf: [{ "x-kubernetes-validations": [positive] }],
  ...extra,
});

describe("rules inside allOf on custom resources", () => {
  it("are evaluated over the node their branch sits on when some rule is on the structural spine", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { spec: spec(), other: { type: "string", "x-kubernetes-validations": [{ rule: "true" }] } },
    };
    const result = validateObjectRules(schema, { spec: { replicas: 0 } });
    expect(result.errors.map(errorString)).toEqual(["spec: Invalid value: replicas must be positive"]);
  });

  it("are never run when the only rules are in allOf branches (NewValidator returns nil)", () => {
    const schema: JSONSchemaProps = { type: "object", properties: { spec: spec() } };
    const result = validateObjectRules(schema, { spec: { replicas: 0 } });
    expect(result.errors).toEqual([]);
    expect(result.runtimeCost).toBe(0);
  });

  it("are ratcheted by the nearest correlatable ancestor only, not by their own node", () => {
    const own = { rule: "self.replicas > 0", message: "own rule" };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: spec({ "x-kubernetes-validations": [own] }),
        other: { type: "string" },
      },
    };
    const old = { spec: { replicas: 0 }, other: "a" };
    // spec unchanged, the object changed: the node's own rule is ratcheted, the allOf branch's is not.
    const changed = validateObjectRules(schema, { spec: { replicas: 0 }, other: "b" }, {}, old);
    expect(changed.errors.map(errorString)).toEqual(["spec: Invalid value: replicas must be positive"]);
    expect(changed.warnings).toEqual(["spec: Invalid value: own rule"]);
    // Nothing changed: the root, spec's nearest correlatable ancestor, is unchanged, so both are ratcheted.
    const same = validateObjectRules(schema, old, {}, old);
    expect(same.errors).toEqual([]);
    expect(same.warnings).toEqual([
      "spec: Invalid value: own rule",
      "spec: Invalid value: replicas must be positive",
    ]);
  });

  it("report at the rule's fieldPath, resolved against the node's schema in either notation", () => {
    const rules = [
      { rule: "self.replicas > 0", message: "dotted", fieldPath: ".replicas" },
      { rule: "self.replicas > 0", message: "bracketed", fieldPath: "['replicas']" },
      { rule: "self.replicas > 0", message: "unresolved", fieldPath: ".missing" },
    ];
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { spec: spec({ allOf: [{ "x-kubernetes-validations": rules }] }) },
      "x-kubernetes-validations": [{ rule: "true" }],
    };
    const result = validateObjectRules(schema, { spec: { replicas: 0 } });
    expect(result.errors.map(errorString)).toEqual([
      "spec.replicas: Invalid value: dotted",
      "spec.replicas: Invalid value: bracketed",
      "spec: Invalid value: unresolved",
    ]);
  });
});

// A rule whose messageExpression does not compile reports at its node, whatever its fieldPath: compileRule returns
// before it normalizes the fieldPath (apiextensions-apiserver v0.35.0 pkg/apiserver/schema/cel/compilation.go), and
// the message is the rule's own or the default. The API server refuses such a CRD, but `crdgen validate --crds`
// takes CRDs as given. The expected errors and cost are the crvalidate oracle's answer
// (packages/objects/test/oracle/SOURCES.md).
import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpecSchema } from "./fixtures.js";

const crd = widgetCrdWithSpecSchema({
  type: "object",
  properties: { s: { type: "string" }, n: { type: "integer" } },
  "x-kubernetes-validations": [
    { rule: "self.n > 100", messageExpression: "1", fieldPath: ".s" },
    { rule: "self.n > 100", messageExpression: "nope", fieldPath: ".s", message: "m" },
    { rule: "self.n > 100", messageExpression: "1", fieldPath: ".s", reason: "FieldValueForbidden" },
    { rule: "self.n > 100", messageExpression: "'ok'", fieldPath: ".s" },
  ],
});

describe("a rule whose messageExpression does not compile", () => {
  it("reports at its node, not at its fieldPath", () => {
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w1", namespace: "default" },
      spec: { s: "a", n: 7 },
    };
    const [outcome] = validate({ crds: [crd], objects: [object] }).objects;
    expect(outcome?.errors.map((e) => [e.type, e.field, e.detail])).toEqual([
      ["FieldValueInvalid", "spec", "failed rule: self.n > 100"],
      ["FieldValueInvalid", "spec", "m"],
      ["FieldValueForbidden", "spec", "failed rule: self.n > 100"],
      ["FieldValueInvalid", "spec.s", "ok"],
    ]);
    expect(outcome?.runtimeCost).toBe(12);
  });
});

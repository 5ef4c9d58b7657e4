import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpec } from "./fixtures.js";

const crd = widgetCrdWithSpec({
  note: { type: "string" },
  params: {
    type: "object",
    additionalProperties: { type: "string" },
    "x-kubernetes-validations": [{ rule: "self == oldSelf", message: "immutable" }],
  },
});

const widget = (spec: Record<string, unknown>) => ({
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata: { name: "w1", namespace: "default" },
  spec,
});

// A stored value that no longer matches the schema is kept by ratcheting, and reaches the CEL rules: comparing a
// map holding it is the conversion's error (apiserver pkg/cel/common/valuesunstructured.go:612-614 returns
// v.Equal(ov), and cel-go's Err.Equal returns the error, common/types/err.go:131-134), which the validator
// reports as "<error> evaluating rule: <message>" (apiextensions-apiserver pkg/apiserver/schema/cel/validation.go:450).
// The crvalidate oracle gives the same error and a runtime cost of 3.
describe("a CEL rule comparing a value that does not match its schema", () => {
  it("is refused with the conversion's error, not as a false rule", () => {
    const old = {
      ...widget({ params: { a: "x", b: 1 } }),
      metadata: { name: "w1", namespace: "default", generation: 1 },
    };
    const [outcome] = validate({
      crds: [crd],
      objects: [widget({ params: { a: "x", b: 1 }, note: "n" })],
      old: [old],
    }).objects;
    expect(outcome?.errors.map((e) => `${e.field}: ${e.detail}`)).toEqual([
      "spec.params: invalid data, expected string, got int64 evaluating rule: immutable",
    ]);
    expect(outcome?.runtimeCost).toBe(3);
  });
});

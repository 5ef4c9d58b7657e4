import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpec } from "./fixtures.js";

const crd = widgetCrdWithSpec({
  size: {
    type: "integer",
    "x-kubernetes-validations": [{ rule: "self < 5", message: "too big" }],
  },
  note: { type: "string" },
});

const widget = (spec: Record<string, unknown>, finalizers: string[]) => ({
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata: { name: "w1", namespace: "default", finalizers },
  spec,
});

const cleanup =
  'metadata.finalizers: "cleanup": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers';

// rest.BeforeCreate and rest.BeforeUpdate (apiserver pkg/registry/rest/create.go:124-134, update.go:171-178) ask
// the strategy for its warnings (finalizer names) only once validation passed, CEL rules included; the CEL
// validator's warnings about ratcheted rules come during validation (apiextensions-apiserver
// pkg/apiserver/schema/cel/validation.go:469), so before them.
describe("warnings about finalizer names", () => {
  it("are not returned when a CEL rule refuses the object", () => {
    const [refused, accepted] = validate({
      crds: [crd],
      objects: [widget({ size: 10 }, ["cleanup"]), widget({ size: 1 }, ["cleanup"])],
    }).objects;
    expect(refused?.errors.map((e) => e.detail)).toEqual(["too big"]);
    expect(refused?.warnings).toEqual([]);
    expect(accepted?.warnings).toEqual([cleanup]);
  });

  it("come after the CEL validator's warnings of an update", () => {
    const old = {
      ...widget({ size: 10 }, []),
      metadata: { name: "w1", namespace: "default", generation: 1 },
    };
    const [outcome] = validate({
      crds: [crd],
      objects: [widget({ size: 10, note: "n" }, ["cleanup"])],
      old: [old],
    }).objects;
    expect(outcome?.valid).toBe(true);
    expect(outcome?.warnings).toEqual(["spec.size: Invalid value: 10: too big", cleanup]);
  });
});

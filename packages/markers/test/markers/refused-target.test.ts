import { describe, expect, it } from "vitest";
import { parseLine } from "../support/comment.js";

// controller-tools 434758187ddd pkg/crd/markers/validation.go:103 registers +k8s:enum on fields as K8sEnumField,
// whose ApplyToSchema (:1118-1120) always fails: `k8s:enum must be set on a type, not a field`. Found by the live
// controller-gen oracle's hand cases (session 22): controller-gen refused, crdgen only warned (CRD1006).
describe("a marker controller-gen refuses on a target", () => {
  it("+k8s:enum on a field is an error, not the wrong-target warning", () => {
    const parsed = parseLine("+k8s:enum", "field");
    expect(parsed.markers).toEqual([]);
    expect(parsed.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      ["CRD1012", "error", "+k8s:enum must be set on types, not on fields"],
    ]);
  });

  it("+k8s:enum on a type is read", () => {
    const parsed = parseLine("+k8s:enum", "type");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.markers.map((m) => m.name)).toEqual(["k8s:enum"]);
  });
});

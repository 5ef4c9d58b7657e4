import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { Marker } from "../../src/index.js";
import { applyMarkers, parseComment } from "../../src/index.js";
import { codesAt } from "../support/comment.js";

function markers(...lines: string[]): readonly Marker[] {
  const parsed = parseComment(lines.map((l) => `// ${l}`).join("\n"), { line: 1, column: 1 }, "api.ts");
  expect(parsed.diagnostics.filter((d) => d.code !== "CRD1011")).toEqual([]);
  return parsed.markers;
}

describe("applyMarkers", () => {
  it("applies Type first, so the type checks of later markers see it", () => {
    const result = applyMarkers(
      { type: "string" },
      markers("+kubebuilder:validation:Minimum=1", "+kubebuilder:validation:Type=integer"),
      "field",
    );
    expect(result).toEqual({ value: { type: "integer", minimum: 1 }, diagnostics: [] });
  });

  // validation.go Enum.ApplyToSchema sets an empty list, which `enum,omitempty` leaves out of the CRD
  it("leaves the enum out for an empty Enum, also over an enum the type gave", () => {
    const result = applyMarkers(
      { type: "string", enum: ["a"] },
      markers("+kubebuilder:validation:Enum={}"),
      "field",
    );
    expect(result).toEqual({ value: { type: "string" }, diagnostics: [] });
  });

  it("applies XIntOrString first, so string markers fit an int-or-string", () => {
    const result = applyMarkers(
      {},
      markers("+kubebuilder:validation:Pattern=`^\\d+%?$`", "+kubebuilder:validation:XIntOrString"),
      "field",
    );
    expect(result).toEqual({
      value: { "x-kubernetes-int-or-string": true, pattern: "^\\d+%?$" },
      diagnostics: [],
    });
  });

  it("applies listType before listMapKey, whatever the order in the comment", () => {
    const schema: JSONSchemaProps = { type: "array", items: { type: "object" } };
    const result = applyMarkers(
      schema,
      markers("+listMapKey=name", "+listMapKey=port", "+listType=map"),
      "field",
    );
    expect(result.value).toEqual({
      ...schema,
      "x-kubernetes-list-type": "map",
      "x-kubernetes-list-map-keys": ["name", "port"],
    });
  });

  it("keeps +kubebuilder:default over +default", () => {
    const result = applyMarkers(
      { type: "integer" },
      markers("+kubebuilder:default=2", "+default=1"),
      "field",
    );
    expect(result.value).toEqual({ type: "integer", default: 2 });
  });

  it("turns an empty map default into an empty list on arrays", () => {
    const result = applyMarkers(
      { type: "array", items: { type: "string" } },
      markers("+kubebuilder:default={}"),
      "field",
    );
    expect(result.value.default).toEqual([]);
  });

  it("ignores a +default=null", () => {
    expect(applyMarkers({ type: "string" }, markers("+default=null"), "field").value).toEqual({
      type: "string",
    });
  });

  it("applies items: markers after the others, to the items of the array", () => {
    const result = applyMarkers(
      { type: "array", items: { type: "integer" } },
      markers(
        "+kubebuilder:validation:items:Maximum=9",
        "+kubebuilder:validation:MaxItems=3",
        '+kubebuilder:validation:items:XValidation:rule="self > 0"',
      ),
      "field",
    );
    expect(result).toEqual({
      value: {
        type: "array",
        maxItems: 3,
        items: { type: "integer", maximum: 9, "x-kubernetes-validations": [{ rule: "self > 0" }] },
      },
      diagnostics: [],
    });
  });

  it("orders the one-of rules after XValidation: AtMostOneOf, ExactlyOneOf, AtLeastOneOf", () => {
    const schema: JSONSchemaProps = { type: "object", properties: { a: {}, b: {} } };
    const result = applyMarkers(
      schema,
      markers(
        "+kubebuilder:validation:AtLeastOneOf=a;b",
        "+kubebuilder:validation:ExactlyOneOf=a;b",
        '+kubebuilder:validation:XValidation:rule="true"',
      ),
      "type",
    );
    expect(result.value["x-kubernetes-validations"]?.map((r) => r.rule)).toEqual([
      "true",
      "(has(self.a)?1:0)+(has(self.b)?1:0) == 1",
      "has(self.a)||has(self.b)",
    ]);
  });

  it("does not change its input", () => {
    const schema: JSONSchemaProps = { type: "string" };
    applyMarkers(schema, markers("+kubebuilder:validation:MinLength=1"), "field");
    expect(schema).toEqual({ type: "string" });
  });

  it("skips markers without a schema effect and reports misplaced ones", () => {
    const result = applyMarkers(
      { type: "string" },
      markers("+optional", "+kubebuilder:subresource:status"),
      "field",
    );
    expect(result.value).toEqual({ type: "string" });
    expect(codesAt(result.diagnostics)).toEqual(["CRD1006@2:4"]);
  });

  it("reports every marker that does not fit, at its own position", () => {
    const result = applyMarkers(
      { type: "boolean" },
      markers("+kubebuilder:validation:MinLength=1", "+nullable", "+kubebuilder:validation:MaxItems=2"),
      "field",
    );
    expect(result.value).toEqual({ type: "boolean", nullable: true });
    expect(codesAt(result.diagnostics)).toEqual(["CRD1007@1:4", "CRD1007@3:4"]);
  });
});

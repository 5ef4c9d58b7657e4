import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { Marker } from "../../src/index.js";
import { applyMarkers, parseComment } from "../../src/index.js";

function markers(...lines: string[]): readonly Marker[] {
  const parsed = parseComment(lines.map((l) => `// ${l}`).join("\n"), { line: 1, column: 1 }, "api.ts");
  expect(parsed.diagnostics).toEqual([]);
  return parsed.markers;
}

function layered(schema: JSONSchemaProps, ...lines: string[]): ReturnType<typeof applyMarkers> {
  return applyMarkers(schema, markers(...lines), "field", { layered: true });
}

const name: JSONSchemaProps = { type: "string", minLength: 1, maxLength: 255 };

describe("applyMarkers with layered", () => {
  it("keeps the type's bounds and the layer's side by side in an allOf", () => {
    const result = layered(
      name,
      "+kubebuilder:validation:MinLength=10",
      "+kubebuilder:validation:MaxLength=10",
    );
    expect(result).toEqual({
      value: {
        type: "string",
        allOf: [
          { minLength: 1, maxLength: 255 },
          { minLength: 10, maxLength: 10 },
        ],
      },
      diagnostics: [],
    });
  });

  it("leaves a bound only one side sets on the node", () => {
    expect(layered(name, "+kubebuilder:validation:Pattern=`^a`").value).toEqual({
      type: "string",
      minLength: 1,
      maxLength: 255,
      pattern: "^a",
    });
  });

  it("keeps an equal bound twice but an equal pattern once, as controller-gen compares them", () => {
    const typed: JSONSchemaProps = { type: "string", minLength: 1, pattern: "^a" };
    expect(
      layered(typed, "+kubebuilder:validation:MinLength=1", "+kubebuilder:validation:Pattern=`^a`").value,
    ).toEqual({ type: "string", pattern: "^a", allOf: [{ minLength: 1 }, { minLength: 1 }] });
  });

  it("keeps both enums, so the layer narrows the type's values", () => {
    const typed: JSONSchemaProps = { type: "string", enum: ["a", "b"] };
    expect(layered(typed, "+kubebuilder:validation:Enum=a;c").value).toEqual({
      type: "string",
      allOf: [{ enum: ["a", "b"] }, { enum: ["a", "c"] }],
    });
  });

  it("appends to an allOf the type already has", () => {
    const typed: JSONSchemaProps = { type: "integer", maximum: 9, allOf: [{ minimum: 1 }, { minimum: 2 }] };
    expect(layered(typed, "+kubebuilder:validation:Maximum=5").value).toEqual({
      type: "integer",
      allOf: [{ minimum: 1 }, { minimum: 2 }, { maximum: 9 }, { maximum: 5 }],
    });
  });

  it("lists the layer's CEL rules before the type's", () => {
    const typed: JSONSchemaProps = { type: "string", "x-kubernetes-validations": [{ rule: "t" }] };
    const result = layered(
      typed,
      '+kubebuilder:validation:XValidation:rule="f1"',
      '+kubebuilder:validation:XValidation:rule="f2"',
    );
    expect(result.value["x-kubernetes-validations"]).toEqual([{ rule: "f1" }, { rule: "f2" }, { rule: "t" }]);
  });

  it("lets the layer replace what is not a value validation", () => {
    const typed: JSONSchemaProps = {
      type: "object",
      "x-kubernetes-map-type": "granular",
      default: { a: "x" },
    };
    expect(layered(typed, "+mapType=atomic", "+kubebuilder:default={}").value).toEqual({
      type: "object",
      "x-kubernetes-map-type": "atomic",
      default: {},
    });
  });

  it("checks a default against the merged schema, the type's bounds included", () => {
    const result = layered(name, "+kubebuilder:validation:MaxLength=10", '+kubebuilder:default=""');
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "CRD1009",
        '+kubebuilder:default="": the default is invalid: default: Invalid value: "":  in body should be at least 1 chars long',
      ],
    ]);
  });

  it("drops the type's schema for a schemaless field", () => {
    const result = layered(
      { ...name, description: "Name." },
      "+kubebuilder:validation:Schemaless",
      "+kubebuilder:validation:Type=string",
    );
    expect(result.value).toEqual({ description: "Name.", type: "string" });
  });

  it("lets +k8s:enum sort the values it is on", () => {
    const typed: JSONSchemaProps = { type: "string", enum: ["b", "a"] };
    const result = applyMarkers(typed, markers("+k8s:enum"), "type", { layered: true });
    expect(result).toEqual({ value: { type: "string", enum: ["a", "b"] }, diagnostics: [] });
  });

  it("does not change its input, even a frozen one", () => {
    const typed = Object.freeze({
      type: "string",
      minLength: 1,
      "x-kubernetes-validations": [{ rule: "t" }],
    });
    const result = layered(
      typed,
      "+kubebuilder:validation:MinLength=2",
      '+kubebuilder:validation:XValidation:rule="f"',
    );
    expect(typed).toEqual({ type: "string", minLength: 1, "x-kubernetes-validations": [{ rule: "t" }] });
    expect(result.value).toEqual({
      type: "string",
      allOf: [{ minLength: 1 }, { minLength: 2 }],
      "x-kubernetes-validations": [{ rule: "f" }, { rule: "t" }],
    });
  });

  it("replaces as before without layered", () => {
    const result = applyMarkers(name, markers("+kubebuilder:validation:MinLength=10"), "field");
    expect(result.value).toEqual({ type: "string", minLength: 10, maxLength: 255 });
  });
});

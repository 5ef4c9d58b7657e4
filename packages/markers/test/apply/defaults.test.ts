import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { applyMarkers, parseComment } from "../../src/index.js";
import { codesAt } from "../support/comment.js";

function applyDefault(schema: JSONSchemaProps, ...lines: string[]): { at: string[]; messages: string[] } {
  const text = lines.map((l) => `// ${l}`).join("\n");
  const parsed = parseComment(text, { line: 5, column: 3 }, "api.ts", "field");
  const applied = applyMarkers(schema, parsed.markers, "field");
  const diagnostics = [...parsed.diagnostics, ...applied.diagnostics];
  return { at: codesAt(diagnostics), messages: diagnostics.map((d) => d.message) };
}

describe("defaults are checked as the API server checks them", () => {
  it.each<[string, JSONSchemaProps, string, string]>([
    [
      "a wrong type",
      { type: "integer" },
      "+kubebuilder:default=abc",
      'default: Invalid value: "string":  in body must be of type integer: "string"',
    ],
    [
      "a number for a string",
      { type: "string" },
      "+kubebuilder:default=10",
      "in body must be of type string",
    ],
    [
      "a value outside the enum",
      { type: "string", enum: ["a", "b"] },
      "+kubebuilder:default=c",
      'default: Unsupported value: "c": supported values: "a", "b"',
    ],
    [
      "a nested bound",
      { type: "object", properties: { a: { type: "integer", minimum: 3 } } },
      "+kubebuilder:default={a: 1}",
      "default.a: Invalid value: 1: a in body should be greater than or equal to 3",
    ],
    [
      "too many items",
      { type: "array", items: { type: "integer" }, maxItems: 1 },
      "+kubebuilder:default={1,2}",
      "default: Too many: 2: must have at most 1 item",
    ],
    ["a JSON default", { type: "boolean" }, '+default="yes"', "in body must be of type boolean"],
    [
      "unknown fields",
      { type: "object", properties: { a: { type: "string" } } },
      "+kubebuilder:default={a: x, b: 1}",
      "it has fields the schema does not allow (they would be pruned)",
    ],
  ])("rejects %s", (_name, schema, line, says) => {
    const result = applyDefault(schema, line);
    expect(result.at).toEqual(["CRD1009@5:6"]);
    expect(result.messages[0]).toContain(says);
  });

  it("checks the default against the schema the other markers made", () => {
    expect(
      applyDefault({ type: "integer" }, "+kubebuilder:default=2", "+kubebuilder:validation:Minimum=5").at,
    ).toEqual(["CRD1009@5:6"]);
    expect(
      applyDefault({ type: "integer" }, "+kubebuilder:validation:Maximum=5", "+kubebuilder:default=2").at,
    ).toEqual([]);
  });

  it("blames +kubebuilder:default, the one that takes effect, when both are given", () => {
    const result = applyDefault({ type: "integer" }, "+default=1", "+kubebuilder:default=abc");
    expect(result.at).toEqual(["CRD1011@6:4", "CRD1009@6:4"]);
  });

  it("checks only the default that takes effect, at its marker", () => {
    const result = applyDefault({ type: "integer" }, "+kubebuilder:default=2", '+default="x"');
    expect(result.at).toEqual(["CRD1011@6:4"]);
  });

  it.each<[JSONSchemaProps, string]>([
    [{ type: "string" }, "+kubebuilder:default=100Mi"],
    [
      { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] },
      "+kubebuilder:default=80",
    ],
    [
      { type: "object", "x-kubernetes-preserve-unknown-fields": true },
      "+kubebuilder:default={any: {thing: 1}}",
    ],
    [{ type: "array", items: { type: "string" } }, "+kubebuilder:default={}"],
  ])("accepts %j with %s", (schema, line) => {
    expect(applyDefault(schema, line).at).toEqual([]);
  });
});

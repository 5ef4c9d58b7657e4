import { describe, expect, it } from "vitest";
import { firstSchema, generateInMemory, header } from "../support/memory.js";

const input = (fields: string) =>
  `${header}import type { integer } from "crdgen";\n\nexport interface WidgetSpec {\n${fields}\n}\n\nexport interface Widget {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: WidgetSpec;\n}\n`;

function specOf(fields: string): unknown {
  const result = generateInMemory({ "/app/input.ts": input(fields) });
  expect(result.diagnostics).toEqual([]);
  return (firstSchema(result) as { properties: { spec: unknown } }).properties.spec;
}

describe("crdgen's integer (Go's int)", () => {
  it("is `type: integer` without a format, as controller-gen writes Go's int", () => {
    expect(specOf("count: integer;")).toEqual({
      properties: { count: { type: "integer" } },
      required: ["count"],
      type: "object",
    });
  });

  it("keeps its markers, and is an array's items", () => {
    expect(
      specOf("  // +kubebuilder:validation:Minimum=1\n  count?: integer;\n  counts?: integer[];"),
    ).toEqual({
      properties: {
        count: { minimum: 1, type: "integer" },
        counts: { items: { type: "integer" }, type: "array" },
      },
      type: "object",
    });
  });

  it("is the number side of an int-or-string union", () => {
    expect(specOf("port: integer | string;")).toEqual({
      properties: {
        port: { anyOf: [{ type: "integer" }, { type: "string" }], "x-kubernetes-int-or-string": true },
      },
      required: ["port"],
      type: "object",
    });
  });
});

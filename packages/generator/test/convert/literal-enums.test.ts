import { describe, expect, it } from "vitest";
import { firstSchema, generateInMemory, header } from "../support/memory.js";

// Unions of literals become `type` + `enum`; the type must describe every value, not just some of them.
const input = (fields: string) =>
  `${header}export interface WidgetSpec {\n${fields}\n}\n\nexport interface Widget {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: WidgetSpec;\n}\n`;

function specOf(fields: string): unknown {
  const result = generateInMemory({ "/app/input.ts": input(fields) });
  expect(result.diagnostics).toEqual([]);
  return (firstSchema(result) as { properties: { spec: unknown } }).properties.spec;
}

describe("unions of number literals", () => {
  it("are `type: integer` only when every value is whole, else `type: number`", () => {
    expect(specOf("  whole: 1 | 2;\n  ratio: 1 | 1.5;\n  half: 0.5 | 2;")).toEqual({
      properties: {
        half: { enum: [0.5, 2], type: "number" },
        ratio: { enum: [1, 1.5], type: "number" },
        whole: { enum: [1, 2], type: "integer" },
      },
      required: ["half", "ratio", "whole"],
      type: "object",
    });
  });
});

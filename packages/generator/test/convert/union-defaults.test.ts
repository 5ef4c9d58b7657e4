import { describe, expect, it } from "vitest";
import { generateInMemory, header } from "../support/memory.js";

const input = (rolling: string, recreate: string) =>
  [
    header,
    "export interface Rolling {",
    '  type: "Rolling";',
    rolling,
    "}",
    "export interface Recreate {",
    '  type: "Recreate";',
    recreate,
    "}",
    "export interface Widget {",
    "  apiVersion: string;",
    "  kind: string;",
    "  metadata?: ObjectMeta;",
    "  spec: { strategy: Rolling | Recreate };",
    "}",
    "",
  ].join("\n");

function diagnosticsOf(rolling: string, recreate: string) {
  return generateInMemory({ "/app/input.ts": input(rolling, recreate) }).diagnostics.map((d) => [
    d.code,
    d.severity,
    `${d.span?.start.line}:${d.span?.start.column}`,
    d.message,
  ]);
}

describe("a default on one member of a discriminated union", () => {
  it("is a warning at the marker: the API server fills it in for the other members too", () => {
    expect(diagnosticsOf("  // +kubebuilder:default=1\n  maxSurge?: number;", "  wait?: boolean;")).toEqual([
      [
        "CRD1022",
        "warning",
        "8:6",
        '+kubebuilder:default on "maxSurge" of Rolling applies to every member of the union: the API server fills "maxSurge" in for Recreate too, which does not declare it',
      ],
    ]);
  });

  it("is not warned about when every member declares the field with the same default", () => {
    const field = "  // +default=1\n  maxSurge?: number;";
    expect(diagnosticsOf(field, field)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@crdgen/core";
import { generateInMemory } from "../support/memory.js";

const header = '// +groupName=example.com\n// +versionName=v1\nimport type { ObjectMeta } from "crdgen";\n';
const kind = (name: string, markers = "") =>
  `${markers}export interface ${name} {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: { size: string };\n}\n`;

const summary = (d: Diagnostic) => [d.code, `${d.span?.file}:${d.span?.start.line}`, d.message];

describe("kinds that clash", () => {
  it("declared twice in one folder: the second is reported, pointing at the first", () => {
    const result = generateInMemory(
      { "/app/v1/a.ts": header + kind("Gizmo"), "/app/v1/b.ts": header + kind("Gizmo") },
      { inputs: ["."] },
    );
    expect(result.diagnostics.map(summary)).toEqual([
      ["CRD2016", "v1/b.ts:4", "Gizmo is declared twice in example.com/v1 (also at v1/a.ts:4:18)"],
    ]);
    expect(result.crds.map((c) => c.kind)).toEqual(["Gizmo"]);
  });

  it("with the same plural in one group: an error at each kind naming the other, and neither CRD", () => {
    const result = generateInMemory(
      {
        "/app/v1/a.ts": header + kind("Gizmo"),
        "/app/v1/b.ts": header + kind("Gadget", "// +kubebuilder:resource:path=gizmoes\n"),
      },
      { inputs: ["."] },
    );
    expect(result.diagnostics.map(summary)).toEqual([
      ["CRD2031", "v1/a.ts:4", "Gizmo makes the CRD gizmoes.example.com, and so does Gadget at v1/b.ts:5:18"],
      ["CRD2031", "v1/b.ts:5", "Gadget makes the CRD gizmoes.example.com, and so does Gizmo at v1/a.ts:4:18"],
    ]);
    expect(result.crds).toEqual([]);
  });
});

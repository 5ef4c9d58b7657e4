import { describe, expect, it } from "vitest";
import { generateInMemory } from "../support/memory.js";

const kind = (markers: string) =>
  `// +groupName=example.com\n// +versionName=v1\nimport type { ObjectMeta } from "crdgen";\n/**\n${markers}\n */\nexport interface Gizmo {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: { size: string };\n  status?: { ready: boolean };\n}\n`;

function subresources(markers: string): unknown {
  const result = generateInMemory({ "/app/v1/g.ts": kind(markers) }, { inputs: ["."] });
  expect(result.diagnostics).toEqual([]);
  return result.crds[0]?.crd.spec?.versions?.[0]?.subresources;
}

describe("a version's subresources", () => {
  it("are an empty object with printer columns and neither status nor scale, as controller-gen's printcolumn makes them", () => {
    expect(subresources(" * +kubebuilder:printcolumn:name=Size,type=string,JSONPath=`.spec.size`")).toEqual(
      {},
    );
  });

  it("are left out without printer columns, status or scale", () => {
    expect(subresources(" * A gizmo.")).toBeUndefined();
  });

  it("hold status when the status subresource is on, with or without printer columns", () => {
    expect(
      subresources(
        " * +kubebuilder:subresource:status\n * +kubebuilder:printcolumn:name=Size,type=string,JSONPath=`.spec.size`",
      ),
    ).toEqual({ status: {} });
  });
});

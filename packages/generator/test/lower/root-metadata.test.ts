import { describe, expect, it } from "vitest";
import { generateInMemory } from "../support/memory.js";

const kind = (metadata: string) =>
  `// +groupName=example.com\n// +versionName=v1\nimport type { ObjectMeta } from "crdgen";\nexport interface Gizmo {\n  apiVersion: string;\n  kind: string;\n${metadata}\n  spec: { size: string };\n}\n`;

function requiredOf(metadata: string): unknown {
  const result = generateInMemory({ "/app/v1/g.ts": kind(metadata) }, { inputs: ["."] });
  expect(result.diagnostics).toEqual([]);
  return result.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema?.required;
}

describe("a root kind's metadata", () => {
  it("is required when declared without `?`, as controller-gen requires a metadata without omitempty", () => {
    expect(requiredOf("  metadata: ObjectMeta;")).toEqual(["metadata", "spec"]);
  });

  it("is required when marked +required", () => {
    expect(requiredOf("  // +required\n  metadata?: ObjectMeta;")).toEqual(["metadata", "spec"]);
  });

  it("is optional when declared with `?`", () => {
    expect(requiredOf("  metadata?: ObjectMeta;")).toEqual(["spec"]);
  });

  it("is optional when marked +optional", () => {
    expect(requiredOf("  // +optional\n  metadata: ObjectMeta;")).toEqual(["spec"]);
  });
});

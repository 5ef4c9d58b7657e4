import { describe, expect, it } from "vitest";
import { generateInMemory } from "../support/memory.js";

// controller-gen reads +groupName and +versionName with MarkerValues.Get, the first value over the package's files
// in name order (controller-tools pkg/markers/zip.go PackageMarkers, pkg/markers/collect.go Get,
// pkg/internal/crd/crd.go GroupVersionForPackage).
describe("package markers in several files of one folder", () => {
  const kind =
    'import type { ObjectMeta } from "crdgen";\nexport interface Gizmo {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n}\n';

  it("take the group and version of the first file, with a warning at the later one", () => {
    const result = generateInMemory(
      {
        "/app/api/v1/b.ts": `// +groupName=b.example.com\n// +versionName=v3\n${kind}`,
        "/app/api/v1/a.ts": "// +groupName=a.example.com\n// +versionName=v2\nexport const a = 1;\n",
      },
      { inputs: ["api"] },
    );
    expect(result.crds.map((c) => [c.crd.metadata?.name, c.versions])).toEqual([
      ["gizmoes.a.example.com", ["v2"]],
    ]);
    expect(result.diagnostics.map((d) => [d.code, d.span?.file, d.span?.start.line])).toEqual([
      ["CRD1011", "api/v1/b.ts", 1],
      ["CRD1011", "api/v1/b.ts", 2],
    ]);
  });

  it("agree without a warning when they say the same", () => {
    const result = generateInMemory(
      {
        "/app/api/v1/b.ts": `// +groupName=a.example.com\n${kind}`,
        "/app/api/v1/a.ts": "// +groupName=a.example.com\nexport const a = 1;\n",
      },
      { inputs: ["api"] },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.crds.map((c) => c.crd.metadata?.name)).toEqual(["gizmoes.a.example.com"]);
  });
});

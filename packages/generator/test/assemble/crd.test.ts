import { describe, expect, it } from "vitest";
import { generateInMemory } from "../support/memory.js";

const version = (v: string, markers: string, spec = "{ a: string }") =>
  `// +groupName=example.com\n// +versionName=${v}\nimport type { ObjectMeta } from "crdgen";\n/**\n${markers}\n */\nexport interface Gizmo {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`;

describe("assembling a CRD from several versions", () => {
  it("orders versions as controller-gen does (by name) and marks the storage version", () => {
    const result = generateInMemory(
      {
        "/app/v2/g.ts": version("v2", " * +kubebuilder:resource:shortName=gz"),
        "/app/v1/g.ts": version(
          "v1",
          " * +kubebuilder:storageversion\n * +kubebuilder:resource:shortName=gz",
        ),
        "/app/v1beta1/g.ts": version("v1beta1", " * +kubebuilder:resource:shortName=gz"),
        "/app/v10/g.ts": version("v10", " * +kubebuilder:resource:shortName=gz"),
      },
      { inputs: ["."] },
    );
    expect(result.diagnostics).toEqual([]);
    const versions = result.crds[0]?.crd.spec?.versions?.map((v) => [v.name, v.storage, v.served]);
    expect(versions).toEqual([
      ["v1", true, true],
      ["v10", false, true],
      ["v1beta1", false, true],
      ["v2", false, true],
    ]);
    expect(result.crds[0]?.versions).toEqual(["v1", "v10", "v1beta1", "v2"]);
    expect(result.crds[0]?.crd.spec?.names?.shortNames).toEqual(["gz"]);
  });

  it("warns when versions disagree on CRD-level markers and uses the storage version's", () => {
    const result = generateInMemory(
      {
        "/app/v1/g.ts": version(
          "v1",
          " * +kubebuilder:storageversion\n * +kubebuilder:resource:scope=Cluster",
        ),
        "/app/v2/g.ts": version("v2", " * +kubebuilder:resource:scope=Namespaced"),
      },
      { inputs: ["."] },
    );
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.span?.file, d.message])).toEqual([
      [
        "CRD2018",
        "warning",
        "v2/g.ts",
        "+kubebuilder:resource of Gizmo v2 differs from the other versions'; the storage version's is used",
      ],
    ]);
    expect(result.crds[0]?.crd.spec?.scope).toBe("Cluster");
  });

  it("makes no CRD when the versions have no storage version", () => {
    const result = generateInMemory(
      { "/app/v1/g.ts": version("v1", " * One."), "/app/v2/g.ts": version("v2", " * Two.") },
      { inputs: ["."] },
    );
    expect(result.crds).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CRD2014"]);
  });

  it("sorts CRDs by <Kind>.<group>, as controller-gen's FindKubeKinds does", () => {
    const kind = (group: string, name: string) =>
      `// +groupName=${group}\n// +versionName=v1\nimport type { ObjectMeta } from "crdgen";\nexport interface ${name} {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n}\n`;
    const result = generateInMemory(
      {
        "/app/b/k.ts": kind("b.example.com", "Zulu"),
        "/app/a/k.ts": kind("a.example.com", "Yak"),
        "/app/b2/k.ts": kind("b.example.com", "Ant"),
      },
      { inputs: ["."] },
    );
    expect(result.crds.map((c) => c.crd.metadata?.name)).toEqual([
      "ants.b.example.com",
      "yaks.a.example.com",
      "zulus.b.example.com",
    ]);
  });
});

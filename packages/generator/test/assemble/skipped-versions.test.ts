import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generateCrds, IncrementalGenerator, loadProject } from "../../src/index.js";
import { generateInMemory } from "../support/memory.js";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";

const version = (v: string, markers: string) =>
  `// +groupName=example.com\n// +versionName=${v}\nimport type { ObjectMeta } from "crdgen";\n/**\n${markers}\n */\nexport interface Gizmo {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: { a: string };\n}\n`;

// controller-tools pkg/crd/spec.go NeedCRDFor (434758187ddd) applies every version's type markers to the CRD,
// the skipped version's too: SkipVersion only drops that version from spec.versions, while Resource and
// Metadata set the CRD's names, scope, annotations and labels whatever version they come from.
describe("a version marked +kubebuilder:skipversion", () => {
  it("is left out, but its resource and metadata markers name and annotate the CRD", () => {
    const result = generateInMemory(
      {
        "/app/internal/g.ts": version(
          "internal",
          [
            " * +kubebuilder:skipversion",
            " * +kubebuilder:resource:path=gadgets,shortName=gd,scope=Cluster",
            ' * +kubebuilder:metadata:annotations="example.com/from=internal"',
            ' * +kubebuilder:metadata:labels="tier=api"',
          ].join("\n"),
        ),
        "/app/v1/g.ts": version("v1", " * +kubebuilder:printcolumn:name=A,type=string,JSONPath=`.spec.a`"),
      },
      { inputs: ["."] },
    );
    expect(result.diagnostics).toEqual([]);
    const crd = result.crds[0]?.crd;
    expect(crd?.metadata).toEqual({
      annotations: { "example.com/from": "internal" },
      labels: { tier: "api" },
      name: "gadgets.example.com",
    });
    expect(crd?.spec?.names).toMatchObject({ plural: "gadgets", shortNames: ["gd"] });
    expect(crd?.spec?.scope).toBe("Cluster");
    expect(crd?.spec?.versions?.map((v) => [v.name, v.storage])).toEqual([["v1", true]]);
  });

  it("gives way to the storage version's resource marker, with the usual warning", () => {
    const result = generateInMemory(
      {
        "/app/internal/g.ts": version(
          "internal",
          " * +kubebuilder:skipversion\n * +kubebuilder:resource:path=gadgets",
        ),
        "/app/v1/g.ts": version("v1", " * +kubebuilder:resource:path=gizmos"),
      },
      { inputs: ["."] },
    );
    expect(result.crds.map((c) => c.crd.metadata?.name)).toEqual(["gizmos.example.com"]);
    expect(result.diagnostics.map((d) => [d.code, d.span?.file])).toEqual([["CRD2018", "internal/g.ts"]]);
  });

  it("gives way to a served version's annotation, with the usual warning", () => {
    const result = generateInMemory(
      {
        "/app/internal/g.ts": version(
          "internal",
          ' * +kubebuilder:skipversion\n * +kubebuilder:metadata:annotations="example.com/a=internal"',
        ),
        "/app/v1/g.ts": version("v1", ' * +kubebuilder:metadata:annotations="example.com/a=v1"'),
      },
      { inputs: ["."] },
    );
    expect(result.crds[0]?.crd.metadata?.annotations).toEqual({ "example.com/a": "v1" });
    expect(result.diagnostics.map((d) => [d.code, d.span?.file])).toEqual([["CRD2018", "v1/g.ts"]]);
  });

  it("makes no CRD alone", () => {
    const result = generateInMemory(
      {
        "/app/internal/g.ts": version(
          "internal",
          " * +kubebuilder:skipversion\n * +kubebuilder:resource:path=gadgets",
        ),
      },
      { inputs: ["."] },
    );
    expect(result.crds).toEqual([]);
  });
});

// NeedCRDFor builds every version's schema (NeedFlattenedSchemaFor) before the markers apply, SkipVersion
// among them: the problems of a skipped version's types are controller-gen's errors all the same. The API
// server never sees that version, so its own checks (a default that does not validate, an RE2 pattern) are not.
describe("the types of a skipped version", () => {
  const skippedWith = (field: string) =>
    version("internal", " * +kubebuilder:skipversion").replace(
      "spec: { a: string }",
      `spec: {\n    ${field}\n  }`,
    );
  const files = (field: string) => ({
    "/app/internal/g.ts": skippedWith(field),
    "/app/v1/g.ts": version("v1", ""),
  });

  it("have their marker problems reported, as controller-gen reports them", () => {
    const field = "/** +kubebuilder:validation:MultipleOf=0.5 */\n    a: int32;";
    const source = files(field);
    source["/app/internal/g.ts"] = source["/app/internal/g.ts"].replace(
      "import type { ObjectMeta }",
      "import type { int32, ObjectMeta }",
    );
    const result = generateInMemory(source, { inputs: ["."] });
    expect(result.diagnostics.map((d) => [d.code, d.span?.file])).toEqual([["CRD1007", "internal/g.ts"]]);
  });

  it("are not held to the API server's checks", () => {
    const result = generateInMemory(files('/** +kubebuilder:default="abc" */\n    a?: "x" | "y";'), {
      inputs: ["."],
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.crds.map((c) => c.crd.spec?.versions?.map((v) => v.name))).toEqual([["v1"]]);
  });

  it("have their problems reported in watch mode too", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "crdgen-skipped-"));
    try {
      writeProjectFile(dir, "tsconfig.json", testTsconfig());
      for (const [file, text] of Object.entries(
        files("/** +kubebuilder:externalDocs:url=notaurl */\n    a: string;"),
      )) {
        writeProjectFile(dir, file.replace("/app/", "api/"), text);
      }
      const project = loadProject({ inputs: ["api"], cwd: dir }).value;
      if (project === undefined) throw new Error("not loaded");
      const found = new IncrementalGenerator(project).run().diagnostics;
      expect(found.map((d) => [d.code, d.span?.file])).toEqual([["CRD1012", "api/internal/g.ts"]]);
      expect(found).toEqual(generateCrds({ inputs: ["api"], cwd: dir }).diagnostics);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a skipped version in watch mode", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "crdgen-skipped-"));
    writeProjectFile(dir, "tsconfig.json", testTsconfig());
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("renames the CRD when its resource marker changes, and keeps the CRD while nothing changes", () => {
    const skippedFile = writeProjectFile(
      dir,
      "api/internal/g.ts",
      version("internal", " * +kubebuilder:skipversion\n * +kubebuilder:resource:path=gadgets"),
    );
    writeProjectFile(dir, "api/v1/g.ts", version("v1", " * +kubebuilder:subresource:status"));
    const project = loadProject({ inputs: ["api"], cwd: dir }).value;
    if (project === undefined) throw new Error("not loaded");
    const generator = new IncrementalGenerator(project);
    const first = generator.run().crds[0];
    expect(first?.crd.metadata?.name).toBe("gadgets.example.com");
    project.refresh([]);
    expect(generator.run().crds[0]).toBe(first);
    writeProjectFile(
      dir,
      "api/internal/g.ts",
      version("internal", " * +kubebuilder:skipversion\n * +kubebuilder:resource:path=widgets"),
    );
    project.refresh([skippedFile]);
    const { crds, diagnostics } = generator.run();
    expect(diagnostics).toEqual([]);
    expect(crds.map((c) => c.crd.metadata?.name)).toEqual(["widgets.example.com"]);
    expect(crds).toEqual(generateCrds({ inputs: ["api"], cwd: dir }).crds);
  });
});

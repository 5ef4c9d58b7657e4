import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@crdgen/core";
import { generateInMemory } from "../support/memory.js";

/** A kind in group `group` with the given markers on it; the markers start on line 6. */
const kind = (group: string, markers: readonly string[]) =>
  [
    `// +groupName=${group}`,
    "// +versionName=v1",
    'import type { ObjectMeta } from "crdgen";',
    "export interface Color { name: string }",
    "/**",
    ...markers.map((m) => ` * ${m}`),
    " */",
    "export interface Gizmo {",
    "  apiVersion: string;",
    "  kind: string;",
    "  metadata?: ObjectMeta;",
    "  spec: { color: string; size: number; parts: { name: string }[]; labels?: Record<string, string> };",
    "  status?: { conditions?: { type: string; status: string }[] };",
    "}",
    "",
  ].join("\n");

function run(group: string, markers: readonly string[]) {
  return generateInMemory({ "/app/input.ts": kind(group, markers) });
}

const summary = (d: Diagnostic) => [
  d.code,
  d.severity,
  `${d.span?.start.line}:${d.span?.start.column}`,
  d.message,
];

describe("CRD errors that markers cause", () => {
  it("reports a selectable field's JSONPath typo at its marker, not as a crdgen bug", () => {
    const result = run("example.com", [
      "+kubebuilder:selectablefield:JSONPath=`.spec.color`",
      "+kubebuilder:selectablefield:JSONPath=`.spec.colour`",
    ]);
    expect(result.diagnostics.map(summary)).toEqual([
      [
        "CRD1020",
        "error",
        "7:4",
        '+kubebuilder:selectablefield of Gizmo v1 makes a CRD the API server refuses: spec.selectableFields[1].jsonPath: Invalid value: ".spec.colour": is an invalid path: does not refer to a valid field',
      ],
    ]);
    expect(result.diagnostics[0]?.crdPath).toBe("spec.selectableFields[1].jsonPath");
  });

  it("explains that versions whose schemas differ may not share all their selectable fields", () => {
    // Same selectable field in both versions, a field more in v2's spec: the API server moves the equal
    // selectable fields to spec.selectableFields, beside no schema, and refuses them there.
    const version = (name: string, storage: boolean, extra: string) =>
      [
        "// +groupName=example.com",
        `// +versionName=${name}`,
        'import type { ObjectMeta } from "crdgen";',
        "/**",
        " * +kubebuilder:selectablefield:JSONPath=`.spec.color`",
        ...(storage ? [" * +kubebuilder:storageversion"] : []),
        " */",
        "export interface Gizmo {",
        "  apiVersion: string;",
        "  kind: string;",
        "  metadata?: ObjectMeta;",
        `  spec: { color: string${extra} };`,
        "}",
        "",
      ].join("\n");
    const result = generateInMemory(
      {
        "/app/v1/input.ts": version("v1", true, ""),
        "/app/v2/input.ts": version("v2", false, "; shape: string"),
      },
      { inputs: ["v1/input.ts", "v2/input.ts"] },
    );
    expect(result.diagnostics.map((d) => [d.code, d.crdPath, d.message])).toEqual([
      [
        "CRD1020",
        "spec.selectableFields",
        '+kubebuilder:selectablefield of Gizmo v1 makes a CRD the API server refuses: spec.selectableFields: Invalid value: "": may only be set when validations.schema is included',
      ],
    ]);
    expect(result.diagnostics[0]?.hint).toMatch(
      /^Every version has the same selectable fields but the versions' schemas differ/,
    );

    // The hint's way out: versions whose selectable fields differ keep them, each checked against its schema.
    const differing = generateInMemory(
      {
        "/app/v1/input.ts": version("v1", true, ""),
        "/app/v2/input.ts": version("v2", false, "; shape: string")
          .replace(" * +kubebuilder:storageversion\n", "")
          .replace("`.spec.color`", "`.spec.color`\n * +kubebuilder:selectablefield:JSONPath=`.spec.shape`"),
      },
      { inputs: ["v1/input.ts", "v2/input.ts"] },
    );
    expect(differing.diagnostics).toEqual([]);
    expect(differing.crds[0]?.crd.spec?.versions?.map((v) => v.selectableFields?.length)).toEqual([1, 2]);
  });

  it("reports a printer column JSONPath that the API server refuses at its marker", () => {
    const result = run("example.com", [
      "+kubebuilder:printcolumn:name=Color,type=string,JSONPath=`spec.color`",
    ]);
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line, d.crdPath])).toEqual([
      ["CRD1020", 6, "spec.additionalPrinterColumns[0].JSONPath"],
    ]);
  });

  it("reports a scale subresource path the API server refuses at its marker", () => {
    const result = run("example.com", [
      "+kubebuilder:subresource:scale:specpath=.status.size,statuspath=.status.size",
    ]);
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line])).toEqual([["CRD1020", 6]]);
  });

  it("reports a deprecation warning the API server refuses at its marker, not as a crdgen bug", () => {
    for (const warning of ['""', `"${"x".repeat(257)}"`, '"tab\\there"']) {
      const result = run("example.com", [`+kubebuilder:deprecatedversion:warning=${warning}`]);
      expect(result.diagnostics.map((d) => [d.code, d.span?.start.line, d.crdPath])).toEqual([
        ["CRD1020", 6, "spec.versions[0].deprecationWarning"],
      ]);
    }
  });
});

describe("names the +kubebuilder:resource marker writes", () => {
  it("are reported at the marker when the API server refuses them, not as a crdgen bug", () => {
    const result = run("example.com", ["+kubebuilder:resource:path=Gizmos,singular=Gizmo,shortName=Gz;ok"]);
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line, d.crdPath])).toEqual([
      ["CRD1020", 6, "metadata.name"],
      ["CRD1020", 6, "spec.names.plural"],
      ["CRD1020", 6, "spec.names.singular"],
      ["CRD1020", 6, "spec.names.shortNames[0]"],
    ]);
    expect(result.diagnostics[1]?.hint).toContain("lowercase DNS-1035 labels");
  });
});

describe("printer columns whose JSONPath names no field", () => {
  it("get a warning at their marker, and the CRD is still made", () => {
    const result = run("example.com", [
      "+kubebuilder:printcolumn:name=Color,type=string,JSONPath=`.spec.color`",
      "+kubebuilder:printcolumn:name=Size,type=number,JSONPath=`.spec.sise`",
      "+kubebuilder:printcolumn:name=Deep,type=string,JSONPath=`.spec.color.hue`",
      "+kubebuilder:printcolumn:name=Part,type=string,JSONPath=`.spec.parts[0].nome`",
    ]);
    expect(result.diagnostics.map(summary)).toEqual([
      [
        "CRD1021",
        "warning",
        "7:4",
        '+kubebuilder:printcolumn "Size" of Gizmo v1: JSONPath ".spec.sise" names no field: .spec has no field "sise"',
      ],
      [
        "CRD1021",
        "warning",
        "8:4",
        '+kubebuilder:printcolumn "Deep" of Gizmo v1: JSONPath ".spec.color.hue" names no field: .spec.color has no field "hue"',
      ],
      [
        "CRD1021",
        "warning",
        "9:4",
        '+kubebuilder:printcolumn "Part" of Gizmo v1: JSONPath ".spec.parts[0].nome" names no field: .spec.parts[] has no field "nome"',
      ],
    ]);
    expect(result.crds).toHaveLength(1);
  });

  it("are not warned about when they name a field, or where the schema cannot tell", () => {
    const result = run("example.com", [
      "+kubebuilder:printcolumn:name=Age,type=date,JSONPath=`.metadata.creationTimestamp`",
      '+kubebuilder:printcolumn:name=Ready,type=string,JSONPath=`.status.conditions[?(@.type=="Ready")].status`',
      "+kubebuilder:printcolumn:name=Parts,type=string,JSONPath=`.spec.parts[*].name`",
      "+kubebuilder:printcolumn:name=Tier,type=string,JSONPath=`.spec.labels.tier`",
      "+kubebuilder:printcolumn:name=Kind,type=string,JSONPath=`.kind`",
    ]);
    expect(result.diagnostics).toEqual([]);
  });
});

describe("a kind in a protected group", () => {
  it("without the approval annotation is an error at +groupName that names the annotation and its marker", () => {
    const result = run("widgets.k8s.io", ["A gizmo."]);
    expect(result.diagnostics.map(summary)).toEqual([
      [
        "CRD2030",
        "error",
        "1:4",
        "widgets.k8s.io is a protected group (*.k8s.io, *.kubernetes.io): the API server refuses the CRD of Gizmo without the api-approved.kubernetes.io annotation, which +kubebuilder:metadata:annotations sets",
      ],
    ]);
    expect(result.diagnostics[0]?.hint).toContain(
      '+kubebuilder:metadata:annotations="api-approved.kubernetes.io=',
    );
  });

  it("with a value that is neither a URL nor unapproved is an error at the metadata marker", () => {
    const result = run("widgets.kubernetes.io", [
      'A gizmo.\n * +kubebuilder:metadata:annotations="api-approved.kubernetes.io=soon"',
    ]);
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line])).toEqual([["CRD2030", 7]]);
  });

  it("with the annotation is generated", () => {
    const result = run("widgets.k8s.io", [
      '+kubebuilder:metadata:annotations="api-approved.kubernetes.io=https://github.com/kubernetes/enhancements/pull/1111"',
    ]);
    expect(result.diagnostics).toEqual([]);
    expect(result.crds).toHaveLength(1);
  });
});

describe("a kind name the API server refuses", () => {
  const named = (name: string, markers: readonly string[] = []) =>
    [
      "// +groupName=example.com",
      "// +versionName=v1",
      'import type { ObjectMeta } from "crdgen";',
      ...markers.map((m) => `// ${m}`),
      `export interface ${name} {`,
      "  apiVersion: string;",
      "  kind: string;",
      "  metadata?: ObjectMeta;",
      "  spec: { a: string };",
      "}",
      "",
    ].join("\n");
  const codes = (name: string, markers?: readonly string[]) =>
    generateInMemory({ "/app/input.ts": named(name, markers) }).diagnostics.map((d) => [
      d.code,
      d.span?.start.line,
      d.crdPath,
    ]);

  it("is reported at the type with the server's errors, not as a crdgen bug", () => {
    const result = generateInMemory({ "/app/input.ts": named("Foo_Bar") });
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line, d.crdPath])).toEqual([
      ["CRD2022", 4, "metadata.name"],
      ["CRD2022", 4, "spec.names.plural"],
      ["CRD2022", 4, "spec.names.singular"],
      ["CRD2022", 4, "spec.names.kind"],
      ["CRD2022", 4, "spec.names.listKind"],
    ]);
    expect(result.diagnostics[3]?.message).toBe(
      "the kind name Foo_Bar makes a CRD the API server refuses: spec.names.kind: Invalid value: \"Foo_Bar\": may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
    );
    expect(result.diagnostics[0]?.hint).toContain("rename the type");
  });

  it("whose plural is too long is reported at the type; a resource marker's names go to the marker", () => {
    expect(codes("X".repeat(70))).toEqual([
      ["CRD2022", 4, "spec.names.plural"],
      ["CRD2022", 4, "spec.names.singular"],
      ["CRD2022", 4, "spec.names.kind"],
      ["CRD2022", 4, "spec.names.listKind"],
    ]);
    expect(codes("Gizmo", ["+kubebuilder:resource:path=Gizmos"])).toEqual([
      ["CRD1020", 4, "metadata.name"],
      ["CRD1020", 4, "spec.names.plural"],
    ]);
  });
});

describe("a type whose XValidation rule the API server refuses, used in several places", () => {
  it.each([
    ["spec: SpecA; other: SpecA"],
    ["spec: SpecA; list: SpecA[]"],
    ["spec: SpecA; map: Record<string, SpecA>"],
  ])("is reported once at the marker, and no place is a crdgen bug (%s)", (fields) => {
    const text = [
      "// +groupName=example.com",
      "// +versionName=v1",
      'import type { ObjectMeta } from "crdgen";',
      '/** +kubebuilder:validation:XValidation:rule="self.a +",message="bad" */',
      "export interface SpecA { a: string; b?: string }",
      "/** +kubebuilder:object:root=true */",
      `export interface Gizmo { apiVersion: string; kind: string; metadata?: ObjectMeta; ${fields} }`,
      "",
    ].join("\n");
    const result = generateInMemory({ "/app/input.ts": text });
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line])).toEqual([["CRD1023", 4]]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Marker } from "../../src/index.js";
import {
  crdSettings,
  fieldRequirement,
  packageConflicts,
  packageSettings,
  parseComment,
  rootMarker,
} from "../../src/index.js";
import { requirementPrecedence } from "../../src/semantics/requirement.js";

function markers(...lines: string[]): readonly Marker[] {
  return parseComment(lines.map((l) => `// ${l}`).join("\n"), { line: 1, column: 1 }, "api.ts").markers;
}

describe("fieldRequirement", () => {
  it.each<[string[], string | undefined]>([
    [[], undefined],
    [["+optional"], "optional"],
    [["+k8s:optional"], "optional"],
    [["+required"], "required"],
    [["+k8s:required"], "required"],
    [["+required", "+optional"], "optional"],
    [["+optional", "+kubebuilder:validation:Required"], "required"],
    [["+kubebuilder:validation:Required", "+kubebuilder:validation:Optional"], "optional"],
  ])("%j → %s", (lines, expected) => {
    expect(fieldRequirement(markers(...lines))).toBe(expected);
  });
});

describe("crdSettings", () => {
  it("has the defaults of a type without CRD markers", () => {
    expect(crdSettings([])).toEqual({
      statusSubresource: false,
      printColumns: [],
      storageVersion: false,
      skipVersion: false,
      served: true,
      annotations: {},
      labels: {},
      selectableFields: [],
      spans: { printColumns: [], selectableFields: [], annotations: {} },
    });
  });

  it("collects repeated markers in order and leaves Go's empty fields out", () => {
    const settings = crdSettings(
      markers(
        "+kubebuilder:object:root=true",
        "+kubebuilder:resource:path=widgets",
        '+kubebuilder:printcolumn:name=Phase,type=string,JSONPath=.status.phase,description=""',
        "+kubebuilder:printcolumn:name=Age,type=date,JSONPath=.metadata.creationTimestamp,format=date-time",
        "+kubebuilder:metadata:annotations=a=1",
        "+kubebuilder:metadata:annotations=b=2;c=x=y",
        "+kubebuilder:selectablefield:JSONPath=.spec.a",
        "+kubebuilder:selectablefield:JSONPath=.spec.b",
        "+kubebuilder:deprecatedversion",
      ),
    );
    expect(settings).toMatchObject({
      root: true,
      resource: { plural: "widgets", scope: "Namespaced" },
      printColumns: [
        { name: "Phase", type: "string", jsonPath: ".status.phase" },
        { name: "Age", type: "date", jsonPath: ".metadata.creationTimestamp", format: "date-time" },
      ],
      annotations: { a: "1", b: "2", c: "x=y" },
      selectableFields: [{ jsonPath: ".spec.a" }, { jsonPath: ".spec.b" }],
      deprecated: {},
    });
    expect(settings.printColumns[0]).toEqual({ name: "Phase", type: "string", jsonPath: ".status.phase" });
  });

  // crd.go Resource.ApplyToCRD runs once per marker: Path and Singular only when set, ShortNames,
  // Categories and Scope always
  it("applies several resource markers one after the other, as controller-gen does", () => {
    const settings = crdSettings(
      markers(
        "+kubebuilder:resource:path=widgets,singular=widget,shortName=w,scope=Cluster",
        "+kubebuilder:resource:categories=all",
      ),
    );
    expect(settings.resource).toEqual({
      plural: "widgets",
      singular: "widget",
      categories: ["all"],
      scope: "Namespaced",
    });
    const later = crdSettings(
      markers("+kubebuilder:resource:path=widgets", "+kubebuilder:resource:path=gadgets,scope=Cluster"),
    );
    expect(later.resource).toEqual({ plural: "gadgets", scope: "Cluster" });
  });

  it("keeps where the markers that make CRD parts are, one span per column and selectable field", () => {
    const { spans } = crdSettings(
      markers(
        "+kubebuilder:printcolumn:name=Phase,type=string,JSONPath=.status.phase",
        "+kubebuilder:selectablefield:JSONPath=.spec.a",
        "+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas",
        "+kubebuilder:metadata:annotations=a=1",
        "+kubebuilder:metadata:annotations=a=2",
      ),
    );
    const line = (span: { start: { line: number } } | undefined) => span?.start.line;
    expect(spans.printColumns.map(line)).toEqual([1]);
    expect(spans.selectableFields.map(line)).toEqual([2]);
    expect(line(spans.scaleSubresource)).toBe(3);
    expect(line(spans.annotations.a)).toBe(5);
  });
});

describe("packageSettings", () => {
  it("reads group, version and flags", () => {
    expect(
      packageSettings(
        markers("+groupName=apps.example.com", "+versionName=v2", "+kubebuilder:validation:Optional"),
      ),
    ).toMatchObject({
      groupName: "apps.example.com",
      groupSpan: { file: "api.ts", start: { line: 1, column: 4 } },
      versionName: "v2",
      fieldsOptionalByDefault: true,
      skip: false,
      skipDescriptions: false,
    });
  });

  it("reads a bare +groupName as the core group", () => {
    expect(packageSettings(markers("+groupName")).groupName).toBe("");
  });

  // controller-tools pkg/markers/collect.go MarkerValues.Get (the first value), read by
  // pkg/internal/crd/crd.go GroupVersionForPackage for both markers
  it("takes the first +groupName and +versionName, as controller-gen does", () => {
    const settings = packageSettings([
      ...markers("+groupName=a.example.com", "+versionName=v2", "+versionName=v3"),
      ...parseComment("// +groupName=b.example.com", { line: 1, column: 1 }, "b.ts").markers,
    ]);
    expect(settings).toMatchObject({
      groupName: "a.example.com",
      groupSpan: { file: "api.ts", start: { line: 1 } },
      versionName: "v2",
    });
  });
});

describe("packageConflicts", () => {
  const inFile = (file: string, ...lines: string[]) =>
    parseComment(lines.map((l) => `// ${l}`).join("\n"), { line: 1, column: 1 }, file, "package").markers;

  it("warns at a later file's +groupName or +versionName that differs from the first", () => {
    const found = packageConflicts([
      ...inFile("a.ts", "+groupName=a.example.com", "+versionName=v1"),
      ...inFile("b.ts", "+groupName=b.example.com", "+versionName=v1"),
      ...inFile("c.ts", "+groupName=a.example.com", "+versionName=v2"),
    ]);
    expect(found.map((d) => [d.code, d.span?.file, d.span?.start.line, d.message])).toEqual([
      [
        "CRD1011",
        "b.ts",
        1,
        "+groupName=b.example.com conflicts with +groupName=a.example.com at a.ts:1:4, read first (files in name order); the first one takes effect",
      ],
      [
        "CRD1011",
        "c.ts",
        2,
        "+versionName=v2 conflicts with +versionName=v1 at a.ts:2:4, read first (files in name order); the first one takes effect",
      ],
    ]);
  });

  it("leaves repeats within one file to the comment's own check", () => {
    expect(packageConflicts(inFile("a.ts", "+groupName=a.example.com", "+groupName=b.example.com"))).toEqual(
      [],
    );
  });
});

// Marker lists from a few lines that matter to presence and to root, in any order and repeated.
const presenceLines = [
  "+optional",
  "+k8s:optional",
  "+required",
  "+k8s:required",
  "+kubebuilder:validation:Optional",
  "+kubebuilder:validation:Required",
  "+kubebuilder:object:root=true",
  "+kubebuilder:object:root=false",
  "+kubebuilder:object:root",
  "+kubebuilder:subresource:status",
  "+kubebuilder:validation:Minimum=1",
];
const markerLists = fc
  .array(fc.constantFrom(...presenceLines), { maxLength: 8 })
  .map((lines) => markers(...lines));

describe("fieldRequirement and rootMarker against simple readings", () => {
  it("fieldRequirement is the strongest requirement marker present, as a set of names would find it", () => {
    fc.assert(
      fc.property(markerLists, (list) => {
        const names = new Set(list.map((m) => m.name));
        const expected = requirementPrecedence.find((r) => names.has(r.name))?.makes;
        expect(fieldRequirement(list)).toBe(expected);
      }),
    );
  });

  it("rootMarker is what crdSettings says of root", () => {
    fc.assert(
      fc.property(markerLists, (list) => {
        expect(rootMarker(list)).toBe(crdSettings(list).root);
        const last = list.filter((m) => m.name === "kubebuilder:object:root").at(-1);
        expect(rootMarker(list)).toBe(last === undefined ? undefined : last.value === true);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Marker } from "../../src/index.js";
import { crdSettings, fieldRequirement, packageSettings, parseComment, rootMarker } from "../../src/index.js";
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

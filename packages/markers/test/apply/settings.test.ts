import { describe, expect, it } from "vitest";
import type { Marker } from "../../src/index.js";
import { crdSettings, fieldRequirement, packageSettings, parseComment } from "../../src/index.js";

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

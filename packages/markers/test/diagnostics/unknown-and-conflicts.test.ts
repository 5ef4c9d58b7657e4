import { describe, expect, it } from "vitest";
import { parseComment } from "../../src/index.js";
import { codesAt, only, parseLine } from "../support/comment.js";

describe("unknown markers", () => {
  it.each<[string, string, string | undefined]>([
    [
      "+kubebuilder:validation:minimum=1",
      "unknown marker +kubebuilder:validation:minimum",
      "+kubebuilder:validation:Minimum",
    ],
    ["+kubebuilder:validation:nullable", "unknown marker +kubebuilder:validation:nullable", "+nullable"],
    [
      "+kubebuilder:validation:Default=3",
      "unknown marker +kubebuilder:validation:Default",
      "+kubebuilder:default",
    ],
    [
      "+kubebuilder:printcolum:name=Age",
      "unknown marker +kubebuilder:printcolum:name",
      "+kubebuilder:printcolumn",
    ],
    [
      "+kubebuilder:subresources:status",
      "unknown marker +kubebuilder:subresources:status",
      "+kubebuilder:subresource:status",
    ],
    [
      "+kubebuilder:validation:Optinal",
      "unknown marker +kubebuilder:validation:Optinal",
      "+kubebuilder:validation:Optional",
    ],
    ["+k8s:listtype=map", "unknown marker +k8s:listtype", "+k8s:listType"],
    ["+optinal", "unknown marker +optinal", "+optional"],
    ["+optional // because", "unknown marker +optional // because", "+optional"],
    // controller-gen registers +k8s: aliases of listType and listMapKey only (topology.go)
    ["+k8s:mapType=atomic", "unknown marker +k8s:mapType", "+mapType"],
    ["+k8s:structType=atomic", "unknown marker +k8s:structType", "+structType"],
    ["+kubebuilder:frobnicate", "unknown marker +kubebuilder:frobnicate", undefined],
    ["+k8s:frobnicate=1", "unknown marker +k8s:frobnicate", undefined],
  ])("%s warns, suggesting %s", (text, message, suggestion) => {
    const result = parseLine(text, "field");
    expect(result.markers).toEqual([]);
    expect(only(result.diagnostics)).toEqual({
      code: "CRD1001",
      message,
      hint:
        suggestion === undefined
          ? "Check the spelling against the marker reference (docs/markers.md or `crdgen markers`); unknown markers have no effect."
          : `Did you mean ${suggestion}?`,
    });
    expect(result.diagnostics[0]?.severity).toBe("warning");
  });

  it.each([
    ["+kubebuilder:rbac:groups=apps,resources=deployments,verbs=get", "kubebuilder:rbac", "RBAC Role rules"],
    ["+kubebuilder:webhook:path=/validate,mutating=false", "kubebuilder:webhook", "webhook configurations"],
    [
      "+kubebuilder:webhookconfiguration:mutating=true,name=widgets",
      "kubebuilder:webhookconfiguration",
      "webhook configurations",
    ],
  ])("notes that %s makes a manifest crdgen does not generate", (text, name, manifest) => {
    const result = parseLine(text, "type");
    expect(result.markers).toEqual([]);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      [
        "CRD1030",
        "info",
        `+${name} is read by controller-gen, which makes ${manifest} from it; crdgen does not generate them`,
      ],
    ]);
    expect(result.diagnostics[0]?.hint).toContain("controller-gen (rbac, webhook)");
  });

  it.each([
    "+kubebuilder:object:generate=true",
    "+k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object",
    "+k8s:openapi-gen=true",
    "+genclient",
    "+patchStrategy=merge",
    "+",
  ])("passes %s, which belongs to another generator, quietly", (text) => {
    const result = parseLine(text, "type");
    expect(result.markers).toEqual([]);
    expect(result.diagnostics).toEqual([]);
  });
});

describe("placement", () => {
  it("hands package-only markers above a type to the package", () => {
    const result = parseComment(
      "// +groupName=apps.example.com\n// +kubebuilder:object:root=true",
      { line: 1, column: 1 },
      "api.ts",
      "type",
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.packageMarkers.map((m) => m.name)).toEqual(["groupName"]);
    expect(result.markers.map((m) => m.name)).toEqual(["kubebuilder:object:root"]);
  });

  it("checks nothing without a target", () => {
    const result = parseLine("+kubebuilder:subresource:status");
    expect(result.diagnostics).toEqual([]);
    expect(result.markers).toHaveLength(1);
  });
});

function conflicts(lines: readonly string[], target: "field" | "type" | "package" = "field"): string[] {
  const text = lines.map((l) => `// ${l}`).join("\n");
  const result = parseComment(text, { line: 1, column: 1 }, "api.ts", target);
  return result.diagnostics.map((d) => `${codesAt([d])[0] ?? ""} ${d.message}`);
}

describe("conflicting markers", () => {
  it("warns when a single-valued marker is given twice with different values", () => {
    expect(conflicts(["+kubebuilder:validation:Maximum=5", "+kubebuilder:validation:Maximum=10"])).toEqual([
      "CRD1011@2:4 +kubebuilder:validation:Maximum=10 conflicts with +kubebuilder:validation:Maximum=5 on line 1; the last one takes effect",
    ]);
  });

  it("says the first one takes effect in a package comment, as controller-gen's MarkerValues.Get reads it", () => {
    expect(
      conflicts(
        ["+groupName=a.example.com", "+groupName=b.example.com", "+groupName=c.example.com"],
        "package",
      ),
    ).toEqual([
      "CRD1011@2:4 +groupName=b.example.com conflicts with +groupName=a.example.com on line 1; the first one takes effect",
      "CRD1011@3:4 +groupName=c.example.com conflicts with +groupName=a.example.com on line 1; the first one takes effect",
    ]);
    expect(conflicts(["+versionName=v1", "+versionName=v1"], "package")).toEqual([]);
  });

  it("accepts the same value twice and repeatable markers", () => {
    expect(conflicts(["+kubebuilder:validation:Maximum=5", "+kubebuilder:validation:Maximum=5.0"])).toEqual(
      [],
    );
    expect(
      conflicts([
        '+kubebuilder:validation:XValidation:rule="a"',
        '+kubebuilder:validation:XValidation:rule="b"',
      ]),
    ).toEqual([]);
  });

  it("says how a second resource marker applies", () => {
    const lines = ["+kubebuilder:resource:path=widgets,scope=Cluster", "+kubebuilder:resource:shortName=w"];
    expect(conflicts(lines, "type")).toEqual([
      "CRD1011@2:4 +kubebuilder:resource:shortName=w applies after +kubebuilder:resource:path=widgets,scope=Cluster on line 1: its shortName, categories and scope replace theirs (no scope is Namespaced); path and singular only where it gives them",
    ]);
  });

  it("warns when two spellings set the same keyword differently", () => {
    expect(conflicts(["+listType=set", "+k8s:listType=map"])).toEqual([
      "CRD1011@2:4 +k8s:listType=map conflicts with +listType=set on line 1; the last one takes effect",
    ]);
    expect(conflicts(["+mapType=atomic", "+structType=granular"])).toHaveLength(1);
  });

  it("warns that +kubebuilder:default wins over +default", () => {
    expect(conflicts(["+kubebuilder:default=2", "+default=1"])).toEqual([
      "CRD1011@2:4 +default=1 conflicts with +kubebuilder:default=2; +kubebuilder:default takes effect",
    ]);
  });

  it("warns when optional meets required, naming the winner by controller-gen's precedence", () => {
    expect(conflicts(["+required", "+optional"])).toEqual([
      "CRD1011@2:4 +optional contradicts +required on line 1; the field is optional",
    ]);
    expect(conflicts(["+optional", "+kubebuilder:validation:Required"])).toEqual([
      "CRD1011@2:4 +kubebuilder:validation:Required contradicts +optional on line 1; the field is required",
    ]);
    expect(
      conflicts(["+kubebuilder:validation:Required", "+kubebuilder:validation:Optional"], "package"),
    ).toEqual([
      "CRD1011@2:4 +kubebuilder:validation:Optional contradicts +kubebuilder:validation:Required on line 1; fields of this package are optional",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { codesAt, only, parseLine } from "../support/comment.js";

function parsed(markerText: string): { name: string; value: unknown }[] {
  const result = parseLine(markerText);
  expect(result.diagnostics).toEqual([]);
  return result.markers.map((m) => ({ name: m.name, value: m.value }));
}

describe("marker forms", () => {
  it("reads a flag", () => {
    expect(parsed("+kubebuilder:subresource:status")).toEqual([
      { name: "kubebuilder:subresource:status", value: true },
    ]);
  });

  it("reads a single value", () => {
    expect(parsed("+kubebuilder:validation:Minimum=1")).toEqual([
      { name: "kubebuilder:validation:Minimum", value: 1 },
    ]);
  });

  it("reads the legacy := spelling of a single value", () => {
    expect(parsed("+kubebuilder:default:=-1")).toEqual([{ name: "kubebuilder:default", value: -1 }]);
    expect(parsed("+kubebuilder:validation:MaxLength:=5")).toEqual([
      { name: "kubebuilder:validation:MaxLength", value: 5 },
    ]);
  });

  it("reads named arguments, the first one in the name", () => {
    expect(
      parsed("+kubebuilder:printcolumn:name=Age,type=date,JSONPath=.metadata.creationTimestamp"),
    ).toEqual([
      {
        name: "kubebuilder:printcolumn",
        value: { name: "Age", type: "date", JSONPath: ".metadata.creationTimestamp" },
      },
    ]);
  });

  it("reads named arguments in any order, with quoted and list values", () => {
    expect(parsed('+kubebuilder:resource:scope=Cluster,shortName={wd,wdg},path="widgets"')).toEqual([
      {
        name: "kubebuilder:resource",
        value: { scope: "Cluster", shortName: ["wd", "wdg"], path: "widgets" },
      },
    ]);
  });

  it("reads a struct marker with only optional arguments as a flag", () => {
    expect(parsed("+kubebuilder:deprecatedversion")).toEqual([
      { name: "kubebuilder:deprecatedversion", value: {} },
    ]);
  });

  it("reads an optional single value left out", () => {
    expect(parsed("+groupName")).toEqual([{ name: "groupName", value: undefined }]);
  });

  it("reads rules with commas, quotes and `=` inside quotes", () => {
    expect(
      parsed('+kubebuilder:validation:XValidation:rule="self.a == \\"x,y\\"",message=`a must be "x,y"`'),
    ).toEqual([
      {
        name: "kubebuilder:validation:XValidation",
        value: { rule: 'self.a == "x,y"', message: 'a must be "x,y"' },
      },
    ]);
  });

  it("reads a Pattern with `=` and `:` bare, and one with commas in backticks", () => {
    expect(parsed("+kubebuilder:validation:Pattern=^key=value:x$")[0]?.value).toBe("^key=value:x$");
    expect(parsed("+kubebuilder:validation:Pattern=`^[a-z]{1,3}$`")[0]?.value).toBe("^[a-z]{1,3}$");
  });

  it("reads Enum lists of guessed values", () => {
    expect(parsed("+kubebuilder:validation:Enum=a;b;c")[0]?.value).toEqual(["a", "b", "c"]);
    expect(parsed('+kubebuilder:validation:Enum={"one","4abc",3}')[0]?.value).toEqual(["one", "4abc", 3]);
  });

  it("reads +default as JSON", () => {
    expect(parsed('+default={"policy": "delete", "ports": [80, 443]}')[0]?.value).toEqual({
      policy: "delete",
      ports: [80, 443],
    });
  });

  it("reads kubebuilder:default maps of maps", () => {
    expect(parsed("+kubebuilder:default={a: {b: {c: 1}}, d: `x,y`}")[0]?.value).toEqual({
      a: { b: { c: 1 } },
      d: "x,y",
    });
  });
});

describe("malformed markers", () => {
  it.each<[string, string, string]>([
    [
      "+kubebuilder:validation:Minimum=abc",
      "CRD1002",
      '+kubebuilder:validation:Minimum: expected an integer or a float, got "abc"',
    ],
    ["+kubebuilder:validation:Minimum", "CRD1003", "+kubebuilder:validation:Minimum: missing value"],
    ["+kubebuilder:validation:Minimum=", "CRD1003", "+kubebuilder:validation:Minimum: missing value"],
    [
      "+kubebuilder:validation:Pattern=^a{1,3}$",
      "CRD1005",
      '+kubebuilder:validation:Pattern: extra arguments provided: ",3}$"',
    ],
    [
      "+kubebuilder:validation:MaxLength=100Mi",
      "CRD1005",
      '+kubebuilder:validation:MaxLength: extra arguments provided: "Mi"',
    ],
    [
      "+kubebuilder:subresource:status=true",
      "CRD1005",
      '+kubebuilder:subresource:status: extra arguments provided: "true"',
    ],
    [
      "+kubebuilder:printcolumn:name=a",
      "CRD1003",
      "+kubebuilder:printcolumn: missing arguments type, JSONPath",
    ],
    [
      "+kubebuilder:printcolumn:name=a,type=string,jsonPath=.x",
      "CRD1004",
      '+kubebuilder:printcolumn: unknown argument "jsonPath" (did you mean JSONPath?)',
    ],
    [
      "+kubebuilder:printcolumn:name=a;type=b",
      "CRD1002",
      '+kubebuilder:printcolumn: expected a comma, got ";"',
    ],
    [
      "+kubebuilder:resource=widgets",
      "CRD1004",
      '+kubebuilder:resource: unknown argument "resource"; known: path, singular, shortName, categories, scope',
    ],
    [
      '+kubebuilder:validation:Format="date',
      "CRD1002",
      '+kubebuilder:validation:Format: string literal not terminated: "date',
    ],
    ["+default={bad json}", "CRD1002", "+default: the value is not valid JSON"],
    // Go's json.Unmarshal into any refuses a number beyond float64
    [
      '+default={"a":[1e400]}',
      "CRD1002",
      "+default: the value is not valid JSON: a number is out of the range of a 64-bit float",
    ],
    ["+default", "CRD1003", "+default: missing value"],
  ])("%s is %s", (text, code, message) => {
    const found = only(parseLine(text).diagnostics);
    expect(found.code).toBe(code);
    expect(found.message.startsWith(message)).toBe(true);
  });

  it("points every diagnostic at the marker's +", () => {
    expect(codesAt(parseLine("+kubebuilder:validation:Minimum=abc").diagnostics)).toEqual(["CRD1002@1:4"]);
  });

  it("hints at the marker's form when an argument is missing", () => {
    expect(only(parseLine("+kubebuilder:validation:MinItems").diagnostics).hint).toBe(
      "Write it like +kubebuilder:validation:MinItems=1",
    );
  });

  it("hints at `;` when list values are separated by commas", () => {
    const found = only(parseLine("+kubebuilder:validation:Enum=a,b,c").diagnostics);
    expect(found.code).toBe("CRD1005");
    expect(found.hint).toBe('List values are separated by ";": write +kubebuilder:validation:Enum=a;b;c');
  });

  it("keeps the quoting hint for extra arguments of a marker that takes no list", () => {
    expect(only(parseLine("+kubebuilder:validation:Pattern=^a{1,3}$").diagnostics).hint).toContain("quoted");
  });

  // parse.go, Definition.Parse: a struct field set twice keeps the last value; no error
  it("keeps the last value of an argument given twice, with a warning", () => {
    const result = parseLine("+kubebuilder:printcolumn:name=a,type=string,JSONPath=.x,name=b");
    expect(result.markers.map((m) => m.value)).toEqual([{ name: "b", type: "string", JSONPath: ".x" }]);
    expect(only(result.diagnostics)).toMatchObject({
      code: "CRD1011",
      message: "+kubebuilder:printcolumn: argument name is given twice; the last one takes effect",
    });
  });

  // parse.go:402-429, parseString: Go's scanner forgets a token's text once the whitespace after it is skipped,
  // so a bare word followed by a space and then `,` `;` or `}` is dropped; crdgen reads it so and says so
  it("reads a bare word before a space as controller-gen does, with a warning that names it", () => {
    const result = parseLine("+kubebuilder:validation:Enum=low ;high");
    expect(result.markers.map((m) => m.value)).toEqual([["", "high"]]);
    expect(only(result.diagnostics)).toMatchObject({
      code: "CRD1014",
      message:
        '+kubebuilder:validation:Enum: the word "low" has no effect: controller-gen drops a bare word that a space separates from the next , ; or }, so this part reads ""; remove the space, or quote the value',
    });
    expect(parseLine("+kubebuilder:validation:Enum=low;high").diagnostics).toEqual([]);
    expect(parseLine('+kubebuilder:validation:Enum="low" ;high').diagnostics).toEqual([]);
    expect(parseLine("+kubebuilder:validation:Pattern=^a b$").diagnostics).toEqual([]);
  });

  // reg.go tryAnonLookup finds `a:b:c` by its struct name `a:b`; parse.go:859 then prefixes `c=` only for
  // struct markers, so a one-value marker drops the segment
  it("reads a one-value marker with an extra name segment as controller-gen does, with a warning", () => {
    const result = parseLine("+kubebuilder:validation:Minimum:max=3");
    expect(result.markers.map((m) => [m.name, m.value])).toEqual([["kubebuilder:validation:Minimum", 3]]);
    expect(only(result.diagnostics)).toMatchObject({
      code: "CRD1014",
      message:
        '+kubebuilder:validation:Minimum: the name part ":max" has no effect: this marker has no named arguments, so it is read as +kubebuilder:validation:Minimum',
    });
    expect(parseLine("+kubebuilder:default:=3").diagnostics).toEqual([]);
  });

  it("warns that a ref() default has no effect", () => {
    const result = parseLine("+default=ref(DefaultPolicy)");
    expect(result.markers).toEqual([]);
    expect(only(result.diagnostics)).toEqual({
      code: "CRD1014",
      message: "+default=ref(DefaultPolicy) has no effect: ref(...) defaults name Go constants",
      hint: "Remove the marker or write it in a form crdgen supports.",
    });
  });
});

import { describe, expect, it } from "vitest";
import { generateInMemory, specSchema, summary, widget } from "../support/memory.js";

// Branches of controller-tools (434758187ddd) pkg/crd/schema.go that the API pairs against controller-gen itself
// found crdgen on the other side of (test/parity/oracle); each case names the Go line it follows.

const run = (spec: string, extra: string) => generateInMemory({ "/app/input.ts": widget(spec, extra) });
const errors = (spec: string, extra: string) =>
  summary(run(spec, extra)).filter((line) => line.startsWith("CRD1007") || line.startsWith("CRD1012"));

describe("an alias of a type crdgen knows by name (schema.go:301-370 localNamedToSchema: a named type)", () => {
  it("keeps its markers and doc over int32, as `type Port int32` does", () => {
    const extra = [
      'import type { int32, Quantity } from "crdgen";',
      "/**",
      " * A TCP port.",
      " *",
      " * +kubebuilder:validation:Minimum=1",
      " * +kubebuilder:validation:MultipleOf=3",
      " */",
      "export type Port = int32;",
      '/** +kubebuilder:validation:XValidation:rule="quantity(self).isInteger()" */',
      "export type Size = Quantity;",
    ].join("\n");
    const schema = specSchema(run("{ port: Port; ports: Port[]; size: Size }", extra)) as {
      properties: Record<string, Record<string, unknown>>;
    };
    const port = { type: "integer", format: "int32", description: "A TCP port.", minimum: 1, multipleOf: 3 };
    expect(schema.properties["port"]).toEqual(port);
    expect(schema.properties["ports"]?.["items"]).toEqual(port);
    expect(schema.properties["size"]?.["x-kubernetes-validations"]).toEqual([
      { rule: "quantity(self).isInteger()" },
    ]);
  });
});

describe("a field marker that checks the type, on a field of a named type (schema.go:339-370, :376-396)", () => {
  const extra = [
    'import type { int32, IntOrString, Time } from "crdgen";',
    "export interface Part { a?: string }",
    "export type Tags = string[];",
    "export type Port = int32;",
  ].join("\n");
  const field = (marker: string, type: string) => `{\n  /** ${marker} */\n  f?: ${type};\n}`;

  it("is refused on a struct, slice or map type, or one from another package: the reference has no type", () => {
    const cases: [string, string, string][] = [
      ["+kubebuilder:validation:MinProperties=1", "Part", "Part"],
      ["+kubebuilder:validation:MinItems=1", "Tags", "Tags"],
      ["+listType=set", "Tags", "Tags"],
      ["+kubebuilder:validation:items:MinLength=1", "Tags", "Tags"],
      ["+kubebuilder:validation:Pattern=`^a$`", "Time", "Time"],
      ["+kubebuilder:validation:MaxLength=3", "IntOrString", "IntOrString"],
    ];
    for (const [marker, type, named] of cases) {
      const name = marker.slice(1).split("=")[0];
      expect(errors(field(marker, type), extra)).toEqual([
        `CRD1007 input.ts:15:7 +${name} cannot apply to a field of the named type ${named}: controller-gen applies field markers to a reference to it, which has no type`,
      ]);
    }
  });

  it("applies on a basic named type (its type and format are copied to the reference) and on unnamed types", () => {
    expect(errors(field("+kubebuilder:validation:Minimum=1", "Port"), extra)).toEqual([]);
    expect(errors(field("+kubebuilder:validation:MinItems=1", "string[]"), extra)).toEqual([]);
    expect(errors(field("+kubebuilder:validation:MinProperties=1", "Record<string, string>"), extra)).toEqual(
      [],
    );
  });

  it("applies once XIntOrString or Type gave the reference the type it wants (priority 9, validation.go:896, :992)", () => {
    const both = "+kubebuilder:validation:XIntOrString\n   * +kubebuilder:validation:Pattern=`^a$`";
    expect(errors(field(both, "IntOrString"), extra)).toEqual([]);
    const typed = "+kubebuilder:validation:Type=array\n   * +kubebuilder:validation:MinItems=1";
    expect(errors(field(typed, "Tags"), extra)).toEqual([]);
  });
});

describe("Format on an int32 or int64 field (schema.go:313-335: a basic type, no reference to merge)", () => {
  it("replaces the format", () => {
    const extra = 'import type { int32, int64 } from "crdgen";';
    const spec = "{\n  /** +kubebuilder:validation:Format=int32 */\n  n: int64;\n}";
    expect(specSchema(run(spec, extra))).toMatchObject({
      properties: { n: { type: "integer", format: "int32" } },
    });
    expect(JSON.stringify(specSchema(run(spec, extra)))).not.toContain("allOf");
  });
});

describe("a required field in a one-of group (schema.go:559-587)", () => {
  const group = "/** +kubebuilder:validation:AtMostOneOf=a;b */";
  it("is refused when marked required (schema.go:564, :573)", () => {
    const extra = `${group}\nexport interface Choice {\n  /** +required */\n  a?: string;\n  b?: string;\n}`;
    expect(errors("Choice", extra)).toEqual([
      "CRD1012 input.ts:9:3 +kubebuilder:validation:AtMostOneOf: field a is part of OneOf constraint and cannot be marked as required",
    ]);
  });

  it("is refused when required by default, without `?` (schema.go:584)", () => {
    const extra = `${group}\nexport interface Choice {\n  a?: string;\n  b: string;\n}`;
    expect(errors("Choice", extra)).toEqual([
      "CRD1012 input.ts:9:3 +kubebuilder:validation:AtMostOneOf: field b is part of OneOf constraint and must be optional (`?`), as controller-gen wants omitempty or omitzero",
    ]);
  });

  it("is checked against the struct's own fields only, and in a type only extended", () => {
    const outer = `${group}\nexport interface Choice extends Base {\n  a?: string;\n}\nexport interface Base {\n  b: string;\n}`;
    expect(errors("Choice", outer)).toEqual([]);
    const base = `export interface Choice extends Base {\n  c?: string;\n}\n${group}\nexport interface Base {\n  a?: string;\n  b: string;\n}`;
    expect(errors("Choice", base)).toEqual([
      "CRD1012 input.ts:12:3 +kubebuilder:validation:AtMostOneOf: field b is part of OneOf constraint and must be optional (`?`), as controller-gen wants omitempty or omitzero",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { generateInMemory, specSchema, summary, widget } from "../support/memory.js";

/*
 * How the markers of a field, of a named type and of the aliases naming it again combine, as controller-gen
 * combines a node with the type it refers to (controller-tools pkg/crd/flatten.go).
 */

/** The schema of `spec.<field>` without descriptions, generated from `Spec` and the given declarations. */
function field(declarations: string, name: string): JSONSchemaProps | undefined {
  const result = generateInMemory({ "/app/input.ts": widget("Spec", declarations) });
  expect(summary(result)).toEqual([]);
  const spec = specSchema(result) as JSONSchemaProps | undefined;
  return spec?.properties?.[name];
}

const bytes = "/** +kubebuilder:validation:Format=byte */\nexport type Bytes = string;\n";

describe("markers of an alias used inside another alias", () => {
  it("keeps the format of a map alias's values", () => {
    const declarations = `${bytes}export type M = Record<string, Bytes>;\nexport interface Spec {\n  m: M;\n}\n`;
    expect(field(declarations, "m")).toEqual({
      type: "object",
      additionalProperties: { type: "string", format: "byte" },
    });
  });

  it("keeps the format of a list alias's items, also through another alias", () => {
    const declarations = `${bytes}export type L = Bytes[];\nexport type LL = L;\nexport interface Spec {\n  l: L;\n  ll: LL;\n}\n`;
    const list = { type: "array", items: { type: "string", format: "byte" } };
    expect(field(declarations, "l")).toEqual(list);
    expect(field(declarations, "ll")).toEqual(list);
  });
});

describe("CEL rules", () => {
  const rule = (text: string): string => `+kubebuilder:validation:XValidation:rule="${text}"`;

  it("lists a field's rules before its type's, in the order written", () => {
    const declarations = [
      `/**\n * ${rule("self.size() % 2 == 0")}\n * ${rule("self != 'x'")}\n */\nexport type Even = string;`,
      `export interface Spec {\n  /**\n   * ${rule("self.startsWith('a')")}\n   * ${rule("self.endsWith('z')")}\n   */\n  s: Even;\n}`,
    ].join("\n");
    expect(field(declarations, "s")?.["x-kubernetes-validations"]).toEqual([
      { rule: "self.startsWith('a')" },
      { rule: "self.endsWith('z')" },
      { rule: "self.size() % 2 == 0" },
      { rule: "self != 'x'" },
    ]);
  });

  // Real CEL: the generated CRD is checked, rules compiled included.
  it("lists an alias chain's rules from the outermost name in", () => {
    const declarations = [
      `/** ${rule("self != 'a'")} */\nexport type A = string;`,
      `/** ${rule("self != 'b'")} */\nexport type B = A;`,
      `/** ${rule("self != 'c'")} */\nexport type C = B;`,
      `export interface Spec {\n  /** ${rule("self != 'f'")} */\n  f: C;\n  c: C;\n}`,
    ].join("\n");
    const rules = (name: string): unknown => field(declarations, name)?.["x-kubernetes-validations"];
    expect(rules("f")).toEqual([
      { rule: "self != 'f'" },
      { rule: "self != 'c'" },
      { rule: "self != 'b'" },
      { rule: "self != 'a'" },
    ]);
    expect(rules("c")).toEqual([{ rule: "self != 'c'" }, { rule: "self != 'b'" }, { rule: "self != 'a'" }]);
  });
});

describe("a validation the field and its type both set", () => {
  const name =
    "/**\n * +kubebuilder:validation:MinLength=1\n * +kubebuilder:validation:MaxLength=255\n */\nexport type Name = string;\n";

  it("keeps the type's bounds and the field's side by side in an allOf", () => {
    const declarations = `${name}export interface Spec {\n  /**\n   * +kubebuilder:validation:MinLength=10\n   * +kubebuilder:validation:MaxLength=10\n   */\n  n: Name;\n}\n`;
    expect(field(declarations, "n")).toEqual({
      type: "string",
      allOf: [
        { maxLength: 255, minLength: 1 },
        { maxLength: 10, minLength: 10 },
      ],
    });
  });

  it("never lets a field loosen its type's limit", () => {
    const declarations = `${name}export interface Spec {\n  /** +kubebuilder:validation:MaxLength=1000 */\n  n: Name;\n}\n`;
    expect(field(declarations, "n")).toEqual({
      type: "string",
      minLength: 1,
      allOf: [{ maxLength: 255 }, { maxLength: 1000 }],
    });
  });

  it("keeps a bound the field repeats with the same value twice, as controller-gen does", () => {
    const declarations = `${name}export interface Spec {\n  /** +kubebuilder:validation:MinLength=1 */\n  n: Name;\n}\n`;
    expect(field(declarations, "n")).toEqual({
      type: "string",
      maxLength: 255,
      allOf: [{ minLength: 1 }, { minLength: 1 }],
    });
  });

  it("merges an equal pattern and keeps two different ones", () => {
    const declarations = [
      "/** +kubebuilder:validation:Pattern=`^a`\n */\nexport type P = string;",
      "export interface Spec {\n  /** +kubebuilder:validation:Pattern=`^a`\n   */\n  same: P;",
      "  /** +kubebuilder:validation:Pattern=`b$`\n   */\n  other: P;\n}",
    ].join("\n");
    expect(field(declarations, "same")).toEqual({ type: "string", pattern: "^a" });
    expect(field(declarations, "other")).toEqual({
      type: "string",
      allOf: [{ pattern: "^a" }, { pattern: "b$" }],
    });
  });

  it("layers an alias over the type it names, leaving the last layer's bound on the node", () => {
    const declarations = `${name}/** +kubebuilder:validation:MinLength=3 */\nexport type Name3 = Name;\nexport interface Spec {\n  /** +kubebuilder:validation:MinLength=10 */\n  n: Name3;\n  m: Name3;\n}\n`;
    expect(field(declarations, "m")).toEqual({
      type: "string",
      maxLength: 255,
      allOf: [{ minLength: 1 }, { minLength: 3 }],
    });
    expect(field(declarations, "n")).toEqual({
      type: "string",
      maxLength: 255,
      minLength: 10,
      allOf: [{ minLength: 1 }, { minLength: 3 }],
    });
  });

  it("lets a field's bound stand alone when its type has none", () => {
    const declarations = `export interface Spec {\n  /** +kubebuilder:validation:MinLength=10 */\n  s: string;\n}\n`;
    expect(field(declarations, "s")).toEqual({ type: "string", minLength: 10 });
  });
});

// controller-tools pkg/crd/flatten.go flattenAllOfInto (434758187ddd, since v0.21.0): the referenced type is
// flattened before the field, and an enum is only copied into a node that has none
describe("enums of a field and of its type", () => {
  it("keeps the type's values and warns at the field's Enum marker", () => {
    const declarations = [
      "/** +kubebuilder:validation:Enum=a;b;c */\nexport type Mode = string;",
      'export type Size = "s" | "m";',
      "export interface Spec {",
      "  /** +kubebuilder:validation:Enum=a;b */\n  mode: Mode;",
      "  /** +kubebuilder:validation:Enum=s */\n  size: Size;",
      "  /** +kubebuilder:validation:Enum=x;y */\n  plain: string;",
      "}",
    ].join("\n");
    const result = generateInMemory({ "/app/input.ts": widget("Spec", declarations) });
    expect(summary(result).map((s) => s.split(" ").slice(0, 3).join(" "))).toEqual([
      "CRD1014 input.ts:10:7 +kubebuilder:validation:Enum",
      "CRD1014 input.ts:12:7 +kubebuilder:validation:Enum",
    ]);
    const spec = specSchema(result) as JSONSchemaProps;
    expect(spec.properties?.mode).toEqual({ type: "string", enum: ["a", "b", "c"] });
    expect(spec.properties?.size).toEqual({ type: "string", enum: ["s", "m"] });
    expect(spec.properties?.plain).toEqual({ type: "string", enum: ["x", "y"] });
  });

  it("keeps the innermost alias's enum", () => {
    const declarations = [
      "/** +kubebuilder:validation:Enum=a;b;c */\nexport type Inner = string;",
      "/** +kubebuilder:validation:Enum=a */\nexport type Outer = Inner;",
      "export interface Spec {\n  o: Outer;\n}",
    ].join("\n");
    const result = generateInMemory({ "/app/input.ts": widget("Spec", declarations) });
    expect(summary(result).map((s) => s.split(" ")[0])).toEqual(["CRD1014"]);
    expect((specSchema(result) as JSONSchemaProps).properties?.o).toEqual({
      type: "string",
      enum: ["a", "b", "c"],
    });
  });
});

/*
 * An array's `items:` markers apply beside the `$ref` of its items' named type (controller-tools 434758187ddd
 * pkg/crd/schema.go:240-250), and controller-gen flattens the two as a field with its type (flatten.go
 * preserveFields and flattenAllOfInto): the expected schemas are controller-gen's, from its Go twins, found by
 * hand cases against the live controller-gen oracle (session 22). Go's basic integers are no reference.
 */
describe("items: markers over the items' named type", () => {
  const rule = (text: string): string => `+kubebuilder:validation:XValidation:rule="${text}"`;
  const itemsRule = (text: string): string => `+kubebuilder:validation:items:XValidation:rule="${text}"`;

  it("lists the items markers' rules before the items type's, on a field and on a list alias", () => {
    const declarations = [
      `/** ${rule("self != 't'")} */\nexport type NS = string;`,
      `/** ${itemsRule("self != 'l'")} */\nexport type NL = NS[];`,
      `export interface Spec {\n  /** ${itemsRule("self != 'l'")} */\n  x?: NS[];\n  y?: NL;\n}`,
    ].join("\n");
    const list = {
      type: "array",
      items: {
        type: "string",
        "x-kubernetes-validations": [{ rule: "self != 'l'" }, { rule: "self != 't'" }],
      },
    };
    expect(field(declarations, "x")).toEqual(list);
    expect(field(declarations, "y")).toEqual(list);
  });

  it("keeps a format or bound both set twice, in an allOf of the items", () => {
    const declarations = [
      'import type { Time } from "crdgen";',
      "/** +kubebuilder:validation:Format=date */\nexport type D = string;",
      "/** +kubebuilder:validation:MaxLength=9 */\nexport type S9 = string;",
      "/** +kubebuilder:validation:MaxProperties=3 */\nexport interface O {\n  x?: string;\n}",
      "export interface Spec {",
      "  /** +kubebuilder:validation:items:Format=email */\n  d?: D[];",
      "  /** +kubebuilder:validation:items:Format=date */\n  same?: D[];",
      "  /**\n   * +kubebuilder:validation:items:Type=string\n   * +kubebuilder:validation:items:MaxLength=4\n   */\n  s?: S9[];",
      "  /**\n   * +kubebuilder:validation:items:Type=object\n   * +kubebuilder:validation:items:MaxProperties=2\n   */\n  o?: O[];",
      "  /** +kubebuilder:validation:items:Format=date */\n  t?: Time[];",
      "}",
    ].join("\n");
    expect(field(declarations, "d")).toEqual({
      type: "array",
      items: { type: "string", allOf: [{ format: "date" }, { format: "email" }] },
    });
    expect(field(declarations, "same")).toEqual({ type: "array", items: { type: "string", format: "date" } });
    expect(field(declarations, "s")).toEqual({
      type: "array",
      items: { type: "string", allOf: [{ maxLength: 9 }, { maxLength: 4 }] },
    });
    expect(field(declarations, "o")).toEqual({
      type: "array",
      items: {
        type: "object",
        properties: { x: { type: "string" } },
        allOf: [{ maxProperties: 3 }, { maxProperties: 2 }],
      },
    });
    expect(field(declarations, "t")).toEqual({
      type: "array",
      items: { type: "string", allOf: [{ format: "date-time" }, { format: "date" }] },
    });
  });

  it("replaces an int32's format: Go's int32 items are no reference", () => {
    const declarations = `import type { int32 } from "crdgen";\nexport interface Spec {\n  /** +kubebuilder:validation:items:Format=int64 */\n  x?: int32[];\n}\n`;
    expect(field(declarations, "x")).toEqual({ type: "array", items: { type: "integer", format: "int64" } });
  });

  it("keeps the items type's enum over an items:Enum, and warns at the marker", () => {
    const declarations = [
      '/** +k8s:enum */\nexport enum E {\n  A = "a",\n  B = "b",\n  C = "c",\n}',
      "export interface Spec {\n  /** +kubebuilder:validation:items:Enum=a;b */\n  x?: E[];\n}",
    ].join("\n");
    const result = generateInMemory({ "/app/input.ts": widget("Spec", declarations) });
    expect(summary(result).map((s) => s.split(" ")[0])).toEqual(["CRD1014"]);
    const spec = specSchema(result) as JSONSchemaProps | undefined;
    expect(spec?.properties?.["x"]).toEqual({
      type: "array",
      items: { type: "string", enum: ["a", "b", "c"] },
    });
  });
});

import { describe, expect, it } from "vitest";
import { generateInMemory, specSchema, summary, widget } from "../support/memory.js";

/*
 * How controller-gen (controller-tools 434758187ddd) treats a field of a named type: it writes the field as a
 * `$ref` beside the field's own markers, and the flattener merges the two (pkg/crd/flatten.go preserveFields,
 * then flattenAllOfInto); a Schemaless field gets no schema from its type at all (pkg/crd/schema.go:596-600).
 * Each case was found by running controller-gen on a generated Go twin (test/parity/oracle).
 */

const run = (spec: string, extra: string) => generateInMemory({ "/app/input.ts": widget(spec, extra) });
const codes = (spec: string, extra: string): string[] =>
  summary(run(spec, extra)).map((s) => s.split(" ")[0] ?? "");

describe("a Type marker on a field of a named type", () => {
  // flatten.go:87-93: `Type` of the type's schema and of the field's differ: "conflicting types in allOf branches"
  it("is controller-gen's conflicting-types error when it names another type than the type has", () => {
    const extra = "export type Codes = int32[];\nexport type Name = string;\n";
    const imports = 'import type { int32 } from "crdgen";\n';
    const spec = "{\n  /** +kubebuilder:validation:Type=integer */\n  codes?: Codes;\n}";
    expect(summary(run(spec, imports + extra))).toEqual([
      "CRD1012 input.ts:15:7 +kubebuilder:validation:Type: conflicting types in allOf branches in schema: array vs integer (controller-gen's error when a field of a named type gives it another type than the type has)",
    ]);
    expect(
      codes("{\n  /** +kubebuilder:validation:Type=integer */\n  name?: Name;\n}", imports + extra),
    ).toEqual(["CRD1012"]);
  });

  it("is no error when it names the type the type has, or the type has none (IntOrString)", () => {
    const extra = 'import type { IntOrString } from "crdgen";\nexport type Name = string;\n';
    expect(codes("{\n  /** +kubebuilder:validation:Type=string */\n  name?: Name;\n}", extra)).toEqual([]);
    expect(codes("{\n  /** +kubebuilder:validation:Type=string */\n  port?: IntOrString;\n}", extra)).toEqual(
      [],
    );
  });

  it("replaces the type of a field of a basic type, which holds no reference", () => {
    const extra = 'import type { int32 } from "crdgen";\n';
    const spec =
      "{\n  /** +kubebuilder:validation:Type=string */\n  a?: int32;\n  /** +kubebuilder:validation:Type=integer */\n  b?: string;\n}";
    const result = run(spec, extra);
    // int32's format stays on what is now a string, which the API server warns about when it creates the CRD
    // (apiextensions-apiserver v0.35.0 strategy.go:124-143).
    expect(summary(result)).toEqual(['CRD3004 input.ts:14:3 unrecognized format "int32"']);
    expect(specSchema(result)).toMatchObject({
      properties: { a: { type: "string", format: "int32" }, b: { type: "integer" } },
    });
  });
});

describe("a field of a named union (IntOrString, a string enum)", () => {
  // A union with a name of its own is that named type, a reference in Go (intstr.IntOrString, a string type)
  it("is a reference: MinLength is refused on IntOrString, Type=integer conflicts with a string enum", () => {
    const extra =
      'import type { IntOrString } from "crdgen";\n/** +k8s:enum */\nexport enum Mode {\n  A = "a",\n  B = "b",\n}\n';
    const spec =
      "{\n  /** +kubebuilder:validation:MinLength=1 */\n  port: IntOrString;\n  /** +kubebuilder:validation:Type=integer */\n  mode?: Mode;\n}";
    expect(codes(spec, extra)).toEqual(["CRD1007", "CRD1012"]);
  });
});

describe("a field of a named union with `| null`", () => {
  // `| null` is `+nullable` on Go's pointer field (`*intstr.IntOrString`), whose schema is the named type's
  // (schema.go:264-265 StarExpr): the field is the same reference, nullable, with or without `?`
  const extra = [
    'import type { IntOrString } from "crdgen";',
    "/**\n * A port.\n * +kubebuilder:validation:Format=port\n */",
    "export type Port = IntOrString;",
    "/**\n * A mode.\n * +kubebuilder:validation:MaxLength=4\n */",
    'export type Mode = "fast" | "slow";',
  ].join("\n");

  it("refuses and accepts the markers a field of the type alone would", () => {
    const spec = [
      "{",
      "  /** +kubebuilder:validation:Pattern=`^a$` */",
      "  a?: Port | null;",
      "  /**\n   * +kubebuilder:validation:XIntOrString\n   * +kubebuilder:validation:Pattern=`^b$`\n   */",
      "  b?: Port | null;",
      "  /** +kubebuilder:validation:Type=integer */",
      "  m?: Mode | null;",
      "  /** +kubebuilder:validation:MinLength=2 */",
      "  n?: Mode | null;",
      "}",
    ].join("\n");
    const result = run(spec, extra);
    expect(summary(result)).toEqual([
      "CRD1007 input.ts:22:7 +kubebuilder:validation:Pattern cannot apply to a field of the named type Port: controller-gen applies field markers to a reference to it, which has no type",
      "CRD1012 input.ts:29:7 +kubebuilder:validation:Type: conflicting types in allOf branches in schema: string vs integer (controller-gen's error when a field of a named type gives it another type than the type has)",
    ]);
  });

  it("is the named type's schema, nullable", () => {
    const result = run("{\n  a?: Port | null;\n  b: Port | null;\n  m?: Mode | null;\n}", extra);
    expect(summary(result)).toEqual([]);
    const port = {
      anyOf: [{ type: "integer" }, { type: "string" }],
      "x-kubernetes-int-or-string": true,
      description: "A port.",
      format: "port",
      nullable: true,
    };
    expect(specSchema(result)).toEqual({
      type: "object",
      properties: {
        a: port,
        b: port,
        m: {
          type: "string",
          description: "A mode.",
          maxLength: 4,
          nullable: true,
          allOf: [{ enum: ["fast", "slow"] }],
        },
      },
      required: ["b"],
    });
  });
});

describe("a Schemaless field", () => {
  // schema.go:596-601: the schema starts empty and takes the field's doc; the type is never visited
  it("reads nothing of its type: neither its doc nor the problems of its markers", () => {
    const extra =
      "/**\n * The type's doc.\n */\nexport interface Inner {\n  /** +kubebuilder:externalDocs:url=notaurl */\n  a?: string;\n}\n";
    const markers = [
      "+kubebuilder:validation:Schemaless",
      "+kubebuilder:validation:Type=object",
      "+kubebuilder:pruning:PreserveUnknownFields",
    ];
    const spec = `{\n  /**\n${markers.map((m) => `   * ${m}\n`).join("")}   */\n  inner?: Inner;\n}`;
    const result = run(spec, extra);
    expect(summary(result)).toEqual([]);
    const inner = (specSchema(result) as { properties?: Record<string, unknown> }).properties?.["inner"];
    expect(inner).toEqual({ type: "object", "x-kubernetes-preserve-unknown-fields": true });
  });

  // schema.go:596-604: applyMarkers runs on the empty schema, `+nullable` included; `| null` is crdgen's
  // `+nullable` (the live controller-gen oracle, seed 49, case c090: `Size12 *PartS10` with both markers)
  it("is nullable when its type says `| null`, as with +nullable", () => {
    const extra = "export interface Inner {\n  a?: string;\n}\nexport type MaybeInner = Inner | null;\n";
    const markers = ["+kubebuilder:validation:Schemaless", "+kubebuilder:validation:XPreserveUnknownFields"];
    const comment = `  /**\n${markers.map((m) => `   * ${m}\n`).join("")}   */\n`;
    const spec = `{\n${comment}  inner: Inner | null;\n${comment}  alias?: MaybeInner;\n${comment}  plain?: Inner;\n}`;
    const result = run(spec, extra);
    expect(summary(result)).toEqual([]);
    const properties = (specSchema(result) as { properties?: Record<string, unknown> }).properties;
    const nullable = { nullable: true, "x-kubernetes-preserve-unknown-fields": true };
    expect(properties).toEqual({
      inner: nullable,
      alias: nullable,
      plain: { "x-kubernetes-preserve-unknown-fields": true },
    });
  });
});

describe("the doc keywords of a type that extends others", () => {
  // flatten.go:372 preserveFields copies the type's description, title, externalDocs and example to the node
  it("keep the type's title and externalDocs where a field refers to it, with a base's markers merged in", () => {
    const extra =
      '/** +kubebuilder:validation:MaxProperties=3 */\nexport interface Base {\n  b?: string;\n}\n/**\n * +kubebuilder:title=Type title\n * +kubebuilder:externalDocs:url="https://example.com"\n */\nexport interface Part extends Base {\n  a?: string;\n}\n';
    const result = run("{\n  part?: Part;\n}", extra);
    expect(summary(result)).toEqual([]);
    expect(specSchema(result)).toMatchObject({
      properties: {
        part: { title: "Type title", externalDocs: { url: "https://example.com" }, maxProperties: 3 },
      },
    });
  });
});

describe("the markers of an alias of a named type", () => {
  // Go's `type Middle Inner` is a reference to Inner (schema.go typeToSchema, localNamedToSchema), with no type
  // when Inner is a struct: controller-gen refuses MinProperties there ("must apply minproperties to an object")
  const extra = [
    "/** +kubebuilder:validation:MaxProperties=4 */",
    "export interface Inner {\n  a?: string;\n}",
    '/**\n * +kubebuilder:validation:MinProperties=1\n * +kubebuilder:validation:XValidation:rule="true",message="middle"\n */',
    "export type Middle = Inner;",
    "/** +kubebuilder:validation:Type=object\n * +kubebuilder:validation:MaxProperties=3 */",
    "export type Typed = Inner;",
    "export type Names = string[];",
    "/** +kubebuilder:validation:MinItems=1 */",
    "export type MoreNames = Names;",
  ].join("\n");

  it("refuses a marker that checks the type, unless a Type marker gives the reference one", () => {
    const result = run("{\n  m?: Middle;\n  t?: Typed;\n  n?: MoreNames;\n}", extra);
    expect(summary(result)).toEqual([
      "CRD1007 input.ts:11:4 +kubebuilder:validation:MinProperties cannot apply to Middle, an alias of the named type Inner: controller-gen applies its markers to a reference to that type, which has no type",
      "CRD1007 input.ts:19:5 +kubebuilder:validation:MinItems cannot apply to MoreNames, an alias of the named type Names: controller-gen applies its markers to a reference to that type, which has no type",
    ]);
    const properties = (specSchema(result) as { properties?: Record<string, unknown> }).properties;
    expect(properties?.["m"]).toMatchObject({
      maxProperties: 4,
      "x-kubernetes-validations": [{ message: "middle" }],
    });
    expect(properties?.["t"]).toMatchObject({ allOf: [{ maxProperties: 4 }, { maxProperties: 3 }] });
  });
});

describe("the markers of an alias of another package's type", () => {
  // Go's `type Port intstr.IntOrString` is a reference to IntOrString (schema.go typeToSchema, namedToSchema):
  // controller-gen refuses Pattern there ("must apply pattern to a textual value, found type \"\"", a pair
  // of the third oracle round); over a basic type (`type Num int32`) the markers check the type it has
  const extra = [
    'import type { IntOrString, Quantity, int32 } from "crdgen";',
    "/** +kubebuilder:validation:Pattern=`^x$` */",
    "export type Port = IntOrString;",
    "/** +kubebuilder:validation:Minimum=1 */",
    "export type Num = int32;",
    '/** +kubebuilder:validation:XValidation:rule="true" */',
    "export type Size = Quantity;",
    "/**\n * +kubebuilder:validation:Type=string\n * +kubebuilder:validation:MaxLength=3\n */",
    "export type Typed = Quantity;",
    "/**\n * +kubebuilder:validation:XIntOrString\n * +kubebuilder:validation:MaxLength=3\n */",
    "export type Port2 = IntOrString;",
  ].join("\n");

  it("refuses a marker that checks the type, unless a Type marker gives the reference one", () => {
    const result = run("{\n  p?: Port;\n  n?: Num;\n  s?: Size;\n  t?: Typed;\n  p2?: Port2;\n}", extra);
    expect(summary(result)).toEqual([
      "CRD1007 input.ts:7:5 +kubebuilder:validation:Pattern cannot apply to Port, an alias of the named type IntOrString: controller-gen applies its markers to a reference to that type, which has no type",
    ]);
    // controller-gen's schemas for the Go twins (run): the markers over the known type's schema; p's Pattern left out
    const properties = (specSchema(result) as { properties: Record<string, unknown> }).properties;
    const intOrString = {
      anyOf: [{ type: "integer" }, { type: "string" }],
      "x-kubernetes-int-or-string": true,
    };
    const quantity = { ...intOrString, pattern: expect.stringMatching(/^\^\(\\\+\|-\)\?/) as unknown };
    expect(properties).toEqual({
      p: intOrString,
      n: { type: "integer", format: "int32", minimum: 1 },
      s: { ...quantity, "x-kubernetes-validations": [{ rule: "true" }] },
      t: { ...quantity, type: "string", maxLength: 3 },
      p2: { ...intOrString, maxLength: 3 },
    });
  });
});

describe("an alias of Time, MicroTime or Duration with a Type marker", () => {
  // Go's `type TObj metav1.Time` has time.Time's MarshalJSON (embedded in metav1.Time's struct) in its method
  // set: controller-gen's infoToSchema takes its schema from its markers alone when they give it a type, no
  // format and no doc (pkg/crd/schema.go:148-155; the oracle's answer for the Go twin, third round); without a
  // Type it is the reference, so an alias over it checks its markers against no type
  const extra = [
    'import type { Duration, Time } from "crdgen";',
    "/**\n * Doc of TObj.\n *\n * +kubebuilder:validation:Type=object\n */",
    "export type TObj = Time;",
    '/**\n * +kubebuilder:validation:Type=string\n * +kubebuilder:validation:MaxLength=3\n * +kubebuilder:validation:XValidation:rule="true"\n */',
    "export type TStr = Time;",
    "/**\n * Doc of Outer.\n *\n * +kubebuilder:validation:MinLength=1\n */",
    "export type Outer = TStr;",
    "/**\n * Doc of DInt.\n *\n * +kubebuilder:validation:Type=integer\n */",
    "export type DInt = Duration;",
  ].join("\n");

  it("is the markers' schema alone", () => {
    const result = run(
      "{\n  a?: TObj;\n  b?: TStr;\n  c?: Outer;\n  d?: TStr | null;\n  e?: DInt;\n}",
      extra,
    );
    expect(summary(result)).toEqual([
      "CRD1007 input.ts:22:4 +kubebuilder:validation:MinLength cannot apply to Outer, an alias of the named type TStr: controller-gen applies its markers to a reference to that type, which has no type",
    ]);
    const tStr = { type: "string", maxLength: 3, "x-kubernetes-validations": [{ rule: "true" }] };
    expect((specSchema(result) as { properties: Record<string, unknown> }).properties).toEqual({
      a: { type: "object" },
      b: tStr,
      c: { ...tStr, description: "Doc of Outer." },
      d: { ...tStr, nullable: true },
      e: { type: "integer" },
    });
  });
});

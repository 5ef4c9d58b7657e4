import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition, warningsOnCreate } from "../../src/crd/index.js";

// The CRD strategy's WarningsOnCreate (apiextensions-apiserver v0.35.0 pkg/registry/customresourcedefinition/
// strategy.go:124-143) with GetUnrecognizedFormats (pkg/apiserver/validation/formats.go:108-122) over SchemaHas
// (pkg/apis/apiextensions/validation/validation.go:1659-1728); the warning recorder keeps the first of equal texts
// (apiserver pkg/endpoints/filters/warning.go:69-90).

function crd(...schemas: unknown[]): unknown {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com" },
    spec: {
      group: "example.com",
      names: { plural: "widgets", kind: "Widget" },
      scope: "Namespaced",
      versions: schemas.map((schema, i) => ({
        name: `v${i + 1}`,
        served: true,
        storage: i === 0,
        schema: { openAPIV3Schema: { type: "object", properties: { spec: schema } } },
      })),
    },
  };
}

const texts = (input: unknown): string[] => warningsOnCreate(input).map((w) => w.text);

describe("warningsOnCreate", () => {
  it("knows a format once its dashes are removed, and only then (formats.go:116)", () => {
    const known = [
      "date-time",
      "datetime",
      "k8s-short-name",
      "k8sshortname",
      "k-8-s-long-name",
      "-uuid-",
      "u-u-i-d4",
    ];
    for (const format of known) expect(texts(crd({ type: "string", format }))).toEqual([]);
    const unknown = [
      "date_time",
      "Date-Time",
      "UUID",
      " uri",
      "uri\n",
      "date\u2010time",
      "int32",
      "url",
      "-",
    ];
    for (const format of unknown) {
      expect(texts(crd({ type: "string", format }))).toEqual([
        `unrecognized format ${JSON.stringify(format)}`,
      ]);
    }
  });

  it("quotes the format as Go's %q does", () => {
    expect(texts(crd({ type: "string", format: "a\u0000\t\u00e9\u0007" }))).toEqual([
      'unrecognized format "a\\x00\\t\u00e9\\a"',
    ]);
  });

  it("warns only on nodes whose type is exactly string (strategy.go:114)", () => {
    for (const type of ["integer", "number", "boolean", "object", "array", undefined]) {
      expect(texts(crd({ type, format: "bogus", "x-kubernetes-int-or-string": type === undefined }))).toEqual(
        [],
      );
    }
    expect(texts(crd({ type: "string", nullable: true, format: "bogus" }))).toEqual([
      'unrecognized format "bogus"',
    ]);
  });

  it("walks the node, then items, allOf, anyOf, oneOf, not, properties, additionalProperties", () => {
    const schema = {
      type: "string",
      format: "f0",
      items: { type: "string", format: "f1" },
      allOf: [{ type: "string", format: "f2" }],
      anyOf: [{ type: "string", format: "f3" }],
      oneOf: [{ type: "string", format: "f4" }],
      not: { type: "string", format: "f5" },
      properties: { p: { type: "string", format: "f6" } },
      additionalProperties: { type: "string", format: "f7" },
      patternProperties: { "^a": { type: "string", format: "f8" } },
      additionalItems: { type: "string", format: "f9" },
      definitions: { d: { type: "string", format: "f10" } },
      dependencies: { x: { type: "string", format: "f11" }, y: ["a"] },
    };
    expect(texts(crd(schema))).toEqual(
      ["f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11"].map(
        (f) => `unrecognized format "${f}"`,
      ),
    );
  });

  it("says each text once, at its first node, version after version", () => {
    const first = {
      type: "object",
      properties: { a: { type: "string", format: "x" }, b: { type: "string", format: "y" } },
    };
    const second = { type: "array", items: { type: "string", format: "z" }, properties: {} };
    const found = warningsOnCreate(crd(first, second, first));
    expect(found.map((w) => w.text)).toEqual([
      'unrecognized format "x"',
      'unrecognized format "y"',
      'unrecognized format "z"',
    ]);
    expect(found.map((w) => w.field)).toEqual([
      "spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[a].format",
      "spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[b].format",
      "spec.versions[1].schema.openAPIV3Schema.properties[spec].items.format",
    ]);
    expect(found[2]?.steps).toEqual([
      "spec",
      "versions",
      "1",
      "schema",
      "openAPIV3Schema",
      "properties",
      "spec",
      "items",
      "format",
    ]);
  });

  it("warns about the CRDs the server accepts (these examples are valid)", () => {
    expect(validateCustomResourceDefinition(crd({ type: "string", format: "bogus" }))).toEqual([]);
    expect(
      validateCustomResourceDefinition(crd({ type: "array", items: { type: "string", format: "b" } })),
    ).toEqual([]);
  });
});

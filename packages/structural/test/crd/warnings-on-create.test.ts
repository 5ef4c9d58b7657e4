import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition, warningsOnCreate } from "../../src/crd/index.js";
import { SubtreeMemo } from "../../src/schema/subtree-memo.js";

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

const warnings = (input: unknown) => warningsOnCreate(input, validateCustomResourceDefinition(input));
const texts = (input: unknown): string[] => warnings(input).map((w) => w.text);

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
    // Not a valid schema (patternProperties … are refused): given no errors, the walk still shows its order.
    expect(warningsOnCreate(crd(schema), []).map((w) => w.text)).toEqual(
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
    const found = warnings(crd(first, second, first));
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

  it("says the same with a memo shared by CRDs that hold the same subtrees", () => {
    const clean = {
      type: "object",
      properties: { a: { type: "string", format: "uuid" }, b: { type: "integer" } },
    };
    const bad = { type: "object", properties: { c: { type: "string", format: "x" }, d: clean } };
    const inputs = [crd(clean, bad), crd({ type: "array", items: bad }), crd(clean), crd(bad, clean, bad)];
    const memo = new SubtreeMemo();
    for (const input of inputs) {
      expect(warningsOnCreate(input, [], { memo })).toEqual(warningsOnCreate(input, []));
    }
    // The clean subtree is known clean; the one with a warning is walked again wherever it appears.
    expect(memo.formatless.has(clean)).toBe(true);
    expect(memo.formatless.has(bad)).toBe(false);
    expect(warningsOnCreate(inputs[3], [], { memo }).map((w) => w.field)).toEqual([
      "spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[c].format",
    ]);
  });

  it("warns about the CRDs the server accepts (these examples are valid)", () => {
    expect(validateCustomResourceDefinition(crd({ type: "string", format: "bogus" }))).toEqual([]);
    expect(
      validateCustomResourceDefinition(crd({ type: "array", items: { type: "string", format: "b" } })),
    ).toEqual([]);
  });

  describe("duplicate owner references (create handler, apiserver v0.35.0 handlers/rest.go:297-353)", () => {
    const ref = { apiVersion: "v1", kind: "ConfigMap", name: "a", uid: "u1", controller: true };
    const owned = (refs: unknown[], schema: unknown = { type: "string" }) => {
      const input = crd(schema) as { metadata: Record<string, unknown> };
      input.metadata.ownerReferences = refs;
      return input;
    };
    const head =
      ".metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may reject such requests as early as 1.24; please fix your requests; duplicate UID(s) observed: ";

    it("removes entries equal to a kept one, warns with their UIDs, and validates the rest", () => {
      const input = owned(
        [ref, { ...ref, controller: false }, ref, { ...ref, uid: "u2" }, { ...ref, uid: "u2" }, ref],
        { type: "string", format: "bogus" },
      );
      expect(validateCustomResourceDefinition(input).map((e) => e.detail)).toEqual([
        'Only one reference can have Controller set to true. Found "true" in references for ConfigMap/a and ConfigMap/a',
      ]);
      const found = warnings(input);
      // With errors, the format warning (strategy) is not sent; the handler's is.
      expect(found.map((w) => w.text)).toEqual([`${head}u1, u2, u1`]);
      expect(found[0]?.field).toBe("metadata.ownerReferences[2]");
    });

    it("comes before the format warnings, and an absent pointer differs from false", () => {
      const equal = owned([ref, ref], { type: "string", format: "bogus" });
      expect(validateCustomResourceDefinition(equal)).toEqual([]);
      expect(texts(equal)).toEqual([`${head}u1`, 'unrecognized format "bogus"']);
      const unequal = owned([
        { ...ref, controller: undefined },
        { ...ref, controller: false },
      ]);
      expect(texts(unequal)).toEqual([]);
      const empty = owned([{}, {}]);
      expect(texts(empty)).toEqual([head]);
      expect(validateCustomResourceDefinition(empty)).toHaveLength(4);
    });

    it("is not sent when the CRD does not decode", () => {
      const input = owned([ref, ref]);
      (input as unknown as { spec: Record<string, unknown> }).spec.bogus = 1;
      expect(texts(input)).toEqual([]);
    });
  });
});

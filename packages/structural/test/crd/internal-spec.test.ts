import { describe, expect, it } from "vitest";
import { hoistableVersionFields } from "../../src/decode/crd-go-types.js";
import { toInternalSpec } from "../../src/crd/internal-spec.js";
import { semanticEqual } from "../../src/crd/semantic-equal.js";
import { validCrd, version } from "./fixture.js";

const schemaField = hoistableVersionFields.schema;
const wrap = (schema: unknown): unknown => ({ openAPIV3Schema: schema });

describe("semanticEqual (apiequality.Semantic.DeepEqual of decoded values)", () => {
  it.each([
    [
      "null and absent value fields equal their zero value",
      { type: "object", nullable: false, description: "" },
      { type: "object", description: null },
    ],
    [
      "empty and absent lists and maps are equal",
      { type: "object", required: [], properties: {} },
      { type: "object" },
    ],
    [
      "a null map entry is a zero schema",
      { type: "object", properties: { a: null } },
      { type: "object", properties: { a: {} } },
    ],
    ["unknown keys are ignored", { type: "object", "x-unknown": 1 }, { type: "object" }],
    [
      "defaults compare as JSON",
      { type: "object", default: { a: [1, "x"] } },
      { type: "object", default: { a: [1, "x"] } },
    ],
    ["empty items arrays are equal", { type: "array", items: [] }, { type: "array", items: [] }],
  ])("%s", (_name, a, b) => {
    expect(semanticEqual(wrap(a), wrap(b), schemaField)).toBe(true);
  });

  it.each([
    ["a pointer's zero value differs from absence", { type: "string", maxLength: 0 }, { type: "string" }],
    [
      "preserve-unknown-fields false differs from absence",
      { "x-kubernetes-preserve-unknown-fields": false },
      {},
    ],
    [
      "property order does not matter but names do",
      { properties: { a: {}, b: {} } },
      { properties: { a: {}, c: {} } },
    ],
    ["list order matters", { required: ["a", "b"] }, { required: ["b", "a"] }],
    ["a default of {} differs from no default", { default: {} }, {}],
    ["a null inside a default differs from an absent key", { default: { a: null } }, { default: {} }],
    [
      "additionalProperties true differs from {}",
      { additionalProperties: true },
      { additionalProperties: {} },
    ],
    ["items object differs from items array", { items: {} }, { items: [{}] }],
    ["a nested difference", { properties: { a: { enum: ["x"] } } }, { properties: { a: { enum: ["y"] } } }],
  ])("%s", (_name, a, b) => {
    expect(semanticEqual(wrap(a), wrap(b), schemaField)).toBe(false);
  });

  it("distinguishes no schema, an empty schema block and a null openAPIV3Schema", () => {
    expect(semanticEqual(undefined, {}, schemaField)).toBe(false);
    expect(semanticEqual({}, { openAPIV3Schema: null }, schemaField)).toBe(true);
    expect(semanticEqual(null, undefined, schemaField)).toBe(true);
  });
});

describe("toInternalSpec (v1 defaulting and conversion)", () => {
  it("defaults singular, listKind and the conversion strategy", () => {
    const crd = validCrd();
    crd.spec.names = { plural: "widgets", kind: "Widget" };
    const spec = toInternalSpec(crd.spec);
    expect(spec.names.singular).toBe("widget");
    expect(spec.names.listKind).toBe("WidgetList");
    expect(spec.conversion).toEqual({
      strategy: "None",
      webhookClientConfig: undefined,
      conversionReviewVersions: [],
    });
  });

  it("hoists a schema, subresources and columns that every version shares", () => {
    const crd = validCrd();
    const columns = [{ name: "Age", type: "date", jsonPath: ".metadata.creationTimestamp" }];
    crd.spec.versions = [version("v1", true), version("v2", false, { type: "object", nullable: false })];
    for (const v of crd.spec.versions) {
      v.subresources = { status: {} };
      v.additionalPrinterColumns = columns;
    }
    const spec = toInternalSpec(crd.spec);
    expect(spec.validation).toEqual({ openAPIV3Schema: { type: "object" } });
    expect(spec.subresources).toEqual({ status: true, scale: undefined });
    expect(spec.additionalPrinterColumns).toHaveLength(1);
    expect(spec.versions.map((v) => [v.schema, v.subresources, v.additionalPrinterColumns])).toEqual([
      [undefined, undefined, []],
      [undefined, undefined, []],
    ]);
  });

  it("keeps per-version values when one version differs", () => {
    const crd = validCrd();
    crd.spec.versions = [version("v1", true), version("v2", false, { type: "object", description: "v2" })];
    crd.spec.versions[1] = {
      ...version("v2", false, { type: "object", description: "v2" }),
      subresources: { status: {} },
    };
    const spec = toInternalSpec(crd.spec);
    expect(spec.validation).toBeUndefined();
    expect(spec.subresources).toBeUndefined();
    expect(spec.versions.map((v) => v.schema?.openAPIV3Schema)).toEqual([
      { type: "object" },
      { type: "object", description: "v2" },
    ]);
    expect(spec.versions.map((v) => v.subresources)).toEqual([undefined, { status: true, scale: undefined }]);
  });

  // v1/conversion.go:160-189 (1aa2717): selectableFieldsIdentical is decided apart from the schema.
  it("hoists equal selectable fields even when the schemas differ", () => {
    const crd = validCrd();
    crd.spec.versions = [version("v1", true), version("v2", false, { type: "object", description: "v2" })];
    for (const v of crd.spec.versions) v.selectableFields = [{ jsonPath: ".spec.color" }];
    const spec = toInternalSpec(crd.spec);
    expect(spec.validation).toBeUndefined();
    expect(spec.selectableFields).toEqual([".spec.color"]);
    expect(spec.versions.map((v) => v.selectableFields)).toEqual([[], []]);
  });

  it("reads the webhook client config under its internal name, with the default port", () => {
    const crd = validCrd();
    crd.spec.conversion = {
      strategy: "Webhook",
      webhook: { clientConfig: { service: { name: "s", namespace: "n" } }, conversionReviewVersions: ["v1"] },
    };
    expect(toInternalSpec(crd.spec).conversion).toEqual({
      strategy: "Webhook",
      webhookClientConfig: {
        url: undefined,
        service: { name: "s", namespace: "n", path: undefined, port: 443 },
      },
      conversionReviewVersions: ["v1"],
    });
  });
});

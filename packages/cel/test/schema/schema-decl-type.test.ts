// Transcribed from apiextensions pkg/apiserver/schema/cel/model/schemas_test.go (see test/SOURCES.md).
import { describe, expect, it } from "vitest";
import {
  type CelSchema,
  type DeclType,
  celLimits,
  fieldTypeMap,
  formatType,
  schemaDeclType,
  withTypeAndObjectMeta,
} from "../../src/index.js";
import { testSchema } from "./fixtures.js";

function declTypeOf(schema: CelSchema, isResourceRoot: boolean): DeclType {
  const decl = schemaDeclType(schema, isResourceRoot);
  if (decl === undefined) throw new Error("expected a DeclType");
  return decl;
}

describe("TestSchemaDeclType", () => {
  it("fields, defaults, enums, required and 4x maxLength follow the schema", () => {
    const ts = testSchema();
    const cust = declTypeOf(ts, false);
    expect(cust.typeName()).toBe("object");
    expect(cust.fields?.size).toBe(5);
    for (const field of cust.fields?.values() ?? []) {
      const prop = ts.properties?.[field.name];
      expect(prop).toBeDefined();
      expect(field.defaultValue).toEqual(prop?.default);
      expect(field.enumValues ?? []).toEqual(prop?.enum ?? []);
      if (typeof prop?.maxLength === "number") {
        expect(field.type.maxElements).toBe(4n * BigInt(prop.maxLength));
      }
    }
    for (const name of ts.required ?? []) expect(cust.findField(name)?.required).toBe(true);
  });
});

describe("TestSchemaDeclTypes", () => {
  it("names the nested object types after CustomObject", () => {
    const cust = declTypeOf(testSchema(), true).maybeAssignTypeName("CustomObject");
    const typeMap = fieldTypeMap("CustomObject", cust);
    const objects = [...typeMap].filter(([, t]) => t.isObject());
    expect(new Map(objects.map(([name, t]) => [name, formatType(t.celType)]))).toEqual(
      new Map([
        ["CustomObject", "CustomObject"],
        ["CustomObject.nested", "CustomObject.nested"],
        ["CustomObject.metadata", "CustomObject.metadata"],
      ]),
    );
    expect(typeMap.get("CustomObject.nested")).toBe(cust.findField("nested")?.type);
    expect(typeMap.get("CustomObject.metadata")).toBe(cust.findField("metadata")?.type);
  });
});

function metadataMaxLength(s: CelSchema, field: string): number | null | undefined {
  return s.properties?.["metadata"]?.properties?.[field]?.maxLength;
}

// Kubernetes 1.35 (apiextensions v0.35.0 model/schemas.go:40-72) adds metadata.name and generateName as plain
// strings: no maxLength, so their size estimate is the request size's. TestWithTypeAndObjectMetaNameLength and
// its 253/252 caps (commit 1f3023483) first ship in 1.37 and are not what a 1.35 API server estimates.
describe("WithTypeAndObjectMeta of Kubernetes 1.35", () => {
  const metadataWith = (props: Record<string, CelSchema>): CelSchema => ({
    type: "object",
    properties: { metadata: { type: "object", properties: props } },
  });
  const cases: { name: string; input: CelSchema }[] = [
    { name: "metadata absent", input: { type: "object" } },
    { name: "author maxLength on name", input: metadataWith({ name: { type: "string", maxLength: 10 } }) },
    {
      name: "author maxLength on generateName",
      input: metadataWith({ generateName: { type: "string", maxLength: 100 } }),
    },
  ];
  it.each(cases)("$name: name and generateName are unbounded strings", (tc) => {
    const got = withTypeAndObjectMeta(tc.input);
    expect(metadataMaxLength(got, "name")).toBeUndefined();
    expect(metadataMaxLength(got, "generateName")).toBeUndefined();
    const meta = declTypeOf(tc.input, true).findField("metadata");
    for (const field of ["name", "generateName"]) {
      expect(meta?.type.findField(field)?.type.maxElements).toBe(celLimits.defaultMaxRequestSizeBytes - 2n);
    }
  });

  it("keeps a schema that declares all five, maxLength included", () => {
    const complete: CelSchema = {
      type: "object",
      properties: {
        kind: { type: "string" },
        apiVersion: { type: "string" },
        metadata: metadataWith({
          name: { type: "string", maxLength: 1000 },
          generateName: { type: "string", maxLength: 7 },
        }).properties?.["metadata"] as CelSchema,
      },
    };
    expect(withTypeAndObjectMeta(complete)).toBe(complete);
    const meta = declTypeOf(complete, true).findField("metadata");
    expect(meta?.type.findField("name")?.type.maxElements).toBe(4000n);
    expect(meta?.type.findField("generateName")?.type.maxElements).toBe(28n);
  });
});

describe("TestWithTypeAndObjectMetaIdempotent", () => {
  it("returns an already-completed schema unchanged", () => {
    const once = withTypeAndObjectMeta({ type: "object" });
    const twice = withTypeAndObjectMeta(once);
    expect(twice).toBe(once);
    expect(metadataMaxLength(twice, "name")).toBeUndefined();
    expect(metadataMaxLength(twice, "generateName")).toBeUndefined();
  });
});

describe("TestWithTypeAndObjectMetaDoesNotMutateInput", () => {
  it("replaces metadata only in the returned schema", () => {
    const input: CelSchema = {
      type: "object",
      properties: {
        metadata: { type: "object", properties: { name: { type: "string", format: "k8s-short-name" } } },
      },
    };
    const before = structuredClone(input);
    const result = withTypeAndObjectMeta(input);
    expect(input).toEqual(before);
    // Go replaces metadata whole: name is a plain string, its format is not carried over.
    expect(result.properties?.["metadata"]?.properties?.["name"]).toEqual({ type: "string" });
  });
});

function arraySchema(itemType: string, format: string, maxItems?: number): CelSchema {
  return {
    type: "array",
    items: { type: itemType, format },
    ...(maxItems === undefined ? {} : { maxItems }),
  };
}

describe("TestEstimateMaxLengthJSON", () => {
  const cases: { name: string; input: CelSchema; expected: bigint; expectNil?: boolean }[] = [
    // [true,true,...]: (maxRequestSizeBytes - 2) / 5
    { name: "booleanArray", input: arraySchema("boolean", ""), expected: 629145n },
    // ["0","0",...]: / 4
    { name: "durationArray", input: arraySchema("string", "duration"), expected: 786431n },
    // ["2000-01-01T01:01:01",...]: / 22
    { name: "datetimeArray", input: arraySchema("string", "date-time"), expected: 142987n },
    // ["2000-01-01",...]: / 13
    { name: "dateArray", input: arraySchema("string", "date"), expected: 241978n },
    // [0,0,...]: / 2
    { name: "numberArray", input: arraySchema("integer", ""), expected: 1572863n },
    // ["","",...]: / 3
    { name: "stringArray", input: arraySchema("string", ""), expected: 1048575n },
    // {"":"",...}: / 8
    {
      name: "stringMap",
      input: { type: "object", additionalProperties: { type: "string" } },
      expected: 393215n,
    },
    {
      // [{"required":""},...]: / 17
      name: "objectOptionalPropertyArray",
      input: {
        type: "array",
        items: {
          type: "object",
          properties: { required: { type: "string" }, optional: { type: "string" } },
          required: ["required"],
        },
      },
      expected: 185042n,
    },
    { name: "arrayWithLength", input: arraySchema("integer", "int64", 10), expected: 10n },
    // maxLength counts code points, MaxElements bytes: 4x
    { name: "stringWithLength", input: { type: "string", maxLength: 20 }, expected: 80n },
    {
      name: "mapWithLength",
      input: {
        type: "object",
        additionalProperties: { type: "string" },
        format: "string",
        maxProperties: 15,
      },
      expected: 15n,
    },
    {
      name: "durationMaxSize",
      input: { type: "string", format: "duration" },
      expected: celLimits.maxDurationSizeJSON,
    },
    { name: "dateSize", input: { type: "string", format: "date" }, expected: celLimits.jsonDateSize },
    {
      name: "maxdatetimeSize",
      input: { type: "string", format: "date-time" },
      expected: celLimits.maxDatetimeSizeJSON,
    },
    {
      name: "maxintOrStringSize",
      input: { "x-kubernetes-int-or-string": true },
      expected: celLimits.defaultMaxRequestSizeBytes - 2n,
    },
    {
      // [{},{},...]: a required field with a default does not count: / 3
      name: "objectDefaultFieldArray",
      input: {
        type: "array",
        items: {
          type: "object",
          properties: { field: { type: "string", default: "default" } },
          required: ["field"],
        },
      },
      expected: 1048575n,
    },
    { name: "byteStringSize", input: { type: "string", format: "byte" }, expected: 3145726n },
    // bytes are not runes: exactly maxLength
    {
      name: "byteStringSetMaxLength",
      input: { type: "string", format: "byte", maxLength: 20 },
      expected: 20n,
    },
    {
      name: "Property under array",
      input: { type: "array", properties: { field: { type: "string", default: "default" } } },
      expected: 0n,
      expectNil: true,
    },
    {
      // items under an object are ignored
      name: "Items under object",
      input: {
        type: "object",
        items: {
          type: "array",
          properties: { field: { type: "string", default: "default" } },
          required: ["field"],
        },
      },
      expected: 0n,
    },
  ];
  it.each(cases)("$name", (tc) => {
    const decl = schemaDeclType(tc.input, false);
    if (decl !== undefined) expect(decl.maxElements).toBe(tc.expected);
    if (tc.expectNil === true) expect(decl).toBeUndefined();
  });
});

// Not from upstream: pins Go's `len(name)` (UTF-8 bytes) in an object's minimum size, for names past ASCII too.
describe("minimum serialized size of required properties", () => {
  it.each([
    // 2 for {}, then per required property without a default: name bytes + 4 + the value's minimum (2 for "").
    { name: "ASCII names", names: ["a", "bc"], expected: 2n + (1n + 4n + 2n) + (2n + 4n + 2n) },
    { name: "two-byte rune", names: ["é"], expected: 2n + (2n + 4n + 2n) },
    { name: "four-byte rune", names: ["a😀"], expected: 2n + (5n + 4n + 2n) },
    // A lone surrogate encodes as U+FFFD: 3 bytes.
    { name: "lone surrogate", names: ["\uD800"], expected: 2n + (3n + 4n + 2n) },
    { name: "none required", names: [], expected: 2n },
  ])("$name", ({ names, expected }) => {
    const properties = Object.fromEntries(
      ["a", "bc", "é", "a😀", "\uD800"].map((n) => [n, { type: "string" }]),
    );
    const withDefault = { ...properties, d: { type: "string", default: "x" } };
    const decl = declTypeOf({ type: "object", properties: withDefault, required: [...names, "d"] }, false);
    expect(decl.minSerializedSize).toBe(expected);
  });
});

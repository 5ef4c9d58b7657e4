// Transcribed from apiextensions-apiserver pkg/controller/openapi/v2/conversion_test.go (see SOURCES.md):
// Test_ConvertJSONSchemaPropsToOpenAPIv2SchemaByType, each case run as the test does,
// ToStructuralOpenAPIV2(NewStructural(in)).ToKubeOpenAPI(). The cases where NewStructural refuses the input
// (id, $schema, $ref, items array, patternProperties, dependencies, additionalItems, definitions) are left out:
// crdgen's checker reports those schemas before any OpenAPI is built.
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/openapi/json.js";
import { toKubeOpenApi } from "../../src/openapi/structural-schema.js";
import { toStructuralOpenApiV2 } from "../../src/openapi/v2-conversion.js";

const both = [{ type: "boolean" }, { type: "string" }];
const nestedLogic = [{ not: { type: "boolean" } }, { anyOf: both }, { oneOf: both }, { type: "string" }];

const cases: { name: string; in: JsonObject; expected: JsonObject }[] = [
  { name: "description", in: { description: "test" }, expected: { description: "test" } },
  {
    name: "type and format",
    in: { type: "test", format: "test2" },
    expected: { type: "test", format: "test2" },
  },
  { name: "nullable", in: { type: "object", nullable: true }, expected: {} },
  {
    name: "nullable required",
    in: {
      type: "object",
      properties: {
        a: { nullable: true, type: "string" },
        b: { nullable: true, type: "string" },
        c: { type: "string" },
      },
      required: ["a", "c"],
    },
    expected: { type: "object", properties: { a: {}, b: {}, c: { type: "string" } }, required: ["c"] },
  },
  {
    name: "nullable required additionalProperties",
    in: { type: "object", additionalProperties: { nullable: true, type: "string" }, required: ["a", "c"] },
    expected: { type: "object", additionalProperties: {} },
  },
  { name: "title", in: { title: "test" }, expected: { title: "test" } },
  { name: "default", in: { default: "test" }, expected: { default: "test" } },
  {
    name: "maximum and exclusiveMaximum",
    in: { maximum: 6.4, exclusiveMaximum: true },
    expected: { maximum: 6.4, exclusiveMaximum: true },
  },
  {
    name: "minimum and exclusiveMinimum",
    in: { minimum: 6.4, exclusiveMinimum: true },
    expected: { minimum: 6.4, exclusiveMinimum: true },
  },
  { name: "maxLength", in: { maxLength: 64 }, expected: { maxLength: 64 } },
  { name: "minLength", in: { minLength: 64 }, expected: { minLength: 64 } },
  { name: "pattern", in: { pattern: "test" }, expected: { pattern: "test" } },
  { name: "maxItems", in: { maxItems: 64 }, expected: { maxItems: 64 } },
  { name: "minItems", in: { minItems: 64 }, expected: { minItems: 64 } },
  { name: "uniqueItems", in: { uniqueItems: true }, expected: { uniqueItems: true } },
  { name: "multipleOf", in: { multipleOf: 6.4 }, expected: { multipleOf: 6.4 } },
  { name: "enum", in: { enum: ["test", "test2"] }, expected: { enum: ["test", "test2"] } },
  { name: "maxProperties", in: { maxProperties: 64 }, expected: { maxProperties: 64 } },
  { name: "minProperties", in: { minProperties: 64 }, expected: { minProperties: 64 } },
  { name: "required", in: { required: ["test", "test2"] }, expected: { required: ["test", "test2"] } },
  {
    name: "items single props",
    in: { items: { type: "boolean" } },
    expected: { items: { type: "boolean" } },
  },
  { name: "allOf", in: { allOf: both }, expected: {} },
  { name: "oneOf", in: { oneOf: both }, expected: {} },
  { name: "anyOf", in: { anyOf: both }, expected: {} },
  { name: "not", in: { not: { type: "boolean" } }, expected: {} },
  {
    name: "nested logic",
    in: {
      allOf: nestedLogic,
      anyOf: nestedLogic,
      oneOf: nestedLogic,
      not: { not: { type: "boolean" }, anyOf: both, oneOf: both },
    },
    expected: {},
  },
  {
    name: "properties",
    in: { properties: { test: { type: "boolean" } } },
    expected: { properties: { test: { type: "boolean" } } },
  },
  {
    name: "additionalProperties schema",
    in: { additionalProperties: { type: "boolean" } },
    expected: { additionalProperties: { type: "boolean" } },
  },
  {
    name: "additionalProperties bool",
    in: { additionalProperties: true },
    expected: { additionalProperties: true },
  },
  // At kubernetes-1.35.0 these two cases are `expectDiff: true` (conversion_test.go:635, 644): NewStructural drops
  // externalDocs and example (convert.go:39-41); only later versions keep them.
  {
    name: "externalDocs",
    in: { externalDocs: { description: "test", url: "test2" } },
    expected: {},
  },
  { name: "example", in: { example: "test" }, expected: {} },
  {
    name: "preserve-unknown-fields in arrays",
    in: { "x-kubernetes-preserve-unknown-fields": true, type: "array", items: { type: "string" } },
    expected: { "x-kubernetes-preserve-unknown-fields": true },
  },
  {
    name: "preserve-unknown-fields in objects",
    in: {
      "x-kubernetes-preserve-unknown-fields": true,
      type: "object",
      properties: { foo: { type: "string" } },
    },
    expected: { "x-kubernetes-preserve-unknown-fields": true },
  },
];

describe("Test_ConvertJSONSchemaPropsToOpenAPIv2SchemaByType", () => {
  for (const testCase of cases) {
    it(testCase.name, () => {
      expect(toStructuralOpenApiV2(toKubeOpenApi(testCase.in))).toEqual(testCase.expected);
    });
  }
});

describe("Test_ConvertJSONSchemaPropsToOpenAPIv2Schema", () => {
  it("keeps spec and status of the Foo CRD", () => {
    const bar = { type: "object", properties: { name: { type: "string" } } };
    const out = toStructuralOpenApiV2(
      toKubeOpenApi({
        description: "Foo CRD for Testing",
        type: "object",
        properties: {
          spec: {
            type: "object",
            properties: { bars: { type: "array", items: { ...bar, required: ["name"] } } },
          },
          status: { type: "object", properties: { bars: { type: "array", items: bar } } },
        },
      }),
    );
    expect(Object.keys(out.properties as JsonObject)).toEqual(["spec", "status"]);
  });
});

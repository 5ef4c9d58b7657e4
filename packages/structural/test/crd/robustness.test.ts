import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { maxSchemaDepth } from "../../src/decode/index.js";
import { errorString } from "../../src/model/field-error.js";
import type { CrdDoc } from "./fixture.js";
import { crdWith, summary, version, versionOf } from "./fixture.js";

// Schemas built from the real keywords with well-typed values, so that they get past decoding and exercise
// every later stage.
const { schema } = fc.letrec<{ schema: Record<string, unknown> }>((tie) => ({
  schema: fc.oneof(
    { maxDepth: 4, depthSize: "small" },
    fc.record({ type: fc.constantFrom("string", "integer", "boolean") }),
    fc.record(
      {
        type: fc.constantFrom("object", "array", "string", "integer", "null", "bogus", ""),
        properties: fc.dictionary(
          fc.constantFrom("a", "b", "metadata", "kind", "apiVersion", "spec"),
          tie("schema"),
          {
            maxKeys: 3,
          },
        ),
        items: fc.oneof(tie("schema"), fc.array(tie("schema"), { maxLength: 2 })),
        additionalProperties: fc.oneof(fc.boolean(), tie("schema")),
        allOf: fc.array(tie("schema"), { maxLength: 2 }),
        anyOf: fc.array(tie("schema"), { maxLength: 2 }),
        not: tie("schema"),
        required: fc.array(fc.constantFrom("a", "b", "c"), { maxLength: 3 }),
        enum: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
        default: fc.jsonValue({ maxDepth: 3 }),
        nullable: fc.boolean(),
        pattern: fc.constantFrom("^a+$", "+", "(?=x)", "[a-"),
        maxItems: fc.integer({ min: -1, max: 3 }),
        "x-kubernetes-preserve-unknown-fields": fc.boolean(),
        "x-kubernetes-embedded-resource": fc.boolean(),
        "x-kubernetes-int-or-string": fc.boolean(),
        "x-kubernetes-list-type": fc.constantFrom("atomic", "set", "map", "other"),
        "x-kubernetes-list-map-keys": fc.array(fc.constantFrom("a", "b"), { maxLength: 2 }),
        "x-kubernetes-map-type": fc.constantFrom("atomic", "granular", "other"),
        "x-kubernetes-validations": fc.array(
          fc.record(
            {
              rule: fc.constantFrom("self > 0", "", " \n"),
              fieldPath: fc.constantFrom(".a", "[0]", ""),
              reason: fc.string(),
            },
            { requiredKeys: ["rule"] },
          ),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: [] },
    ),
  ),
}));

const positions: readonly ((crd: CrdDoc, value: unknown) => void)[] = [
  (crd, value) => (crd.metadata = { name: "widgets.example.com", labels: value }),
  (crd, value) => (crd.spec.names = { plural: "widgets", kind: value }),
  (crd, value) => (crd.spec.conversion = value),
  (crd, value) => (versionOf(crd).subresources = value),
  (crd, value) => (versionOf(crd).additionalPrinterColumns = value),
  (crd, value) => (versionOf(crd).selectableFields = value),
  (crd, value) => (versionOf(crd).schema = { openAPIV3Schema: value }),
];

// What must hold of any answer: the input is left as it was, a second call gives the same errors, and every
// error is one of apimachinery's types at a path inside the CRD (its metadata, spec or status) or at an
// unknown top-level field of the document.
const errorTypes = new Set([
  "FieldValueRequired",
  "FieldValueForbidden",
  "FieldValueInvalid",
  "FieldValueTypeInvalid",
  "FieldValueNotSupported",
  "FieldValueDuplicate",
  "FieldValueTooMany",
  "FieldValueTooLong",
  "FieldValueNotFound",
  "InternalError",
]);

function answersSoundly(document: unknown): boolean {
  const before = JSON.stringify(document);
  const errors = validateCustomResourceDefinition(document);
  expect(JSON.stringify(document)).toBe(before);
  expect(validateCustomResourceDefinition(document).map(errorString)).toEqual(errors.map(errorString));
  const topLevel = new Set(["", "metadata", "spec", "status", "apiVersion", "kind"]);
  if (document !== null && typeof document === "object") for (const key in document) topLevel.add(key);
  for (const e of errors) {
    expect(errorTypes.has(e.type)).toBe(true);
    const first = e.field.startsWith("[") ? "" : (/^[^.[]*/.exec(e.field)?.[0] ?? "");
    expect(topLevel.has(first) || [...topLevel].some((key) => key !== "" && e.field.startsWith(key))).toBe(
      true,
    );
  }
  return true;
}

describe("validateCustomResourceDefinition never throws and answers soundly", () => {
  it("on any JSON document, rejecting every one that is not an object", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (document) => {
        answersSoundly(document);
        if (document === null || typeof document !== "object" || Array.isArray(document)) {
          expect(validateCustomResourceDefinition(document)).not.toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("on any JSON value at any CRD field", () => {
    fc.assert(
      fc.property(fc.nat(positions.length - 1), fc.jsonValue({ maxDepth: 4 }), (at, value) => {
        const crd = crdWith((c) => positions[at]?.(c, value));
        return answersSoundly(crd);
      }),
      { numRuns: 500 },
    );
  });

  it("on well-typed random schemas, shared or per version", () => {
    fc.assert(
      fc.property(schema, schema, fc.boolean(), (first, second, status) => {
        const crd = crdWith((c) => {
          c.spec.versions = [version("v1", true, first), version("v2", false, second)];
          if (status) versionOf(c, 1).subresources = { status: {} };
        });
        return answersSoundly(crd);
      }),
      { numRuns: 300 },
    );
  });

  it("on schemas nested to the depth limit, and reports deeper ones", () => {
    const nested = (levels: number): unknown => {
      let node: unknown = { type: "string" };
      for (let i = 1; i < levels; i++) node = { type: "object", properties: { a: node } };
      return node;
    };
    const atLimit = crdWith((c) => (versionOf(c).schema = { openAPIV3Schema: nested(maxSchemaDepth) }));
    expect(validateCustomResourceDefinition(atLimit)).toEqual([]);
    const beyond = crdWith((c) => (versionOf(c).schema = { openAPIV3Schema: nested(maxSchemaDepth + 1) }));
    expect(validateCustomResourceDefinition(beyond).map(summary)).toEqual([
      {
        type: "FieldValueForbidden",
        field: `spec.versions[0].schema.openAPIV3Schema${".properties[a]".repeat(maxSchemaDepth)}`,
        detail: `schemas nested deeper than ${maxSchemaDepth} levels are not supported`,
      },
    ]);
  });

  it("on a schema with more errors than a function call can take as arguments", () => {
    // 250 000 untyped properties (3 MB of JSON) make as many errors of each kind; appending them with
    // `push(...errors)` overflowed the stack.
    const count = 250_000;
    const properties = Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, {}]));
    const crd = crdWith((c) => (versionOf(c).schema = { openAPIV3Schema: { type: "object", properties } }));
    const errors = validateCustomResourceDefinition(crd);
    expect(errors).toHaveLength(count);
    expect(errors.slice(0, 1).map(summary)).toEqual([
      {
        type: "FieldValueRequired",
        field: "spec.validation.openAPIV3Schema.properties[p0].type",
        detail: "must not be empty for specified object fields",
      },
    ]);
  });
});

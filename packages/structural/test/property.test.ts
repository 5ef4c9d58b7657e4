import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../src/crd/index.js";
import { errorString } from "../src/model/field-error.js";
import { decodeSchema } from "../src/decode/index.js";
import { validateDefaults } from "../src/defaults/index.js";
import { FieldPath } from "../src/model/path.js";
import { nodesLeadingToRules } from "../src/schema/cel/rules-below.js";
import { ownKeys } from "../src/schema/node.js";
import { noFindings, rootContext } from "../src/schema/openapi/context.js";
import { walkOpenAPISchema } from "../src/schema/openapi/walk.js";
import { createOptions } from "../src/schema/options.js";
import { validateSchema, validateStructural } from "../src/schema/public.js";
import { conversionError } from "../src/schema/structural/conversion.js";
import {
  completeStructuralRules,
  validateStructuralRules,
} from "../src/schema/structural/validate-structural.js";
import { crdWith, version } from "./crd/fixture.js";

// Schema-shaped JSON: real keywords with plausible and implausible values, so that generated inputs reach
// deep into every rule instead of stopping at the first wrong type.
const types = fc.constantFrom(
  "object",
  "array",
  "string",
  "integer",
  "number",
  "boolean",
  "null",
  "bogus",
  "",
);
const names = fc.constantFrom("a", "b", "metadata", "kind", "apiVersion", "spec", "status", "name", "f.g");
const patterns = fc.constantFrom("^a+$", "+", "(?=x)", "\\d{3}", "a{1001}", "[[:alpha:]]");

const leaf = fc.record({ type: types, pattern: patterns, nullable: fc.boolean() }, { requiredKeys: [] });

// Every recursive field goes through `schema`, whose depth is bounded so that generated trees stay small.
const { schema } = fc.letrec<{
  schema: Record<string, unknown>;
  node: Record<string, unknown>;
  usual: Record<string, unknown>;
  unconvertible: Record<string, unknown>;
}>((tie) => ({
  schema: fc.oneof({ maxDepth: 3, depthIdentifier: "schema" }, leaf, tie("node")),
  // Keywords the structural model cannot hold (A22) are on one node in ten: rare in real schemas, and a
  // schema that does not convert skips most rules.
  node: fc
    .tuple(
      tie("usual"),
      fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: tie("unconvertible") }),
    )
    .map(([usual, unconvertible]) => ({ ...usual, ...unconvertible })),
  unconvertible: fc.record(
    {
      $ref: fc.constantFrom("#/definitions/a", ""),
      $schema: fc.constantFrom("http://json-schema.org/draft-04/schema#", ""),
      definitions: fc.dictionary(names, tie("schema"), { maxKeys: 1 }),
      patternProperties: fc.dictionary(names, tie("schema"), { maxKeys: 1 }),
    },
    { requiredKeys: [] },
  ),
  usual: fc.record(
    {
      type: types,
      description: fc.string({ maxLength: 3 }),
      properties: fc.dictionary(names, tie("schema"), { maxKeys: 3 }),
      items: fc.oneof(tie("schema"), fc.array(tie("schema"), { maxLength: 2 })),
      additionalProperties: fc.oneof(fc.boolean(), tie("schema")),
      anyOf: fc.array(tie("schema"), { maxLength: 2 }),
      allOf: fc.array(tie("schema"), { maxLength: 2 }),
      not: tie("schema"),
      required: fc.array(names, { maxLength: 2 }),
      enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
      default: fc.jsonValue({ maxDepth: 2 }),
      nullable: fc.boolean(),
      pattern: patterns,
      maxLength: fc.integer({ min: -1, max: 5 }),
      "x-kubernetes-preserve-unknown-fields": fc.boolean(),
      "x-kubernetes-embedded-resource": fc.boolean(),
      "x-kubernetes-int-or-string": fc.boolean(),
      "x-kubernetes-list-type": fc.constantFrom("atomic", "set", "map", "bogus"),
      "x-kubernetes-list-map-keys": fc.array(names, { maxLength: 2 }),
      "x-kubernetes-map-type": fc.constantFrom("atomic", "granular", "bogus"),
      "x-kubernetes-validations": fc.array(
        fc.record(
          {
            rule: fc.string({ maxLength: 4 }),
            fieldPath: fc.constantFrom(".a", "a", "['b']", ""),
            message: fc.string({ maxLength: 2 }),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 1 },
      ),
    },
    { requiredKeys: [] },
  ),
}));

function crdWithSchema(openAPIV3Schema: unknown, status: boolean): unknown {
  return crdWith((crd) => {
    const only = version("v1", true, openAPIV3Schema);
    if (status) only.subresources = { status: {} };
    crd.spec.versions = [only];
  });
}

/** The same JSON with every object's keys in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    );
  }
  return value;
}

const render = (errors: readonly { type: string; field: string; detail: string }[]): string[] =>
  errors.map((e) => `${e.type} ${e.field} ${e.detail}`);

describe("the checker on arbitrary input", () => {
  it("never throws on arbitrary JSON, as a CRD or as a schema", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(Array.isArray(validateCustomResourceDefinition(value))).toBe(true);
        expect(Array.isArray(validateSchema(value))).toBe(true);
        expect(Array.isArray(validateStructural(value))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on schema-shaped input and its result does not depend on key order", () => {
    fc.assert(
      fc.property(schema, fc.boolean(), (generated, status) => {
        const crd = crdWithSchema(generated, status);
        const errors = validateCustomResourceDefinition(crd);
        expect(render(validateCustomResourceDefinition(reverseKeys(crd)))).toEqual(render(errors));
      }),
      { numRuns: 300 },
    );
  });

  it("returns structural errors sorted by their full string, as the API server does", () => {
    fc.assert(
      fc.property(schema, (generated) => {
        const rendered = validateStructural(generated).map(errorString);
        expect(rendered).toEqual([...rendered].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }),
      { numRuns: 300 },
    );
  });

  it("finds on its B-walk what the structural, conversion, default-value and CEL walks would find themselves", () => {
    const path = FieldPath.root("schema");
    fc.assert(
      fc.property(schema, (generated) => {
        fc.pre(decodeSchema(generated, path).length === 0);
        const findings = noFindings();
        walkOpenAPISchema(generated, path, rootContext(createOptions(false), findings, ownKeys), "root", []);
        if (conversionError(generated) !== undefined) {
          expect(findings.mayNotConvert).toBe(true);
        } else {
          const walked = completeStructuralRules(generated, path, findings.structuralErrors);
          expect(render(walked)).toEqual(render(validateStructuralRules(generated, path)));
        }
        const options = { requirePrunedDefaults: true };
        const given = validateDefaults(generated, path, { ...options, withDefaults: findings.withDefaults });
        expect(render(given)).toEqual(render(validateDefaults(generated, path, options)));
        // The same nodes, not only equal ones: the CEL walk asks about the schema's own objects.
        const leading = nodesLeadingToRules(generated);
        expect(findings.leadingToRules.size).toBe(leading.size);
        expect([...findings.leadingToRules].every((node) => leading.has(node))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

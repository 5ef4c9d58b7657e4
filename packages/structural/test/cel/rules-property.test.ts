import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { CelSession } from "../../src/schema/cel/session.js";
import { validateCelRules } from "../../src/schema/cel/validate-cel.js";
import { createOptions } from "../../src/schema/options.js";
import { validateOpenAPISchema } from "../../src/schema/validate-schema.js";

// Rule text from CEL's own vocabulary, so that generated rules often parse and reach the checker and the coster.
const tokens = fc.constantFrom(
  "self",
  "oldSelf",
  "self.a",
  "self.b",
  "self.items",
  ".",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  ",",
  ":",
  "?",
  "==",
  "!=",
  "<",
  "+",
  "*",
  "&&",
  "||",
  "!",
  "has(self.a)",
  "size(self)",
  ".all(x, x > 0)",
  ".exists(k, true)",
  ".map(x, x)",
  "1",
  "2u",
  "1.5",
  "'s'",
  "b'x'",
  "true",
  "null",
  "[1, 2]",
  "{'k': 1}",
  "int(self)",
  "string(self)",
  "self.startsWith('a')",
  "quantity('1Gi')",
  "url('http://x')",
  "ip('::1')",
  "isSorted()",
  "optional.of(1)",
  "?.a",
  ".orValue(1)",
  "duration('1s')",
  "timestamp('2020-01-01T00:00:00Z')",
  "matches('[')",
  "format.dns1123Label()",
  "cel.bind(x, 1, x)",
  "__if__",
  "in",
  "if",
);
const ruleText = fc.oneof(
  fc.array(tokens, { maxLength: 8 }).map((parts) => parts.join(" ")),
  fc.string({ maxLength: 30 }),
);
const rule = fc.record(
  {
    rule: ruleText,
    messageExpression: ruleText,
    optionalOldSelf: fc.boolean(),
    fieldPath: fc.constantFrom(".a", "", "[0]"),
  },
  { requiredKeys: ["rule"] },
);
const scalar = fc.record({
  type: fc.constantFrom("string", "integer", "number", "boolean"),
  format: fc.constantFrom(undefined, "date-time", "duration", "byte", "int32"),
  maxLength: fc.option(fc.nat(100), { nil: undefined }),
  "x-kubernetes-validations": fc.array(rule, { maxLength: 2 }),
});
const { node } = fc.letrec<{ node: JSONSchemaProps }>((tie) => ({
  node: fc.oneof(
    { maxDepth: 3, depthIdentifier: "node" },
    scalar as fc.Arbitrary<JSONSchemaProps>,
    fc.record({
      type: fc.constant("object"),
      properties: fc.dictionary(fc.constantFrom("a", "b", "items", "if", "x-y"), tie("node"), { maxKeys: 3 }),
      "x-kubernetes-map-type": fc.constantFrom(undefined, "atomic", "granular"),
      "x-kubernetes-validations": fc.array(rule, { maxLength: 2 }),
    }) as fc.Arbitrary<JSONSchemaProps>,
    fc.record({
      type: fc.constant("object"),
      additionalProperties: tie("node"),
      maxProperties: fc.option(fc.nat(10), { nil: undefined }),
      "x-kubernetes-validations": fc.array(rule, { maxLength: 2 }),
    }) as fc.Arbitrary<JSONSchemaProps>,
    fc.record({
      type: fc.constant("array"),
      items: tie("node"),
      maxItems: fc.option(fc.nat(10), { nil: undefined }),
      "x-kubernetes-list-type": fc.constantFrom(undefined, "atomic", "set"),
      "x-kubernetes-validations": fc.array(rule, { maxLength: 2 }),
    }) as fc.Arbitrary<JSONSchemaProps>,
  ),
}));

describe("CEL rules on generated schemas", () => {
  it("never throw from compiling, costing or the walk", () => {
    fc.assert(
      fc.property(node, fc.constantFrom("1.28", "1.30", "1.31", "1.34"), (schema, compatibilityVersion) => {
        const root = FieldPath.root("spec.validation.openAPIV3Schema");
        const errors = validateCelRules(schema, root, new Set(), new CelSession({ compatibilityVersion }));
        for (const error of errors) expect(error.field.startsWith(String(root))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never throw from the whole schema validation", () => {
    fc.assert(
      fc.property(node, (schema) => {
        validateOpenAPISchema(
          { type: "object", properties: { spec: schema } },
          FieldPath.root("s"),
          createOptions(false),
        );
      }),
      { numRuns: 200 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CelSchema, type DeclType, RuleCompiler, compileRule, schemaDeclType } from "../../src/index.js";

// Schemas whose types differ in every part a compilation can read: sizes, requiredness, field names (one needs
// escaping, one is a keyword), nesting through lists and maps, embedded resources.
const names = fc.constantFrom("a", "b", "c-d", "namespace");
const leaf: fc.Arbitrary<CelSchema> = fc.oneof(
  fc.record({ type: fc.constant("string"), maxLength: fc.option(fc.nat(3), { nil: null }) }),
  fc.record({ type: fc.constant("string"), format: fc.constantFrom("date-time", "duration", "byte") }),
  fc.record({ type: fc.constantFrom("integer", "number", "boolean") }),
  fc.constant({ "x-kubernetes-int-or-string": true }),
);
const { schema } = fc.letrec<{ schema: CelSchema }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({
      type: fc.constant("array"),
      items: tie("schema"),
      maxItems: fc.option(fc.nat(2), { nil: null }),
    }),
    fc.record({ type: fc.constant("object"), additionalProperties: tie("schema") }),
    fc
      .tuple(
        fc.dictionary(names, tie("schema"), { maxKeys: 3 }),
        fc.subarray(["a", "b", "c-d"]),
        fc.boolean(),
      )
      .map(([properties, required, embedded]) => ({
        type: "object",
        properties,
        required,
        ...(embedded ? { "x-kubernetes-embedded-resource": true } : {}),
      })),
  ),
}));

// Rules reading different paths and depths of `self`, sizes (costs), fields that may be missing.
const rules = [
  "self.a == self.a",
  "has(self.b) && self.b.size() > 0",
  "self.c__dash__d.a.size() < 3",
  "self.__namespace__.all(x, x == x)",
  "self.all(k, self[k] == self[k])",
  "self.size() < 2",
  "self == oldSelf",
  "self.a.b.a == 1",
  "self.exists(x, x.a == x.b)",
];

interface Typed {
  readonly schema: CelSchema;
  readonly isRoot: boolean;
  readonly declType: DeclType;
}

function declTypesOf(schemas: readonly CelSchema[], isRoot: boolean): Typed[] {
  return schemas.flatMap((schema) => {
    const declType = schemaDeclType(schema, isRoot);
    return declType === undefined ? [] : [{ schema, isRoot, declType }];
  });
}

describe("RuleCompiler reuse", () => {
  it("answers as compileRule does on random schemas and rules, in any order (property)", () => {
    fc.assert(
      fc.property(
        fc.array(schema, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(40), fc.nat(rules.length - 1), fc.boolean(), fc.boolean()), {
          minLength: 1,
          maxLength: 24,
        }),
        (schemas, picks) => {
          const compiler = new RuleCompiler();
          const environment = compiler.environment();
          // Each schema converted twice: equal shapes from different objects, as two versions of a CRD give.
          const types = [...declTypesOf(schemas, false), ...declTypesOf(schemas, false)];
          const roots = declTypesOf(schemas, true);
          const all = [...types, ...roots];
          if (all.length === 0) return;
          for (const [t, r, withMessage, optionalOldSelf] of picks) {
            const picked = all[t % all.length];
            if (picked === undefined) continue;
            const rule = {
              rule: rules[r] ?? "",
              ...(withMessage ? { messageExpression: "'size ' + string(self.size())" } : {}),
              ...(optionalOldSelf ? { optionalOldSelf: true } : {}),
            };
            const shared = compiler.compile(rule, picked.declType, environment);
            // A fresh type of its own, never read by anyone: what compiling from scratch gives.
            const fresh = schemaDeclType(picked.schema, picked.isRoot);
            if (fresh === undefined) throw new Error("no decl type");
            expect(shared).toEqual(compileRule(rule, fresh, environment));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("reuses a compilation for a type that differs only in parts the rule did not read", () => {
    const compiler = new RuleCompiler();
    const environment = compiler.environment();
    const object = (maxLength: number): CelSchema => ({
      type: "object",
      properties: {
        a: { type: "string" },
        b: { type: "object", properties: { c: { type: "string", maxLength } } },
      },
    });
    const first = schemaDeclType(object(1), false);
    const other = schemaDeclType(object(2), false);
    if (first === undefined || other === undefined) throw new Error("no decl type");
    const rule = { rule: "self.a.size() < 5" };
    expect(compiler.compile(rule, other, environment)).toBe(compiler.compile(rule, first, environment));
    // Reading `b.c` tells the two apart.
    const deeper = { rule: "self.b.c.size() < 5" };
    const deep = compiler.compile(deeper, first, environment);
    expect(compiler.compile(deeper, other, environment)).not.toBe(deep);
    expect(compiler.stats).toMatchObject({ rules: 4, compiled: 3 });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelSchema,
  type DeclType,
  type RuleText,
  RuleCompiler,
  compileRule,
  schemaDeclType,
  schemaRules,
} from "../../src/index.js";

function declTypeOf(schema: CelSchema, isRoot = false): DeclType {
  const declType = schemaDeclType(schema, isRoot);
  if (declType === undefined) throw new Error("no decl type");
  return declType;
}

const spec = (maxLength?: number): CelSchema => ({
  type: "object",
  required: ["name"],
  properties: {
    name: { type: "string", ...(maxLength === undefined ? {} : { maxLength }) },
    items: { type: "array", items: { type: "string" } },
  },
});

describe("RuleCompiler", () => {
  it("compiles a rule once for types of the same shape (each version decodes its own schema)", () => {
    const compiler = new RuleCompiler();
    const environment = compiler.environment();
    const rule = { rule: "self.name.size() < 10 && self.items.all(i, i != '')" };
    const first = compiler.compile(rule, declTypeOf(spec()), environment);
    const second = compiler.compile({ ...rule }, declTypeOf(spec()), environment);
    expect(second).toBe(first);
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 1 });
  });

  it("compiles again when anything the result depends on differs", () => {
    const compiler = new RuleCompiler();
    const environment = compiler.environment();
    const rule = { rule: "self.name.contains('x')" };
    const unbounded = compiler.compile(rule, declTypeOf(spec()), environment);
    const bounded = compiler.compile(rule, declTypeOf(spec(5)), environment);
    expect(bounded.cost?.maxCost).toBeLessThan(unbounded.cost?.maxCost ?? 0n);
    // optionalOldSelf: false is reported on a rule without oldSelf, absent is not.
    const withFalse = compiler.compile({ ...rule, optionalOldSelf: false }, declTypeOf(spec()), environment);
    expect(withFalse.problems.map((p) => p.field)).toEqual(["optionalOldSelf"]);
    compiler.compile({ ...rule, messageExpression: "'too long'" }, declTypeOf(spec()), environment);
    // At compatibility version 1.30 the environment for new expressions lacks libraries the stored one has.
    compiler.compile(rule, declTypeOf(spec()), compiler.environment({ compatibilityVersion: "1.30" }));
    expect(compiler.stats).toMatchObject({ rules: 5, compiled: 5 });
  });

  it("compiles once for the environments of new and stored expressions when they declare the same", () => {
    const compiler = new RuleCompiler();
    const rule = { rule: "self.name.contains('x')", messageExpression: "'no x in ' + self.name" };
    const created = compiler.compile(rule, declTypeOf(spec()), compiler.environment());
    const stored = compiler.compile(
      rule,
      declTypeOf(spec()),
      compiler.environment({ type: "StoredExpressions" }),
    );
    expect(stored).toBe(created);
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 1 });
  });

  it("reports a rule valid in only one of the two environments in each as it compiles there", () => {
    // cel.lib.ext.lists (sortBy) is allowed from compatibility version 1.34: stored expressions have it before.
    const compiler = new RuleCompiler();
    const rule = { rule: "self.items.sortBy(i, i).size() > 0" };
    const created = compiler.environment({ compatibilityVersion: "1.33" });
    const stored = compiler.environment({ compatibilityVersion: "1.33", type: "StoredExpressions" });
    const refused = compiler.compile(rule, declTypeOf(spec()), created);
    const accepted = compiler.compile(rule, declTypeOf(spec()), stored);
    expect(refused.problems.map((p) => p.detail)).toEqual([
      expect.stringContaining("undeclared reference to 'sortBy'"),
    ]);
    expect(accepted.problems).toEqual([]);
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 2 });
  });

  it("parses a text once, whatever types and environments with the same macros it is compiled for", () => {
    const compiler = new RuleCompiler();
    const created = compiler.environment();
    const stored = compiler.environment({ type: "StoredExpressions" });
    const rule = { rule: "self.name.contains('x')", messageExpression: "'no x in ' + self.name" };
    compiler.compile(rule, declTypeOf(spec()), created);
    compiler.compile(rule, declTypeOf(spec(5)), created);
    compiler.compile(rule, declTypeOf(spec()), stored);
    compiler.compile({ rule: rule.rule }, declTypeOf(spec(7)), stored);
    // The third is the first's compilation: both environments declare the same at the default versions.
    expect(compiler.stats).toMatchObject({ rules: 4, compiled: 3, parsed: 2 });
  });

  it("gives the same environment for the same options", () => {
    const compiler = new RuleCompiler();
    expect(compiler.environment({ type: "NewExpressions" })).toBe(
      compiler.environment({ type: "NewExpressions" }),
    );
    expect(compiler.environment()).not.toBe(compiler.environment({ type: "StoredExpressions" }));
  });

  it("answers as compileRule does, whatever was compiled or parsed before (property)", () => {
    // The last one is typed as a resource root (with apiVersion, kind and metadata): another shape.
    const schemas = [spec(), spec(5), spec(50), { ...spec(), required: [] }, spec()];
    const rules: RuleText[] = [
      { rule: "self.name.size() < 10" },
      { rule: "self.name.size() < 10", optionalOldSelf: false },
      { rule: "self.items.all(i, i.size() < 3)", messageExpression: "'bad: ' + self.name" },
      { rule: "has(self.name) ? oldSelf.name == self.name : true", optionalOldSelf: true },
      { rule: "self.nosuchfield == 1" },
      { rule: "self.name" },
      // Libraries that only some of the environments have: the lists extension, the format library,
      // two-variable comprehensions, semver.
      { rule: "self.items.sortBy(i, i).size() > 0" },
      { rule: "!format.dns1123Label().validate(self.name).hasValue()" },
      { rule: "self.items.all(i, v, v != '')", messageExpression: "'v: ' + self.name" },
      { rule: "isSemver(self.name)" },
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(schemas.length - 1), fc.nat(rules.length - 1), fc.nat(5)), {
          maxLength: 12,
        }),
        (picks) => {
          const compiler = new RuleCompiler();
          // Pairs of environments that declare the same (the defaults) and that do not (1.30, 1.33).
          const environments = [undefined, "1.30", "1.33"].flatMap((compatibilityVersion) =>
            (["NewExpressions", "StoredExpressions"] as const).map((type) =>
              compiler.environment({
                type,
                ...(compatibilityVersion === undefined ? {} : { compatibilityVersion }),
              }),
            ),
          );
          for (const [s, r, e] of picks) {
            const schema = schemas[s] ?? {};
            const rule = rules[r] ?? {};
            const environment = environments[e] ?? compiler.environment();
            const alone = compileRule(rule, declTypeOf(schema, s === 4), environment);
            expect(compiler.compile(rule, declTypeOf(schema, s === 4), environment)).toEqual(alone);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe("schemaRules with a RuleCompiler", () => {
  it("escapes keyword field names as the CRD checker does, so that both share compilations", () => {
    const schema = { type: "object", properties: { namespace: { type: "string" } } } as const;
    const rules = { ...schema, "x-kubernetes-validations": [{ rule: "self.namespace != ''" }] };
    const root = { type: "object", properties: { spec: rules } };
    const compiler = new RuleCompiler();
    const result = schemaRules(root, "spec.validation.openAPIV3Schema", { compiler });
    expect(result.rules.map((r) => r.compiled.problems)).toEqual([[]]);
    compiler.compile(
      { rule: "self.namespace != ''" },
      declTypeOf(rules),
      compiler.environment({ type: "NewExpressions" }),
      { recognizeKeywordAsFieldName: true },
    );
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { type RuleSchema, schemaRules } from "../../src/index.js";

const root = (spec: RuleSchema): RuleSchema => ({ type: "object", properties: { spec } });
const path = "spec.validation.openAPIV3Schema";

describe("schemaRules", () => {
  it("reports a syntax error with cel-go's text and its offset in the rule", () => {
    const { rules } = schemaRules(
      root({
        type: "object",
        properties: { a: { type: "integer" } },
        "x-kubernetes-validations": [{ rule: "self.a > (1" }],
      }),
      path,
    );
    const [rule] = rules;
    expect(rule?.field).toBe(`${path}.properties[spec].x-kubernetes-validations[0].rule`);
    expect(rule?.compiled.problems[0]?.detail).toMatch(
      /^compilation failed: ERROR: <input>:1:12: Syntax error/,
    );
    expect(rule?.compiled.problems[0]?.errors[0]?.offset).toBe(11);
  });

  it("names an undefined field, and checks the result types", () => {
    const spec: RuleSchema = {
      type: "object",
      properties: { minReplicas: { type: "integer" } },
      "x-kubernetes-validations": [
        { rule: "self.minReplica > 0" },
        { rule: "self.minReplicas" },
        { rule: "true", messageExpression: "1" },
        { rule: "true", optionalOldSelf: true },
      ],
    };
    const problems = schemaRules(root(spec), path).rules.map((r) =>
      r.compiled.problems.map((p) => [p.field, p.detail]),
    );
    expect(problems[0]?.[0]?.[1]).toContain("undefined field 'minReplica'");
    expect(problems.slice(1)).toEqual([
      [["rule", "cel expression must evaluate to a bool"]],
      [["messageExpression", "messageExpression must evaluate to a string"]],
      [["optionalOldSelf", "may not be set if oldSelf is not used in rule"]],
    ]);
  });

  it("multiplies a rule's cost by the cardinality its ancestors allow", () => {
    const item: RuleSchema = {
      type: "object",
      properties: { name: { type: "string", maxLength: 10 } },
      "x-kubernetes-validations": [{ rule: "self.name.startsWith('a')" }],
    };
    const bounded = schemaRules(root({ type: "array", maxItems: 5, items: item }), path);
    expect(bounded.rules[0]?.maxCardinality).toBe(5n);
    const unbounded = schemaRules(root({ type: "array", items: item }), path);
    expect(unbounded.rules[0]?.maxCardinality).toBeUndefined();
    expect(unbounded.rules[0]?.totalCost).toBeGreaterThan(bounded.rules[0]?.totalCost ?? 0n);
    expect(bounded.totalCost).toBe(bounded.rules[0]?.totalCost);
  });
});

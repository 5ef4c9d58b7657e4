import { describe, expect, it } from "vitest";
import { compileRule, kubernetesEnvironment, schemaDeclType } from "../../src/index.js";

const environment = kubernetesEnvironment();
const declType = schemaDeclType({ type: "object", properties: { a: { type: "string" } } }, true);

describe("compileRule", () => {
  it("treats a rule as empty by Go's strings.TrimSpace, which keeps U+FEFF", () => {
    if (declType === undefined) throw new Error("no decl type");
    expect(compileRule({ rule: " \u3000\n" }, declType, environment).problems).toEqual([]);
    const bom = compileRule({ rule: "\uFEFF" }, declType, environment);
    expect(bom.problems.map((p) => p.field)).toEqual(["rule"]);
  });

  it("keeps the checked messageExpression and uses apiextensions' detail for a wrong type", () => {
    if (declType === undefined) throw new Error("no decl type");
    const ok = compileRule(
      { rule: "self.a != ''", messageExpression: "self.a + '!'" },
      declType,
      environment,
    );
    expect(ok.messageAst).toBeDefined();
    const wrong = compileRule({ rule: "self.a != ''", messageExpression: "1" }, declType, environment);
    expect(wrong.messageAst).toBeUndefined();
    expect(wrong.problems.map((p) => p.detail)).toEqual(["messageExpression must evaluate to a string"]);
  });
});

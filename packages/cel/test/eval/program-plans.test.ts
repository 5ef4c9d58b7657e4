/**
 * ProgramPlans, the table a job keeps its checked expressions' plans in: an expression is planned once per registry
 * (and revision of it) and options by everything evaluating it with the same table, and planned for the caller
 * alone without one, with the same results either way.
 */
import { describe, expect, it } from "vitest";
import { compileKubernetes } from "../../src/env/compile.js";
import { kubernetesEnvironment } from "../../src/env/environment.js";
import { kubernetesOverloads } from "../../src/eval/kubernetes/registry.js";
import { PlannedProgram, ProgramPlans, evaluate } from "../../src/eval/program.js";
import type { CheckedAst } from "../../src/checker/checker.js";

function checked(text: string): CheckedAst {
  const { ast, errors } = compileKubernetes(text, kubernetesEnvironment());
  expect(errors).toEqual([]);
  if (ast === undefined) throw new Error("no AST");
  return ast;
}

const noVariables = { resolve: () => undefined };

describe("ProgramPlans", () => {
  it("plans an expression once for every program and evaluation that shares the table", () => {
    const ast = checked("[1, 2, 3].exists(x, x > 2)");
    const overloads = kubernetesOverloads();
    const plans = new ProgramPlans();
    const options = { overloads, optimize: true, plans };
    const programs = [new PlannedProgram(ast, options), new PlannedProgram(ast, { ...options })];
    for (const program of programs) expect(program.evaluate(noVariables).value).toBe(true);
    expect(evaluate(ast, {}, options).value).toBe(true);
    expect(plans.planned).toBe(1);
    // Other options, another registry, another expression: a plan each.
    expect(evaluate(ast, {}, { ...options, optimize: false }).value).toBe(true);
    expect(evaluate(ast, {}, { ...options, overloads: kubernetesOverloads() }).value).toBe(true);
    expect(evaluate(checked("1 + 1 == 2"), {}, options).value).toBe(true);
    expect(plans.planned).toBe(4);
    // A table of its own plans apart.
    const other = new ProgramPlans();
    expect(evaluate(ast, {}, { ...options, plans: other }).value).toBe(true);
    expect([plans.planned, other.planned]).toEqual([4, 1]);
  });

  it("plans again once overloads were added to the registry, for the programs sharing the table too", () => {
    const ast = checked("1 + 2 == 3");
    const overloads = kubernetesOverloads();
    const plans = new ProgramPlans();
    const program = new PlannedProgram(ast, { overloads, plans });
    expect(program.evaluate(noVariables).value).toBe(true);
    overloads.add({ function: "unused", id: "unused_int", args: [], impl: () => 0n });
    expect(program.evaluate(noVariables).value).toBe(true);
    expect(evaluate(ast, {}, { overloads, plans }).value).toBe(true);
    expect(plans.planned).toBe(2);
  });

  it("gives the same results and costs without a table", () => {
    const ast = checked("[1, 2, 3].map(x, x * 2).filter(x, x > 2).size() == 2");
    const overloads = kubernetesOverloads();
    const alone = { overloads, optimize: true, costLimit: 1_000_000n };
    const shared = { ...alone, plans: new ProgramPlans() };
    const results = [
      evaluate(ast, {}, shared),
      evaluate(ast, {}, alone),
      new PlannedProgram(ast, shared).evaluate(noVariables),
      new PlannedProgram(ast, alone).evaluate(noVariables),
    ];
    for (const result of results) {
      expect(result).toEqual({ value: true, cost: results[0]?.cost, cancelled: false });
    }
  });
});

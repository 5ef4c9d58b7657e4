/**
 * cel-go's `OptOptimize` (interpreter/decorators.go `decOptimize`, google/cel-go v0.29.2) as the cost tracker sees
 * it: constant list and map literals and conversions of constants are built at plan time and cost nothing, and
 * `in` on a constant list of primitives is a free set membership test. Values never change.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelType,
  type CelValue,
  CheckerEnv,
  celTypes,
  check,
  evaluate,
  listType,
  optionalLibrary,
  parse,
  standardLibrary,
  variableDecl,
} from "../../src/index.js";

function run(expr: string, optimize: boolean, vars: Readonly<Record<string, [CelType, CelValue]>> = {}) {
  const env = new CheckerEnv().addLibrary(standardLibrary).addLibrary(optionalLibrary());
  env.addVariables(...Object.entries(vars).map(([n, [t]]) => variableDecl(n, t)));
  const parsed = parse(expr);
  if (parsed.ast === undefined) throw new Error(`parse ${expr}`);
  const checked = check(parsed.ast, env);
  expect(checked.errors).toEqual([]);
  const values = Object.fromEntries(Object.entries(vars).map(([n, [, v]]) => [n, v]));
  return evaluate(checked.ast, values, { optimize, presenceTestHasCost: false });
}

const x: Readonly<Record<string, [CelType, CelValue]>> = { x: [celTypes.int, 2n] };

describe("OptOptimize", () => {
  it.each([
    // expression, cost without, cost with
    ["[1, 2, 3]", 10n, 0n],
    ["[[1], [2, 3]]", 30n, 0n],
    ["{'a': [1], 'b': [2]}", 50n, 0n],
    ["[x, 2]", 11n, 11n],
    ["[[x], [2]]", 31n, 21n],
    ["int('1') + 1", 2n, 1n],
    // The index still costs its operand (a relative attribute) and its qualifier.
    ["[string(1), 'a'][0]", 13n, 2n],
    ["x in [1, 2, 3]", 14n, 1n],
    // Not a constant list: in_list costs the list's size.
    ["x in [[1], [2]][0]", 34n, 4n],
  ])("%s costs %d, or %d optimized", (expr, plain, optimized) => {
    const before = run(expr, false, x);
    const after = run(expr, true, x);
    expect(after.value).toEqual(before.value);
    expect(before.cost).toBe(plain);
    expect(after.cost).toBe(optimized);
  });

  it("tests membership in an empty constant list without evaluating the element", () => {
    const vars: Readonly<Record<string, [CelType, CelValue]>> = { l: [listType(celTypes.int), null] };
    expect(run("l[0] in []", true, vars)).toMatchObject({ value: false, cost: 0n });
    expect(run("l[0] in []", false, vars).value).not.toBe(false);
  });

  it("gives the same values and never a higher cost (property)", () => {
    const literal = fc.oneof(
      fc.integer({ min: -3, max: 3 }).map(String),
      fc.constantFrom("1.0", "2.5", "'a'", "'b'", "true", "null", "2u", "x", "dyn(1)", "string(1)"),
    );
    const list = fc.array(literal, { maxLength: 4 }).map((items) => `[${items.join(", ")}]`);
    const expr = fc.oneof(
      fc.tuple(literal, list).map(([l, r]) => `${l} in ${r}`),
      fc.tuple(list, list).map(([l, r]) => `${l} + ${r}`),
      fc.tuple(list, literal).map(([l, k]) => `{${k}: ${l}}.size()`),
    );
    fc.assert(
      fc.property(expr, (e) => {
        const env = new CheckerEnv().addLibrary(standardLibrary).addLibrary(optionalLibrary());
        env.addVariables(variableDecl("x", celTypes.int));
        const parsed = parse(e);
        if (parsed.ast === undefined) return;
        const checked = check(parsed.ast, env);
        // Some generated expressions do not type-check (`'a' + [1]`); only checked ones are evaluated.
        if (checked.errors.length > 0) return;
        const options = { presenceTestHasCost: false };
        const plain = evaluate(checked.ast, { x: 2n }, options);
        const optimized = evaluate(checked.ast, { x: 2n }, { ...options, optimize: true });
        expect(optimized.value).toEqual(plain.value);
        expect(optimized.cost <= plain.cost).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

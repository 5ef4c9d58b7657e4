/**
 * cel-go `ext/sets_test.go` `TestSets`: every expression type-checks in `cel.NewEnv(Sets())` (with
 * `x` a `list(int)` where upstream declares it). Costs and values need the estimator and evaluator.
 */
import { describe, expect, it } from "vitest";
import { celTypes, listType } from "../../src/common/types.js";
import { variableDecl } from "../../src/decls/decls.js";
import { setsLibrary } from "../../src/decls/ext/sets.js";
import { standardLibrary } from "../../src/decls/stdlib.js";
import { compileKubernetes } from "../../src/env/compile.js";
import type { CelEnvironment } from "../../src/env/environment.js";

const env: CelEnvironment = {
  libraries: [
    { name: "cel.lib.std", library: standardLibrary },
    { name: "cel.lib.ext.sets", library: setsLibrary() },
  ],
  checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
  validators: [],
  macros: [],
};

const setsTests: readonly string[] = [
  "sets.contains(x, [1, 2, 3])",
  "sets.contains(x, [1, 1, 1, 1, 1])",
  "sets.contains([], [])",
  "sets.contains([1], [])",
  "sets.contains([1], [1])",
  "sets.contains([1], [1, 1])",
  "sets.contains([1, 1], [1])",
  "sets.contains([2, 1], [1])",
  "sets.contains([1, 2, 3, 4], [2, 3])",
  "sets.contains([1], [1.0, 1])",
  "sets.contains([1, 2], [2u, 2.0])",
  "sets.contains([1, 2u], [2, 2.0])",
  "sets.contains([1, 2.0, 3u], [1.0, 2u, 3])",
  "sets.contains([[1], [2, 3]], [[2, 3.0]])",
  "!sets.contains([1], [2])",
  "!sets.contains([1], [1, 2])",
  '!sets.contains([1], ["1", 1])',
  "!sets.contains([1], [1.1, 1u])",
  "sets.equivalent([], [])",
  "sets.equivalent([1], [1])",
  "sets.equivalent([1], [1, 1])",
  "sets.equivalent([1, 1], [1])",
  "sets.equivalent([1], [1u, 1.0])",
  "sets.equivalent([1], [1u, 1.0])",
  "sets.equivalent([1, 2, 3], [3u, 2.0, 1])",
  "sets.equivalent([[1.0], [2, 3]], [[1], [2, 3.0]])",
  "!sets.equivalent([2, 1], [1])",
  "!sets.equivalent([1], [1, 2])",
  "!sets.equivalent([1, 2], [2u, 2, 2.0])",
  "!sets.equivalent([1, 2], [1u, 2, 2.3])",
  "sets.intersects([1], [1])",
  "sets.intersects([1], [1, 1])",
  "sets.intersects([1, 1], [1])",
  "sets.intersects([2, 1], [1])",
  "sets.intersects([1], [1, 2])",
  "sets.intersects([1], [1.0, 2])",
  "sets.intersects([1, 2], [2u, 2, 2.0])",
  "sets.intersects([1, 2], [1u, 2, 2.3])",
  "sets.intersects([[1], [2, 3]], [[1, 2], [2, 3.0]])",
  "!sets.intersects([], [])",
  "!sets.intersects([1], [])",
  "!sets.intersects([1], [2])",
  '!sets.intersects([1], ["1", 2])',
  "!sets.intersects([1], [1.1, 2u])",
];

describe("TestSets", () => {
  it.each(setsTests)("%s", (expr) => {
    const variables = expr.includes("x") ? [variableDecl("x", listType(celTypes.int))] : [];
    expect(compileKubernetes(expr, env, { variables }).errors).toEqual([]);
  });

  it("rejects lists of unrelated element types", () => {
    expect(compileKubernetes("sets.contains([1], ['a'])", env).errors.map((e) => e.message)).toEqual([
      "found no matching overload for 'sets.contains' applied to '(list(int), list(string))'",
    ]);
  });
});

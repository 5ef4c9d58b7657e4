/**
 * cel-go `ext/lists_test.go` `TestLists`: every expression (but the three on the proto2 `ExampleType`, a
 * message type this package has no descriptor for) type-checks in `cel.NewEnv(Lists())`, `sortBy`
 * macro included. Values and runtime errors need the evaluator.
 */
import { describe, expect, it } from "vitest";
import { formatCheckedType } from "../../src/checker/format.js";
import { listsExtLibrary } from "../../src/decls/ext/lists.js";
import { standardLibrary } from "../../src/decls/stdlib.js";
import { compileKubernetes } from "../../src/env/compile.js";
import type { CelEnvironment } from "../../src/env/environment.js";

const env: CelEnvironment = {
  libraries: [
    { name: "cel.lib.std", library: standardLibrary },
    { name: "cel.lib.ext.lists", library: listsExtLibrary() },
  ],
  checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
  validators: [],
  macros: [{ name: "sortBy", argCount: 2, receiver: true }],
};

const listsTests: readonly string[] = [
  "lists.range(4) == [0,1,2,3]",
  "lists.range(0) == []",
  "[5,1,2,3].reverse() == [3,2,1,5]",
  "[].reverse() == []",
  "[1].reverse() == [1]",
  "['are', 'you', 'as', 'bored', 'as', 'I', 'am'].reverse() == ['am', 'I', 'as', 'bored', 'as', 'you', 'are']",
  "[false, true, true].reverse().reverse() == [false, true, true]",
  "[1,2,3,4].slice(0, 4) == [1,2,3,4]",
  "[1,2,3,4].slice(0, 0) == []",
  "[1,2,3,4].slice(1, 1) == []",
  "[1,2,3,4].slice(4, 4) == []",
  "[1,2,3,4].slice(1, 3) == [2, 3]",
  "[1,2,3,4].slice(3, 0)",
  "[1,2,3,4].slice(0, 10)",
  "[1,2,3,4].slice(-5, 10)",
  "[1,2,3,4].slice(-5, -3)",
  "dyn([]).flatten() == []",
  "dyn([1,2,3,4]).flatten() == [1,2,3,4]",
  "[1,[2,[3,4]]].flatten() == [1,2,[3,4]]",
  "[1,2,[],[],[3,4]].flatten() == [1,2,3,4]",
  "[1,[2,[3,4]]].flatten(2) == [1,2,3,4]",
  "[1,[2,[3,[4]]]].flatten(-1) == [1,2,3,4]",
  "[].sort() == []",
  "[1].sort() == [1]",
  "[4, 3, 2, 1].sort() == [1, 2, 3, 4]",
  '["d", "a", "b", "c"].sort() == ["a", "b", "c", "d"]',
  '["d", 3, 2, "c"].sort() == ["a", "b", "c", "d"]',
  "[].sortBy(e, e) == []",
  '["a"].sortBy(e, e) == ["a"]',
  "[-3, 1, -5, -2, 4].sortBy(e, -(e * e)) == [-5, 4, -3, -2, 1]",
  "[-3, 1, -5, -2, 4].map(e, e * 2).sortBy(e, -(e * e)) == [-10, 8, -6, -4, 2]",
  "lists.range(3).sortBy(e, -e) == [2, 1, 0]",
  '["a", "c", "b", "first"].sortBy(e, e == "first" ? "" : e) == ["first", "a", "b", "c"]',
  "[].distinct() == []",
  "[1].distinct() == [1]",
  "[-2, 5, -2, 1, 1, 5, -2, 1].distinct() == [-2, 5, 1]",
  "['c', 'a', 'a', 'b', 'a', 'b', 'c', 'c'].distinct() == ['c', 'a', 'b']",
  '[1, 2.0, "c", 3, "c", 1].distinct() == [1, 2.0, "c", 3]',
  "[1, 1.0, 2].distinct() == [1, 2]",
  "[[1], [1], [2]].distinct() == [[1], [2]]",
];

describe("TestLists", () => {
  it.each(listsTests)("%s", (expr) => {
    expect(compileKubernetes(expr, env).errors).toEqual([]);
  });
});

describe("sortBy", () => {
  it("keeps the element type", () => {
    const { ast } = compileKubernetes("[3, 1].sortBy(e, -e)", env);
    const type = ast === undefined ? undefined : ast.types.get(ast.expr.id);
    expect(type === undefined ? "" : formatCheckedType(type)).toBe("list(int)");
  });

  it("rejects a literal target", () => {
    expect(compileKubernetes("1.sortBy(e, e)", env).errors.map((e) => e.message)).toEqual([
      "sortBy can only be applied to a list, identifier, comprehension, call or select expression",
    ]);
  });

  it("needs an identifier", () => {
    expect(compileKubernetes("[1].sortBy(1, 1)", env).errors.map((e) => e.message)).toEqual([
      "argument is not an identifier",
    ]);
  });
});

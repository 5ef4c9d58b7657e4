/**
 * apiserver `pkg/cel/library/lists.go` and `regex.go` have no test tables; these cases follow the Go
 * functions (and the expressions of `cost_test.go`), with Go's `regexp` results.
 */
import { describe, expect, it } from "vitest";
import { kubernetesListsLibrary } from "../../../src/decls/kubernetes/lists.js";
import { kubernetesRegexLibrary } from "../../../src/decls/kubernetes/regex.js";
import { DurationValue, ErrorValue, UintValue, stringList } from "../../../src/values/value.js";
import { newEnv, run } from "./harness.js";

const env = newEnv(
  ["kubernetes.lists", kubernetesListsLibrary()],
  ["kubernetes.regex", kubernetesRegexLibrary()],
);

const cases: readonly (readonly [string, unknown])[] = [
  ["[1, 2, 2, 3].isSorted()", true],
  ["[1, 3, 2].isSorted()", false],
  ["['a', 'b'].isSorted()", true],
  ["[].isSorted()", true],
  ["[1, 2, 3].sum()", 6n],
  ["[1u, 2u].sum()", new UintValue(3n)],
  ["[1.5, 2.0].sum()", 3.5],
  ["[duration('1s'), duration('2s')].sum()", new DurationValue(3_000_000_000n)],
  ["[9223372036854775807, 1].sum()", new ErrorValue("integer overflow")],
  ["[3, 1, 2].min()", 1n],
  ["[3, 1, 2].max()", 3n],
  ["['b', 'a'].min()", "a"],
  ["[1, 2, 1].indexOf(1)", 0n],
  ["[1, 2, 1].lastIndexOf(1)", 2n],
  ["[1, 2].indexOf(3)", -1n],
  ["[1, 2].lastIndexOf(3)", -1n],
  ["'abc 123'.find('[0-9]+')", "123"],
  ["'abc'.find('[0-9]+')", ""],
  ["'123 abc 456'.findAll('[0-9]+')", stringList(["123", "456"])],
  ["'123 abc 456'.findAll('[0-9]+', 1)", stringList(["123"])],
  ["'123 abc 456'.findAll('[0-9]+', 0)", stringList([])],
  // Go's allMatches: an empty match right after a match is dropped.
  ["'abc'.findAll('b*')", stringList(["", "b", ""])],
  ["'xé'.findAll('')", stringList(["", "", ""])],
];

describe("lists and regex", () => {
  it.each(cases)("%s", (expr, want) => {
    expect(run(env, expr)).toEqual(want);
  });

  it("min and max of an empty list are errors", () => {
    expect(run(env, "[].min()")).toEqual(new ErrorValue("min called on empty list"));
    expect(run(env, "[].max()")).toEqual(new ErrorValue("max called on empty list"));
  });

  // A call on a `dyn` list runs the first overload (lists.go:132-141 comparableTypes order) whose type guard the
  // list's first element passes (cel-go common/types/types.go:448-463); then lists.go:198 and :265 refuse any
  // element that is not a traits.Comparer before comparing it. Answers of the Kubernetes 1.35 oracle.
  it.each([
    ["[null].min()", "no such overload: min(list)"],
    ["[dyn({}), dyn(1)].max()", "no such overload: max(list)"],
    ["[dyn([1]), dyn(1)].isSorted()", "no such overload: isSorted(list)"],
    ["[dyn(1), dyn({})].isSorted()", "no such overload"],
    ["[dyn(3), dyn(1), dyn([1])].min()", "no such overload"],
    ["[dyn(1), dyn(null)].max()", "no such overload"],
  ])("%s is %s", (expr, message) => {
    expect(run(env, expr)).toEqual(new ErrorValue(message));
  });

  it("stops at an element out of order before a non-comparable one, and passes over a failed comparison", () => {
    expect(run(env, "[dyn(2), dyn(1), dyn({})].isSorted()")).toBe(false);
    // Compare(1, 'a') is an error, not IntOne (lists.go:201-205).
    expect(run(env, "[dyn(1), dyn('a')].isSorted()")).toBe(true);
  });

  it("a bad pattern is an Illegal regex error", () => {
    const v = run(env, "'abc'.find('[')");
    expect(v instanceof ErrorValue ? v.message : v).toMatch(/^Illegal regex: error parsing regexp: /);
  });
});

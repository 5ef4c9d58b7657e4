/**
 * Map keys Go compares by pointer (cel-go v0.26.0 common/types/map.go `refValMapAccessor.Find`, a Go map lookup on
 * `ref.Val`): a list, a map, or a timestamp in a zone of its own is equal, as a key, only to the very same value.
 * Each map keeps the identities of its own keys, so these are asked of map literals built from one value and from
 * two equal ones, through the plan and through the interpreter, and of a parsed expression.
 */
import { describe, expect, it } from "vitest";
import { compileKubernetes } from "../../src/env/compile.js";
import { kubernetesEnvironment } from "../../src/env/environment.js";
import { kubernetesOverloads } from "../../src/eval/kubernetes/registry.js";
import { evaluate, interpretChecked } from "../../src/eval/program.js";
import { parse } from "../../src/index.js";

const environment = kubernetesEnvironment();
const overloads = kubernetesOverloads();

const cases: readonly (readonly [string, boolean | bigint])[] = [
  // Two list literals are two pointers: two entries, and neither finds the other.
  ["{[1]: 1, [1]: 2}.size()", 2n],
  ["[1] in {[1]: 1}", false],
  ["{[1]: 1} == {[1]: 1}", false],
  // One value bound to a variable is one pointer: one entry (the last value), found by itself in any map.
  ["[[1]].map(x, {x: 1, x: 2})[0].size()", 1n],
  ["[[1]].all(x, x in {x: 1})", true],
  ["[[1]].all(x, {x: 1} == {x: 1})", true],
  ["[[1]].all(x, x in {[1]: 1})", false],
  ["[{'a': 1}].all(m, {m: 1, m: 2}.size() == 1 && m in {m: 0} && !({'a': 1} in {m: 0}))", true],
  // A NaN key is equal to nothing: every one is an entry, and none is found.
  ["{0.0/0.0: 1, 0.0/0.0: 2}.size()", 2n],
  ["[0.0/0.0].all(n, !(n in {n: 1}))", true],
  // A zone of its own is a location of its own; whole-hour offsets share Go's cached zones.
  ["[timestamp('2020-01-01T00:00:00+05:30')].all(t, {t: 1, t: 2}.size() == 1 && t in {t: 1})", true],
  ["{timestamp('2020-01-01T00:00:00+05:30'): 1, timestamp('2020-01-01T00:00:00+05:30'): 2}.size()", 2n],
  ["{timestamp('2020-01-01T00:00:00+05:00'): 1, timestamp('2020-01-01T00:00:00+05:00'): 2}.size()", 1n],
];

describe("map keys compared by pointer", () => {
  it.each(cases)("%s is %s", (expr, want) => {
    const { ast, errors } = compileKubernetes(expr, environment, { variables: [] });
    expect(errors).toEqual([]);
    if (ast === undefined) throw new Error("no AST");
    const options = { overloads, optimize: true };
    const parsed = parse(expr).ast;
    if (parsed === undefined) throw new Error("no parsed AST");
    for (const result of [
      evaluate(ast, {}, options),
      interpretChecked(ast, {}, options),
      evaluate(parsed, {}, options),
    ]) {
      expect(result.value).toBe(want);
    }
  });
});

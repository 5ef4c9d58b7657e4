/**
 * OptOptimize's set membership test (cel-go v0.26.0 interpreter/decorators.go:212-271, interpretable.go:844-853): a
 * Go map lookup, not CEL equality. Kubernetes 1.35 oracle answers, through both the plan and the interpreter.
 */
import { describe, expect, it } from "vitest";
import { compileKubernetes } from "../../src/env/compile.js";
import { kubernetesEnvironment } from "../../src/env/environment.js";
import { kubernetesOverloads } from "../../src/eval/kubernetes/registry.js";
import { kubernetesCallCost } from "../../src/eval/kubernetes-call-cost/registry.js";
import { evaluate, interpretChecked } from "../../src/eval/program.js";
import { ErrorValue } from "../../src/values/value.js";

const environment = kubernetesEnvironment();
const overloads = kubernetesOverloads();

const cases: readonly (readonly [string, boolean | string, bigint])[] = [
  // A Go map finds only the same Go type and value, plus an int's, uint's or double's lossless conversions.
  ["dyn(9007199254740993) in [9007199254740992.0]", false, 0n],
  ["-0.0 in [0.0]", true, 0n],
  ["dyn(1u) in [1.0]", true, 0n],
  ["dyn(1.0) in [1u]", true, 0n],
  ["dyn(2.0) in [1, 2]", true, 0n],
  ["dyn(2u) in [1, 2]", true, 0n],
  ["dyn(1.5) in [1, 2]", false, 0n],
  ["dyn(-1.0) in [dyn(-1)]", true, 0n],
  // overflow.go:302-317: 2^64, -2^63 and 2^63 as doubles convert to no integer.
  ["dyn(18446744073709551615u) in [18446744073709551615.0]", false, 0n],
  ["dyn(-9223372036854775808) in [-9223372036854775808.0]", false, 0n],
  ["dyn(9223372036854775807) in [9223372036854775807.0]", false, 0n],
  // Hashing a slice, or a struct holding one or a func, panics; cel-go recovers it and the evaluation ends.
  ["dyn(b'a') in ['a']", "internal error: runtime error: hash of unhashable type types.Bytes", 0n],
  ["semver('1.0.0') in [dyn('1')]", "internal error: runtime error: hash of unhashable type cel.Semver", 1n],
  ["format.uri() in [dyn(1)]", "internal error: runtime error: hash of unhashable type cel.Format", 1n],
  [
    "semver('1.0.0') in [dyn('1')] || true",
    "internal error: runtime error: hash of unhashable type cel.Semver",
    1n,
  ],
  ["quantity('1') in [dyn(1)]", false, 1n],
  ["ip('1.2.3.4') in [dyn('1.2.3.4')]", false, 1n],
];

describe("x in <constant list of primitives>", () => {
  it.each(cases)("%s is %s, at cost %d", (expr, want, cost) => {
    const { ast, errors } = compileKubernetes(expr, environment, { variables: [] });
    expect(errors).toEqual([]);
    if (ast === undefined) throw new Error("no AST");
    const options = { overloads, optimize: true, costLimit: 1_000_000n, callCost: kubernetesCallCost };
    for (const result of [evaluate(ast, {}, options), interpretChecked(ast, {}, options)]) {
      expect(result.value instanceof ErrorValue ? result.value.message : result.value).toBe(want);
      expect(result.cost).toBe(cost);
    }
  });
});

// decorators.go:223-225: `x in []` (the in_list overload) is the constant false, so a type conversion of it or a list
// literal holding it is a constant too, and costs nothing.
describe("x in [] is a constant", () => {
  it.each([
    ["type(dyn(1) in []) == bool", true, 1n],
    ["dyn(dyn(1) in [])", false, 0n],
    ["string(dyn(1) in [])", "false", 0n],
    ["[dyn(1) in []] == [false]", true, 1n],
  ])("%s is %s, at cost %d", (expr, want, cost) => {
    const { ast } = compileKubernetes(expr, environment, { variables: [] });
    if (ast === undefined) throw new Error("no AST");
    const options = { overloads, optimize: true, costLimit: 1_000_000n, callCost: kubernetesCallCost };
    for (const result of [evaluate(ast, {}, options), interpretChecked(ast, {}, options)]) {
      expect(result.value).toBe(want);
      expect(result.cost).toBe(cost);
    }
  });
});

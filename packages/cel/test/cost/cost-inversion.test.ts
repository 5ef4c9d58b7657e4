/**
 * Estimates whose min exceeds their max in Go itself, kept as Go computes them. The cases are the ones fast-check
 * found against the min ≤ max property (properties.test.ts); their numbers were replayed step by step in Go with
 * the functions copied from cel-go 14f6746a `checker/cost.go` and apiserver 24a394e5 `pkg/cel/library/cost.go`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AstNode,
  type SizeEstimate,
  KubernetesCostEstimator,
  celTypes,
  estimateCost,
  listType,
  kubernetesOverloadEstimators,
  kubernetesParseOptions,
  optionalLibrary,
  variableDecl,
} from "../../src/index.js";
import { compile } from "./compile.js";
import { kubernetesTestFunctions } from "./kubernetes-decls.js";

type Hints = Readonly<Record<string, SizeEstimate>>;

const range = (min: bigint, max: bigint): SizeEstimate => ({ min, max });
const tSize = range(378n, 379n);
const sSize = range(378n, 378n);

function estimate(text: string, hints: Hints, presenceTestHasCost: boolean): SizeEstimate {
  const checked = compile(text, {
    vars: [
      variableDecl("s", celTypes.string),
      variableDecl("t", celTypes.string),
      variableDecl("l", listType(celTypes.string)),
    ],
    functions: [...optionalLibrary().functions, ...kubernetesTestFunctions],
    parseOptions: kubernetesParseOptions,
  });
  const estimator = new KubernetesCostEstimator({
    estimateSize: (node: AstNode) => (node.path === undefined ? undefined : hints[node.path.join(".")]),
  });
  return estimateCost(checked, estimator, {
    presenceTestHasCost,
    overloadEstimators: kubernetesOverloadEstimators(),
  });
}

/** A node known only by its computed size, as apiserver cost_test.go's `testNode`. */
function node(size: SizeEstimate): AstNode {
  return { path: undefined, type: celTypes.string, expr: undefined, computedSize: size };
}

describe("an estimate Go inverts: strings.quote('abc'.replace(t, s)).findAll('[a-z]').map(x, size(x))", () => {
  it("sizes 'abc'.replace(t, s) [378, 3] (apiserver pkg/cel/library/cost.go:339-342 max, :363-366 min)", () => {
    // Max: s (378) is never longer than t (at least 378), so no replacement and the target's 3 retained.
    // Min: ceil(3 / 379) = 1 replacement by 378 characters, nothing retained.
    const result = new KubernetesCostEstimator().estimateCallCost(
      "replace",
      "string_replace_string_string",
      node(range(3n, 3n)),
      [node(tSize), node(sSize)],
    );
    expect(result).toEqual({ cost: range(1n, 1n), resultSize: range(378n, 3n) });
  });

  // Each prefix as a whole expression, with Go's [min, max]: the replace call with its two identifiers; quote adds
  // 0.1 per character of [378, 3] (cel-go checker/cost.go:775-781) and sizes its result [380, 8]; findAll
  // multiplies ceil(0.1 * [381, 9]) by ceil(0.25 * 5) (apiserver cost.go:413-426) and sizes its result [0, 8];
  // map adds its empty accumulator (10), the result identifier (1) and [0, 8] steps of 14 (checker/cost.go:688).
  const rows: readonly [string, bigint, bigint][] = [
    ["'abc'.replace(t, s)", 3n, 3n],
    ["strings.quote('abc'.replace(t, s))", 41n, 4n],
    ["strings.quote('abc'.replace(t, s)).findAll('[a-z]')", 119n, 6n],
    ["strings.quote('abc'.replace(t, s)).findAll('[a-z]').map(x, size(x))", 130n, 129n],
  ];
  for (const [text, min, max] of rows) {
    for (const presence of [false, true]) {
      it(`estimates ${text} at [${min}, ${max}] (presence tests ${presence ? "cost 1" : "free"})`, () => {
        expect(estimate(text, { t: tSize, s: sSize }, presence)).toEqual(range(min, max));
      });
    }
  }
});

describe("an estimate Go inverts by wrapping: strings.quote(l.filter(x, true).map(x, x + s).join(',')).matches(l.join(','))", () => {
  const n = 4579929n;
  const e = 7035460n;
  const hints: Hints = { s: range(0n, 0n), l: range(n, n), "l.@items": range(e, e) };
  // The map's result has no path, so join sizes its elements as unknown: [n-1, 2^64-1] with the separators.
  // strings.quote's max*2+2 (cel-go checker/cost.go:781) wraps 2^64-1 to 0, giving [n+1, 0]; matches multiplies
  // ceil(0.1 * [n+2, 1]) by ceil(0.25 * size(l.join(','))) (checker/cost.go:794-807) and adds quote's cost.
  const rows: readonly [string, bigint, bigint][] = [
    ["l.filter(x, true).map(x, x + s).join(',')", 69156951n, 1844677629685341604n],
    ["strings.quote(l.filter(x, true).map(x, x + s).join(','))", 69614944n, 3689352037056296868n],
    ["l.join(',')", 3222191186228n, 3222191186228n],
    [
      "strings.quote(l.filter(x, true).map(x, x + s).join(',')).matches(l.join(','))",
      3689363797622693770n,
      3689363314725448663n,
    ],
  ];
  for (const [text, min, max] of rows) {
    it(`estimates ${text} at [${min}, ${max}]`, () => {
      expect(estimate(text, hints, false)).toEqual(range(min, max));
    });
  }
});

describe("replace's result size", () => {
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  // Small bounds too, so that the inverting pairing comes up often.
  const bound = fc.oneof(fc.bigInt(0n, 40n), fc.bigInt(0n, 2n ** 24n));
  const size = fc.tuple(bound, bound).map(([a, b]) => (a <= b ? range(a, b) : range(b, a)));
  // Of the three branches for each bound (apiserver cost.go:330-347 and :350-367), every pairing keeps
  // min ≤ max but one: the max from "the replacement is never longer" (pattern.Min > 0 and
  // replacement.Max ≤ pattern.Min: the target's max) with the min from the ceil division (pattern.Max >
  // replacement.Min), when ceil(target.Min / pattern.Max) * replacement.Min passes target.Max.
  it("inverts exactly where Go's branch pairing does, and then to Go's numbers", () => {
    let inverted = 0;
    fc.assert(
      fc.property(size, size, size, (target, pattern, replacement) => {
        const result = new KubernetesCostEstimator().estimateCallCost("replace", "", node(target), [
          node(pattern),
          node(replacement),
        ])?.resultSize;
        if (result === undefined) throw new Error("replace without a result size");
        const pairing = pattern.min > 0n && replacement.max <= pattern.min && pattern.max > replacement.min;
        // pattern.max > 0 in the pairing.
        const goMin = pairing ? ceilDiv(target.min, pattern.max) * replacement.min : 0n;
        const inverts = pairing && goMin > target.max;
        expect(result.min > result.max).toBe(inverts);
        if (pairing) expect(result).toEqual(range(goMin, target.max));
        if (inverts) inverted++;
      }),
      { numRuns: 2000 },
    );
    expect(inverted).toBeGreaterThan(0);
  });
});

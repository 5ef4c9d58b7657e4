/**
 * apiserver `pkg/cel/library/cost_test.go` `TestSize` (the result sizes of `replace`) and `TestTypeEquality`
 * (every Kubernetes type has an `_==_` estimate), transcribed.
 */
import { describe, expect, it } from "vitest";
import {
  type AstNode,
  type CelType,
  type SizeEstimate,
  KubernetesCostEstimator,
  celTypes,
  opaqueType,
  structType,
} from "../../src/index.js";

const exact = (n: number): SizeEstimate => ({ min: BigInt(n), max: BigInt(n) });
const range = (min: number, max: number): SizeEstimate => ({ min: BigInt(min), max: BigInt(max) });

/** `testNode`: only a computed size (and a type where needed). */
function node(size: SizeEstimate, type: CelType = celTypes.dyn): AstNode {
  return { path: undefined, type, expr: undefined, computedSize: size };
}

const cases: readonly { name: string; target: SizeEstimate; args: SizeEstimate[]; expect: SizeEstimate }[] = [
  { name: "replace empty with char", target: exact(3), args: [exact(0), exact(1)], expect: exact(7) },
  {
    name: "maybe replace char with empty",
    target: exact(3),
    args: [exact(1), exact(0)],
    expect: range(0, 3),
  },
  { name: "maybe replace repeated", target: exact(4), args: [exact(2), exact(4)], expect: range(4, 8) },
  { name: "maybe replace empty", target: exact(4), args: [range(0, 1), range(0, 2)], expect: range(0, 14) },
  {
    name: "replace non-empty size range, maybe larger",
    target: exact(4),
    args: [range(1, 1), range(1, 2)],
    expect: range(4, 8),
  },
  {
    name: "replace non-empty size range, maybe smaller",
    target: exact(4),
    args: [range(1, 2), range(1, 1)],
    expect: range(2, 4),
  },
];

describe("apiserver TestSize", () => {
  const estimator = new KubernetesCostEstimator();
  for (const c of cases) {
    it(c.name, () => {
      const result = estimator.estimateCallCost(
        "replace",
        "",
        node(c.target),
        c.args.map((a) => node(a)),
      );
      expect(result?.resultSize).toEqual(c.expect);
    });
  }
});

describe("apiserver TestTypeEquality", () => {
  const estimator = new KubernetesCostEstimator();
  const types: readonly CelType[] = [
    structType("kubernetes.authorization.Authorizer"),
    structType("kubernetes.authorization.PathCheck"),
    structType("kubernetes.authorization.GroupCheck"),
    structType("kubernetes.authorization.ResourceCheck"),
    structType("kubernetes.authorization.Decision"),
    structType("kubernetes.URL"),
    structType("kubernetes.Quantity"),
    opaqueType("net.IP"),
    opaqueType("net.CIDR"),
    structType("kubernetes.NamedFormat"),
    structType("kubernetes.Semver"),
  ];
  for (const type of types) {
    it(`${type.name} equality has an estimate`, () => {
      const typeNode = node(range(10, 100), type);
      expect(estimator.estimateCallCost("_==_", "", undefined, [typeNode, typeNode])).toBeDefined();
    });
  }
  it("prices a URL comparison by the right operand's computed size", () => {
    const typeNode = node(range(10, 100), structType("kubernetes.URL"));
    expect(estimator.estimateCallCost("_==_", "", undefined, [typeNode, typeNode])?.cost).toEqual(
      range(1, 10),
    );
  });
  it("prices a named format comparison by the longest format", () => {
    const typeNode = node(range(10, 100), structType("kubernetes.NamedFormat"));
    expect(estimator.estimateCallCost("_==_", "", undefined, [typeNode, typeNode])?.cost).toEqual(
      range(1, 7),
    );
  });
});

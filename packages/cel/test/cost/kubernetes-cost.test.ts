/**
 * apiserver `pkg/cel/library/cost_test.go`, transcribed: expression → estimated [min, max] cost in the Kubernetes
 * environment (presence tests free, the sets estimators, the library's EstimateCallCost over a size estimator that
 * bounds strings and bytes at 12). The runtime cost column is asserted by eval/kubernetes/runtime-cost.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  type AstNode,
  type SizeEstimate,
  KubernetesCostEstimator,
  estimateCost,
  kubernetesOverloadEstimators,
  kubernetesParseOptions,
  optionalLibrary,
  variableDecl,
} from "../../src/index.js";
import { compile } from "./compile.js";
import { tables } from "./kubernetes-cost-rows.js";
import { authorizerType, kubernetesTestFunctions } from "./kubernetes-decls.js";

/** `testCostEstimator`: strings and bytes are at most 12 long. */
const testSizeEstimator = {
  estimateSize(node: AstNode): SizeEstimate | undefined {
    const kind = node.type.kind;
    return (kind === "string" || kind === "bytes") && node.type.nullable !== true
      ? { min: 0n, max: 12n }
      : undefined;
  },
};

function estimate(expr: string): [bigint, bigint] {
  const checked = compile(expr, {
    functions: [...optionalLibrary().functions, ...kubernetesTestFunctions],
    vars: [variableDecl("authorizer", authorizerType)],
    parseOptions: kubernetesParseOptions,
  });
  const result = estimateCost(checked, new KubernetesCostEstimator(testSizeEstimator), {
    presenceTestHasCost: false,
    overloadEstimators: kubernetesOverloadEstimators(),
  });
  return [result.min, result.max];
}

for (const [name, rows] of Object.entries(tables)) {
  describe(`apiserver ${name}`, () => {
    for (const [expr, min, max] of rows) {
      it(expr, () => {
        expect(estimate(expr)).toEqual([BigInt(min), BigInt(max)]);
      });
    }
  });
}

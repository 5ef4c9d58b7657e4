/**
 * The cost limits of CRD validation rules: apiextensions `pkg/apiserver/schema/cel/compilation.go` (a rule's
 * MaxCost with the size estimator rooted at `self`, its MaxCardinality) and
 * `pkg/apis/apiextensions/validation/validation.go` (getExpressionCost, multiplyWithOverflowGuard,
 * getCostErrorMessage, the per-expression and per-CRD limits).
 */
import type { CheckedAst } from "../checker/checker.js";
import type { DeclType } from "../schema/decl-type.js";
import { estimateSize, maxCardinality } from "../schema/rule-scope.js";
import type { AstNode } from "./ast-node.js";
import { estimateCost } from "./coster.js";
import { maxUint64 } from "./estimates.js";
import { kubernetesOverloadEstimators } from "./ext-estimators.js";
import { formatGoFixed } from "./go-fixed.js";
import { KubernetesCostEstimator } from "./kubernetes-call-cost.js";

/** `StaticEstimatedCostLimit`: the largest static cost of one expression. */
export const staticEstimatedCostLimit = 10_000_000n;
/** `StaticEstimatedCRDCostLimit`: the largest total cost of a CRD's x-kubernetes-validations. */
export const staticEstimatedCRDCostLimit = 100_000_000n;

/** `newCostEstimator(root)`: the Kubernetes estimator whose sizes come from the schema under `self`. */
export function crdCostEstimator(root: DeclType): KubernetesCostEstimator {
  return new KubernetesCostEstimator({
    estimateSize: (node: AstNode) => (node.path === undefined ? undefined : estimateSize(root, node.path)),
  });
}

/**
 * `env.EstimateCost(ast, estimator)` in the API server's environment: presence tests cost nothing
 * (`PresenceTestHasCost(false)`) and the extension libraries' overload estimators apply.
 */
export function estimateKubernetesCost(checked: CheckedAst, estimator: KubernetesCostEstimator) {
  return estimateCost(checked, estimator, {
    presenceTestHasCost: false,
    overloadEstimators: kubernetesOverloadEstimators(),
  });
}

/** The cost fields of a `CompilationResult`. */
export interface RuleCost {
  /** `MaxCost`: the worst-case cost of one evaluation. */
  readonly maxCost: bigint;
  /** `MaxCardinality`: how often the rule may run when its node sits under unbounded lists or maps. */
  readonly maxCardinality: bigint;
}

/** The costs `compileRule` records for a checked rule on a node of type `root`. */
export function ruleCost(checked: CheckedAst, root: DeclType): RuleCost {
  return {
    maxCost: expressionMaxCost(checked, root),
    maxCardinality: maxCardinality(root.minSerializedSize),
  };
}

/** `costEst.Max` of `compileRule`: a rule's MaxCost, or a messageExpression's MessageExpressionMaxCost. */
export function expressionMaxCost(checked: CheckedAst, root: DeclType): bigint {
  return estimateKubernetesCost(checked, crdCostEstimator(root)).max;
}

/** `multiplyWithOverflowGuard`: the product, or 2^64-1 when it overflows; 0 for an empty rule. */
export function multiplyWithOverflowGuard(baseCost: bigint, cardinality: bigint): bigint {
  if (baseCost === 0n) return 0n;
  if (maxUint64 / baseCost < cardinality) return maxUint64;
  return baseCost * cardinality;
}

/**
 * `getExpressionCost`: the rule's cost times how often it runs, from the schema's ancestors when they bound it
 * (`cardinality` from {@link CelCostContext}), else from the rule's own MaxCardinality.
 */
export function getExpressionCost(cost: RuleCost, cardinality: bigint | undefined): bigint {
  return multiplyWithOverflowGuard(cost.maxCost, cardinality ?? cost.maxCardinality);
}

/** `getCostErrorMessage`, Go's float formatting included. */
export function getCostErrorMessage(costName: string, expressionCost: bigint, costLimit: bigint): string {
  const exceedFactor = Number(expressionCost) / Number(costLimit);
  let factor: string;
  if (exceedFactor > 100.0) {
    // Beyond two orders of magnitude the rule is likely O(n²) or worse; the number adds nothing.
    factor = "more than 100x";
  } else if (exceedFactor < 1.5) {
    // %f, so that it does not read "by a factor of 1.0x".
    factor = `${formatGoFixed(exceedFactor, 6)}x`;
  } else {
    factor = `${formatGoFixed(exceedFactor, 1)}x`;
  }
  return `${costName} exceeds budget by factor of ${factor} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}

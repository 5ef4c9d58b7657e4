/**
 * The hooks of cel-go's cost estimation (checker/cost.go): `AstNode`, what a library's estimator sees of a call's
 * target and arguments, and `CostEstimator`, through which a library sizes inputs and prices its functions.
 */
import type { Expr } from "../ast/expr.js";
import type { CelType } from "../common/types.js";
import type { CostEstimate, SizeEstimate } from "./estimates.js";

export interface AstNode {
  /**
   * The field path to the node through the declared variables, or undefined when the node is not directly
   * reachable from them: a variable name, then field names, `@items`, `@keys`, `@values` (and `@indices`).
   */
  readonly path: readonly string[] | undefined;
  /** The checked type (DYN when the checker recorded none, as `ast.GetType`). */
  readonly type: CelType;
  /** The expression; undefined for the synthetic list-element node of the Kubernetes estimator. */
  readonly expr: Expr | undefined;
  /** The size known from the expression itself (literals, inline lists and maps, concatenations). */
  readonly computedSize: SizeEstimate | undefined;
}

/** `checker.CallEstimate`: a call's cost and, for strings, bytes, lists and maps, its result size. */
export interface CallEstimate {
  readonly cost: CostEstimate;
  readonly resultSize?: SizeEstimate;
}

/** `checker.CostEstimator`. */
export interface CostEstimator {
  /** The size of a value CEL cannot size itself (such as a variable), or undefined. */
  estimateSize(node: AstNode): SizeEstimate | undefined;
  /** A library function's cost, or undefined to use CEL's rules. */
  estimateCallCost(
    fn: string,
    overloadId: string,
    target: AstNode | undefined,
    args: readonly AstNode[],
  ): CallEstimate | undefined;
}

/** `checker.FunctionEstimator`: an overload's estimate that takes precedence over the CostEstimator's. */
export type FunctionEstimator = (
  estimator: CostEstimator,
  target: AstNode | undefined,
  args: readonly AstNode[],
) => CallEstimate | undefined;

/** The `CostOption`s of `checker.Cost`. */
export interface CostOptions {
  /** `PresenceTestHasCost`: cel-go's default is true; Kubernetes sets false. */
  readonly presenceTestHasCost?: boolean;
  /** `OverloadCostEstimate` options, by overload id. */
  readonly overloadEstimators?: ReadonlyMap<string, FunctionEstimator>;
}

/** The size of a node: its computed size, else the estimator's, else unknown (ext's and Kubernetes' `sizeEstimate`). */
export function nodeSize(estimator: CostEstimator, node: AstNode): SizeEstimate {
  return node.computedSize ?? estimator.estimateSize(node) ?? { min: 0n, max: (1n << 64n) - 1n };
}

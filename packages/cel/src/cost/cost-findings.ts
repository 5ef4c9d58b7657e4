/**
 * The cost checks of apiextensions `ValidateCustomResourceDefinitionOpenAPISchema` (validation.go): after a
 * node's rules compile, each rule's cost times the node's cardinality is held to `StaticEstimatedCostLimit`, each
 * messageExpression's cost (not multiplied) likewise, both are added to the CRD's TotalCost; after the walk, a
 * total above `StaticEstimatedCRDCostLimit` is reported on the most expensive rules and on the schema root.
 * The findings carry upstream's texts; the structural checker turns them into its diagnostics.
 */
import type { CelCostContext } from "./cel-cost-context.js";
import {
  type RuleCost,
  getCostErrorMessage,
  getExpressionCost,
  staticEstimatedCRDCostLimit,
  staticEstimatedCostLimit,
} from "./crd-cost.js";

/** A `field.Forbidden` error: the path as the API server prints it, and the detail. */
export interface CostFinding {
  readonly path: string;
  readonly detail: string;
}

/** The costs of one compiled rule (`CompilationResult`), with the messageExpression's when it compiled. */
export interface CompiledRuleCost extends RuleCost {
  readonly messageExpressionMaxCost?: bigint;
}

export interface RuleCostOptions {
  /** `suppressPerExpressionCost`: set for versions whose rules were already stored (ratcheting). */
  readonly suppressPerExpressionCost?: boolean;
}

/**
 * The cost part of the loop over `compResults` for the node at `nodePath` (e.g.
 * `spec.validation.openAPIV3Schema.properties[list].items`): rule i's path is
 * `<nodePath>.x-kubernetes-validations[i].rule`.
 */
export function observeRuleCosts(
  nodePath: string,
  rules: readonly CompiledRuleCost[],
  context: CelCostContext,
  options: RuleCostOptions = {},
): CostFinding[] {
  return rules.flatMap((rule, i) => {
    const rulePath = `${nodePath}.x-kubernetes-validations[${i}]`;
    const ruleFinding = observeRuleCost(`${rulePath}.rule`, rule, context, options);
    const messageCost = rule.messageExpressionMaxCost;
    const messageFinding =
      messageCost === undefined
        ? undefined
        : observeMessageExpressionCost(`${rulePath}.messageExpression`, messageCost, context, options);
    return [ruleFinding, messageFinding].filter((f): f is CostFinding => f !== undefined);
  });
}

/**
 * One rule's cost times the node's cardinality: added to the CRD's total, and a finding (at `path`, the rule's
 * `….rule`) when above the per-expression limit.
 */
export function observeRuleCost(
  path: string,
  rule: RuleCost,
  context: CelCostContext,
  options: RuleCostOptions = {},
): CostFinding | undefined {
  const expressionCost = getExpressionCost(rule, context.maxCardinality);
  context.totalCost.observeExpressionCost(path, expressionCost);
  if (options.suppressPerExpressionCost === true || expressionCost <= staticEstimatedCostLimit) {
    return undefined;
  }
  return {
    path,
    detail: getCostErrorMessage("estimated rule cost", expressionCost, staticEstimatedCostLimit),
  };
}

/** A messageExpression's cost (not multiplied by the cardinality), likewise. */
export function observeMessageExpressionCost(
  path: string,
  messageCost: bigint,
  context: CelCostContext,
  options: RuleCostOptions = {},
): CostFinding | undefined {
  context.totalCost.observeExpressionCost(path, messageCost);
  if (options.suppressPerExpressionCost === true || messageCost <= staticEstimatedCostLimit) return undefined;
  return {
    path,
    detail: getCostErrorMessage("estimated messageExpression cost", messageCost, staticEstimatedCostLimit),
  };
}

/**
 * After the schema walk: when the total exceeds the per-CRD limit, one finding per most expensive rule and one on
 * the schema (`schemaPath`, e.g. `spec.validation.openAPIV3Schema`).
 */
export function totalCostFindings(context: CelCostContext, schemaPath: string): CostFinding[] {
  const total = context.totalCost;
  if (total.total <= staticEstimatedCRDCostLimit) return [];
  return [
    ...total.mostExpensive.map((expensive) => ({
      path: expensive.path,
      detail: "contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema",
    })),
    {
      path: schemaPath,
      detail: getCostErrorMessage(
        "x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema",
        total.total,
        staticEstimatedCRDCostLimit,
      ),
    },
  ];
}

/**
 * The longer branches of the Kubernetes `EstimateCallCost` (apiserver pkg/cel/library/cost.go): string replace,
 * split and join result sizes, selector parsing, and `listElementNode`.
 */
import type { AstNode, CallEstimate, CostEstimator } from "./ast-node.js";
import { nodeSize } from "./ast-node.js";
import {
  type CostEstimate,
  type SizeEstimate,
  addEstimates,
  costFactors,
  fixedEstimate,
  goFloatToUint64,
  maxUint64,
  multiplyByCostFactor,
  multiplyEstimates,
  wrapUint64,
} from "./estimates.js";

const stringFactor = costFactors.stringTraversalCostFactor;
/** The shortest repeatable selector requirement that allocates a values slice is 2 characters: `k,`. */
const selectorLengthToRequirementCount = 0.5;
/** Each requirement is a struct and a values slice. */
const costPerRequirement = Number(costFactors.listCreateBaseCost + costFactors.structCreateBaseCost);

/** `selectorCostEstimate`: a parse into a list of requirements. */
export function selectorCostEstimate(selectorLength: SizeEstimate): CostEstimate {
  const parseCost = multiplyByCostFactor(selectorLength, stringFactor);
  const requirementCount = multiplyByCostFactor(selectorLength, selectorLengthToRequirementCount);
  const requirementCost = multiplyByCostFactor(requirementCount, costPerRequirement);
  return addEstimates(
    addEstimates(fixedEstimate(costFactors.listCreateBaseCost), parseCost),
    requirementCost,
  );
}

/** `replace`: the traversal plus the construction of the result; the result size from the longest/shortest case. */
export function estimateReplace(
  sz: SizeEstimate,
  toReplace: SizeEstimate,
  replaceWith: SizeEstimate,
): CallEstimate {
  let countMax: bigint;
  let countMin: bigint;
  let retainedMax = 0n;
  let retainedMin = 0n;
  // The longest result.
  if (toReplace.min === 0n) {
    // Replacing "" surrounds every character with the replacement.
    countMax = sz.max < maxUint64 ? sz.max + 1n : sz.max;
    retainedMax = sz.max;
  } else if (replaceWith.max <= toReplace.min) {
    // The replacement never makes the result longer.
    countMax = 0n;
    retainedMax = sz.max;
  } else {
    countMax = goFloatToUint64(Math.ceil(Number(sz.max) / Number(toReplace.min)));
  }
  // The shortest result.
  if (toReplace.max === 0n) {
    countMin = sz.min < maxUint64 ? sz.min + 1n : sz.min;
    retainedMin = sz.min;
  } else if (toReplace.max <= replaceWith.min) {
    countMin = 0n;
    retainedMin = sz.min;
  } else {
    countMin = goFloatToUint64(Math.ceil(Number(sz.min) / Number(toReplace.max)));
  }
  const count = { min: countMin, max: countMax };
  const resultSize = addEstimates(multiplyEstimates(count, replaceWith), {
    min: retainedMin,
    max: retainedMax,
  });
  return { cost: multiplyByCostFactor(sz, 2 * stringFactor), resultSize };
}

/** `split`: at worst (separator "") every character is an element, unless a literal limit is given. */
export function estimateSplit(sz: SizeEstimate, limit: AstNode | undefined): CallEstimate {
  let max = sz.max;
  const literal = limit?.expr;
  if (literal?.kind === "literal" && literal.value.type === "int") max = wrapUint64(literal.value.value);
  return { cost: multiplyByCostFactor(sz, 2 * stringFactor), resultSize: { min: 0n, max } };
}

/** `join`: the elements' total size plus the separators between them. */
export function estimateJoin(
  estimator: CostEstimator,
  target: AstNode,
  separator: AstNode | undefined,
): CallEstimate {
  let sz: SizeEstimate = { min: 0n, max: 0n };
  const listSize = nodeSize(estimator, target);
  const element = listElementNode(target);
  if (element !== undefined) sz = multiplyEstimates(listSize, nodeSize(estimator, element));
  if (separator !== undefined) {
    const separators = {
      min: listSize.min > 0n ? listSize.min - 1n : 0n,
      max: listSize.max > 0n ? listSize.max - 1n : 0n,
    };
    sz = addEstimates(sz, multiplyEstimates(nodeSize(estimator, separator), separators));
  }
  return { cost: multiplyByCostFactor(sz, stringFactor), resultSize: sz };
}

/**
 * `listElementNode`: a node for the elements of `list` (its type's first parameter), with the path extended by
 * `@items` when the list has one, so that an items maxLength can be found.
 */
export function listElementNode(list: AstNode): AstNode | undefined {
  const elementType = list.type.params[0];
  if (elementType === undefined) return undefined;
  const path = list.path === undefined ? undefined : [...list.path, "@items"];
  return { path, type: elementType, expr: undefined, computedSize: undefined };
}

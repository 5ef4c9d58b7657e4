/**
 * The `OverloadCostEstimate` options of the cel-go extension libraries the API server's environment loads:
 * `ext.Sets()` (ext/sets.go estimateSetsCost) and `ext.Lists(ListsVersion(3))` (ext/lists.go, ext/costs.go).
 */
import type { AstNode, CallEstimate, CostEstimator, FunctionEstimator } from "./ast-node.js";
import { nodeSize } from "./ast-node.js";
import {
  type SizeEstimate,
  addEstimates,
  costFactors,
  fixedEstimate,
  maxUint64,
  multiplyByCostFactor,
  multiplyEstimates,
  wrapUint64,
} from "./estimates.js";
import { comparableTypeNames } from "../decls/ext/lists.js";

/** `callCostEstimate`. */
const callCost = fixedEstimate(1n);

/** `estimateSetsCost`: m·n comparisons, times the factor, plus the call. */
function estimateSetsCost(costFactor: number): FunctionEstimator {
  return (estimator: CostEstimator, _target: AstNode | undefined, args: readonly AstNode[]) => {
    const [a, b] = args;
    if (args.length !== 2 || a === undefined || b === undefined) return undefined;
    const product = multiplyEstimates(nodeSize(estimator, a), nodeSize(estimator, b));
    return { cost: addEstimates(multiplyByCostFactor(product, costFactor), callCost) };
  };
}

/** `nodeAsUintValue`: an int literal's value (negative ones as 0), else the default. */
function nodeAsUintValue(node: AstNode, defaultValue: bigint): bigint {
  const e = node.expr;
  if (e?.kind !== "literal" || e.value.type !== "int") return defaultValue;
  return e.value.value < 0n ? 0n : e.value.value;
}

/** `estimateListCall` with allocation: the result list's size times the factor, the call and a list creation. */
function estimateAllocatingListCall(costFactor: number, listSize: SizeEstimate): CallEstimate {
  const cost = addEstimates(multiplyByCostFactor(listSize, costFactor), callCost);
  return { cost: addEstimates(cost, fixedEstimate(costFactors.listCreateBaseCost)), resultSize: listSize };
}

const estimateListSlice: FunctionEstimator = (estimator, target, args) => {
  const [start, end] = args;
  if (target === undefined || args.length !== 2 || start === undefined || end === undefined) return undefined;
  const sz = nodeSize(estimator, target);
  // Go's uint64 subtraction wraps when end < start.
  return estimateAllocatingListCall(
    1,
    fixedEstimate(wrapUint64(nodeAsUintValue(end, sz.max) - nodeAsUintValue(start, 0n))),
  );
};

const estimateListsRange: FunctionEstimator = (_estimator, target, args) => {
  const [n] = args;
  if (target !== undefined || args.length !== 1 || n === undefined) return undefined;
  return estimateAllocatingListCall(1, fixedEstimate(nodeAsUintValue(n, maxUint64)));
};

const estimateListReverse: FunctionEstimator = (estimator, target, args) => {
  if (target === undefined || args.length !== 0) return undefined;
  return estimateAllocatingListCall(1, nodeSize(estimator, target));
};

/** A cost factor proportional to the flatten depth. */
const estimateListFlatten: FunctionEstimator = (estimator, target, args) => {
  if (target === undefined || args.length > 1) return undefined;
  const [depthArg] = args;
  const depth = depthArg === undefined ? 1n : nodeAsUintValue(depthArg, maxUint64);
  return estimateAllocatingListCall(Number(depth), nodeSize(estimator, target));
};

/** O(n²) with a factor of 2, as sets.contains with a result list. */
const estimateListDistinct: FunctionEstimator = (estimator, target, args) => {
  if (target === undefined || args.length !== 0) return undefined;
  const sz = nodeSize(estimator, target);
  return estimateAllocatingListCall(2, multiplyEstimates(sz, sz));
};

/** `estimateListSortCost`: O(n²) comparisons with a factor of 2, plus a scan for strings and bytes. */
function estimateListSortCost(
  estimator: CostEstimator,
  node: AstNode,
  elementTypeName: string,
): CallEstimate {
  const sz = nodeSize(estimator, node);
  let costFactor = 2.0;
  if (elementTypeName === "string" || elementTypeName === "bytes") {
    costFactor += costFactors.stringTraversalCostFactor;
  }
  return estimateAllocatingListCall(costFactor, multiplyEstimates(sz, sz));
}

/** The overload estimators of the API server's environment, by overload id. */
export function kubernetesOverloadEstimators(): ReadonlyMap<string, FunctionEstimator> {
  overloadEstimators ??= buildOverloadEstimators();
  return overloadEstimators;
}

// The table, built on first use: it depends on no input (a function per overload id), so it lives as long as
// the module rather than being a cache of anything a caller passed in; every rule's cost estimate reads it.
let overloadEstimators: ReadonlyMap<string, FunctionEstimator> | undefined;

function buildOverloadEstimators(): ReadonlyMap<string, FunctionEstimator> {
  const estimators = new Map<string, FunctionEstimator>([
    ["list_sets_contains_list", estimateSetsCost(1)],
    ["list_sets_intersects_list", estimateSetsCost(1)],
    // Equivalence may need two m·n passes, one per direction.
    ["list_sets_equivalent_list", estimateSetsCost(2)],
    ["list_slice", estimateListSlice],
    ["list_flatten", estimateListFlatten],
    ["list_flatten_int", estimateListFlatten],
    ["lists_range", estimateListsRange],
    ["list_reverse", estimateListReverse],
    ["list_distinct", estimateListDistinct],
  ]);
  for (const name of comparableTypeNames) {
    estimators.set(`list_${name}_sort`, (estimator, target, args) =>
      target === undefined || args.length !== 0 ? undefined : estimateListSortCost(estimator, target, name),
    );
    estimators.set(`list_${name}_sortByAssociatedKeys`, (estimator, target, args) => {
      const [keys] = args;
      if (target === undefined || args.length !== 1 || keys === undefined) return undefined;
      // The size of the list used as the sort index.
      return estimateListSortCost(estimator, keys, name);
    });
  }
  return estimators;
}

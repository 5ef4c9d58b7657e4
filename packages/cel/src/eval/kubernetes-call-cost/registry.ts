/**
 * The runtime call costs of the Kubernetes environment, as the evaluator's `callCost` hook: cel-go's
 * `CostTracker.costCall` asks the libraries' overload trackers first (by overload id), then the
 * environment's `ActualCostEstimator` (apiserver `library.CostEstimator.CallCost`, by function name);
 * undefined leaves the call to cel-go's default costs.
 *
 * Each library contributes its own table; add a library's tables to the two lists below.
 */
import type { CallCostHook } from "../cost.js";
import { extFunctionCallCosts, extOverloadTrackers } from "./ext.js";
import { kubernetesFunctionCallCosts } from "./kubernetes.js";
import type { FunctionCallCost, OverloadCostTracker } from "./registry-types.js";

const overloadTrackerTables: readonly ReadonlyMap<string, OverloadCostTracker>[] = [extOverloadTrackers];
const functionCallCostTables: readonly ReadonlyMap<string, FunctionCallCost>[] = [
  extFunctionCallCosts,
  kubernetesFunctionCallCosts,
];

function merge<V>(tables: readonly ReadonlyMap<string, V>[], what: string): ReadonlyMap<string, V> {
  const out = new Map<string, V>();
  for (const table of tables) {
    for (const [key, value] of table) {
      if (out.has(key)) throw new Error(`${what} ${key} has two runtime cost entries`);
      out.set(key, value);
    }
  }
  return out;
}

const overloadTrackers = merge(overloadTrackerTables, "overload");
const functionCallCosts = merge(functionCallCostTables, "function");

/** The Kubernetes environment's `callCost` hook for `evaluate`. */
export const kubernetesCallCost: CallCostHook = (fn, overloadId, args, result) =>
  overloadTrackers.get(overloadId)?.(args, result) ?? functionCallCosts.get(fn)?.(overloadId, args, result);

/** Only the ext libraries' own trackers: the cost of a plain `cel.NewEnv(ext.Sets(), ext.Lists(…))`. */
export const extLibrariesCallCost: CallCostHook = (_fn, overloadId, args, result) =>
  extOverloadTrackers.get(overloadId)?.(args, result);

/** The shapes of the runtime call-cost tables (cel-go `FunctionTracker`, apiserver `CallCost` cases). */
import type { CelValue } from "../../values/value.js";

/** cel-go `interpreter.FunctionTracker`: a library's cost for one overload id, or undefined to defer. */
export type OverloadCostTracker = (args: readonly CelValue[], result: CelValue) => bigint | undefined;

/** One case of apiserver `CostEstimator.CallCost`'s switch on the function name; undefined to defer. */
export type FunctionCallCost = (
  overloadId: string,
  args: readonly CelValue[],
  result: CelValue,
) => bigint | undefined;

/**
 * Runtime cost tracking as cel-go's `interpreter/runtimecost.go` (`CostTracker`), with Kubernetes'
 * `PresenceTestHasCost(false)`: the interpreter reports each observed program step and the tracker adds
 * its cost, stopping evaluation once the actual cost exceeds the limit.
 */
import {
  type CelValue,
  ListValue,
  MapValue,
  ObjectValue,
  objectSize,
  OpaqueValue,
  OptionalValue,
} from "../values/value.js";
import { costFactors } from "../cost/estimates.js";
import { codePointLength } from "./functions.js";

/**
 * cel-go's `ActualCostEstimator.CallCost` (Kubernetes' `library.CostEstimator`): the cost of one call, or
 * undefined to fall back to the default costs below.
 */
export type CallCostHook = (
  fn: string,
  overloadId: string,
  args: readonly CelValue[],
  result: CelValue,
) => bigint | undefined;

/** cel-go's `EvalCancelledError` with cause `CostLimitExceeded`. */
export class CostLimitExceeded extends Error {
  constructor() {
    super("operation cancelled: actual cost limit exceeded");
  }
}

/** cel-go's `actualSize`: the size of a Sizer (runes of a string), of an optional's value, else 1. */
export function actualSize(v: CelValue): bigint {
  if (typeof v === "string") return BigInt(codePointLength(v));
  if (v instanceof Uint8Array) return BigInt(v.length);
  if (v instanceof ListValue) return BigInt(v.size);
  if (v instanceof MapValue) return BigInt(v.size);
  if (v instanceof ObjectValue) return BigInt(objectSize(v));
  if (v instanceof OptionalValue && v.value !== undefined) return actualSize(v.value);
  if (v instanceof OpaqueValue) return v.size ?? 1n;
  return 1n;
}

/** The size of argument `i`, 1 when there is none. */
function argumentSize(args: readonly CelValue[], i: number): bigint {
  const v = args[i];
  return v === undefined ? 1n : actualSize(v);
}

/**
 * `Number(argumentSize(args, i))`: what comparisons' costs read of their operands' sizes, a string's (the usual
 * operand) counted without making it a bigint first.
 */
function numericSize(args: readonly CelValue[], i: number): number {
  const v = args[i];
  if (typeof v === "string") return codePointLength(v);
  return v === undefined ? 1 : Number(actualSize(v));
}

const ceil = (x: number): bigint => BigInt(Math.ceil(x));
const traversal = (size: bigint): bigint => ceil(Number(size) * costFactors.stringTraversalCostFactor);

const sizeComparisons = new Set(
  ["less", "greater", "less_equals", "greater_equals"].flatMap((p) => [`${p}_string`, `${p}_bytes`]),
);
sizeComparisons.add("equals");
sizeComparisons.add("not_equals");

export class CostTracker {
  private total = 0n;

  constructor(
    readonly limit: bigint | undefined,
    private readonly callCostHook: CallCostHook | undefined,
  ) {}

  get actualCost(): bigint {
    return this.total;
  }

  add(cost: bigint): void {
    // CostTracker.cost is a uint64 and `+=` wraps: a saturated call cost (math.MaxUint64, an apiserver cost
    // that overflows) takes the total one below where it was rather than past the limit.
    this.total = BigInt.asUintN(64, this.total + cost);
    if (this.limit !== undefined && this.total > this.limit) throw new CostLimitExceeded();
  }

  /**
   * When adding `cost` would pass the limit, adds it: the evaluation is cancelled as by {@link add}, with the
   * same total. Otherwise adds nothing.
   */
  addIfOverLimit(cost: bigint): void {
    if (this.limit !== undefined && BigInt.asUintN(64, this.total + cost) > this.limit) this.add(cost);
  }

  /** cel-go's `costCall`: the hook first, then the standard library's size-dependent costs, else 1. */
  callCost(fn: string, overloadId: string, args: readonly CelValue[], result: CelValue): bigint {
    const hooked = this.callCostHook?.(fn, overloadId, args, result);
    if (hooked !== undefined) return hooked;
    // Sizes are read as needed (most calls need none), without a closure over the arguments per call.
    switch (overloadId) {
      case "starts_with_string":
      case "ends_with_string":
      case "string_to_bytes":
      case "bytes_to_string":
      case "strings_quote":
      case "string_format":
        return traversal(argumentSize(args, 0));
      case "in_list":
        return argumentSize(args, 1);
      case "add_string":
      case "add_bytes":
        return traversal(argumentSize(args, 0) + argumentSize(args, 1));
      case "matches_string": {
        const strCost = ceil((1 + Number(argumentSize(args, 0))) * costFactors.stringTraversalCostFactor);
        const regexCost = ceil(Number(argumentSize(args, 1)) * costFactors.regexStringLengthCostFactor);
        return strCost * regexCost;
      }
      case "contains_string":
        return traversal(argumentSize(args, 0)) * traversal(argumentSize(args, 1));
    }
    if (sizeComparisons.has(overloadId)) {
      // traversal(min(size0, size1)) with the sizes as numbers, without a bigint per size: what traversal reads
      // of the smaller size is its Number, and Number keeps the order of the sizes.
      return ceil(
        Math.min(numericSize(args, 0), numericSize(args, 1)) * costFactors.stringTraversalCostFactor,
      );
    }
    return 1n;
  }
}

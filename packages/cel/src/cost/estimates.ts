/**
 * cel-go's `checker.SizeEstimate` and `checker.CostEstimate` (checker/cost.go) with their uint64 arithmetic:
 * adds and multiplies saturate at 2^64-1 as `addUint64NoOverflow`/`multiplyUint64NoOverflow` do, cost factors
 * go through float64 and round up as `multiplyByCostFactor` does. Both are `{min, max}` bigints in [0, 2^64).
 */
import type { SizeEstimate } from "../schema/rule-scope.js";

export type { SizeEstimate };

/** cel-go's `CostEstimate`: the same shape as a size, kept as its own name for readability. */
export interface CostEstimate {
  readonly min: bigint;
  readonly max: bigint;
}

/** `math.MaxUint64`. */
export const maxUint64 = (1n << 64n) - 1n;
/** `doubleTwoTo64`, 2^64 as a float64; also what `float64(math.MaxUint64)` rounds to. */
const twoTo64 = 2 ** 64;

/** Go's wrapping uint64 arithmetic (`a * 4`, `a + 2` on uint64 values): the result modulo 2^64. */
export function wrapUint64(x: bigint): bigint {
  return BigInt.asUintN(64, x);
}

/** `addUint64NoOverflow`. */
export function addSaturating(x: bigint, y: bigint): bigint {
  return x + y > maxUint64 ? maxUint64 : x + y;
}

/** `multiplyUint64NoOverflow`. */
export function multiplySaturating(x: bigint, y: bigint): bigint {
  return x * y > maxUint64 ? maxUint64 : x * y;
}

/**
 * Go's `uint64(f)` for a non-negative float64 as amd64 compiles it (the API server's usual platform): values at or
 * above 2^63 are converted as `uint64(f - 2^63) | 1<<63`, so anything at or above 2^64 becomes 2^63.
 */
export function goFloatToUint64(f: number): bigint {
  if (!(f >= 0)) return 0n;
  const cutoff = 2 ** 63;
  if (f < cutoff) return BigInt(Math.trunc(f));
  const low = f - cutoff;
  const lowBits = low < cutoff ? BigInt(Math.trunc(low)) : 1n << 63n;
  return lowBits | (1n << 63n);
}

/** `multiplyByCostFactor`: `x * factor` in float64, rounded up, saturating at 2^64-1. */
export function multiplyByFactor(x: bigint, factor: number): bigint {
  const xFloat = Number(x);
  if (xFloat > 0 && factor > 0 && xFloat > twoTo64 / factor) return maxUint64;
  const ceil = Math.ceil(xFloat * factor);
  if (ceil >= twoTo64) return maxUint64;
  return BigInt(ceil);
}

export function fixedEstimate(n: bigint): CostEstimate {
  return { min: n, max: n };
}

/** `UnknownSizeEstimate()`: between 0 and 2^64-1. */
export const unknownSize: SizeEstimate = Object.freeze({ min: 0n, max: maxUint64 });
/**
 * `UnknownCostEstimate()`: the same bounds as a cost, under cel-go's other name.
 * @alias
 */
export const unknownCost: CostEstimate = unknownSize;

/** `Add` of either estimate kind. */
export function addEstimates(a: CostEstimate, b: CostEstimate): CostEstimate {
  return { min: addSaturating(a.min, b.min), max: addSaturating(a.max, b.max) };
}

/** `Multiply` (and `SizeEstimate.MultiplyByCost`). */
export function multiplyEstimates(a: CostEstimate, b: CostEstimate): CostEstimate {
  return { min: multiplySaturating(a.min, b.min), max: multiplySaturating(a.max, b.max) };
}

/** `MultiplyByCostFactor`. */
export function multiplyByCostFactor(a: CostEstimate, factor: number): CostEstimate {
  return { min: multiplyByFactor(a.min, factor), max: multiplyByFactor(a.max, factor) };
}

/** `Union`: the smaller min and the larger max. */
export function unionEstimates(a: CostEstimate, b: CostEstimate): CostEstimate {
  return { min: b.min < a.min ? b.min : a.min, max: b.max > a.max ? b.max : a.max };
}

/** cel-go `common/cost.go`. */
export const costFactors = Object.freeze({
  selectAndIdentCost: 1n,
  constCost: 0n,
  listCreateBaseCost: 10n,
  mapCreateBaseCost: 30n,
  structCreateBaseCost: 40n,
  stringTraversalCostFactor: 0.1,
  regexStringLengthCostFactor: 0.25,
});

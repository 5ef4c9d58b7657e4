/** cel-go's checked integer arithmetic (`common/types/overflow.go`) over bigint. */
import { divisionByZero, intOverflow, modulusByZero, uintOverflow } from "./errors.js";
import type { ErrorValue } from "./value.js";
import { UintValue } from "./value.js";

export const int64Min = -(2n ** 63n);
export const int64Max = 2n ** 63n - 1n;
export const uint64Max = 2n ** 64n - 1n;

export function checkedInt(v: bigint): bigint | ErrorValue {
  return v < int64Min || v > int64Max ? intOverflow() : v;
}

export function checkedUint(v: bigint): UintValue | ErrorValue {
  return v < 0n || v > uint64Max ? uintOverflow() : new UintValue(v);
}

/** Go's `/` on int64 truncates toward zero, as bigint division does; MinInt64 / -1 overflows. */
export function divideInt(x: bigint, y: bigint): bigint | ErrorValue {
  if (y === 0n) return divisionByZero();
  return checkedInt(x / y);
}

/** Go's `%` takes the dividend's sign, as bigint `%` does; cel-go reports MinInt64 % -1 as overflow. */
export function moduloInt(x: bigint, y: bigint): bigint | ErrorValue {
  if (y === 0n) return modulusByZero();
  if (y === -1n && x === int64Min) return intOverflow();
  return x % y;
}

export function divideUint(x: bigint, y: bigint): UintValue | ErrorValue {
  return y === 0n ? divisionByZero() : new UintValue(x / y);
}

export function moduloUint(x: bigint, y: bigint): UintValue | ErrorValue {
  return y === 0n ? modulusByZero() : new UintValue(x % y);
}

/**
 * cel-go's `doubleToInt64Checked`: NaN, infinities and values at or beyond the int64 bounds (as float64
 * rounds them: 2^63) overflow.
 */
export function doubleToInt(v: number): bigint | ErrorValue {
  if (!Number.isFinite(v) || v <= -(2 ** 63) || v >= 2 ** 63) return intOverflow();
  return BigInt(Math.trunc(v));
}

/** cel-go's `doubleToUint64Checked`. */
export function doubleToUint(v: number): UintValue | ErrorValue {
  if (!Number.isFinite(v) || v < 0 || v >= 2 ** 64) return uintOverflow();
  return new UintValue(BigInt(Math.trunc(v)));
}

/** Go's `strconv.ParseInt(s, 10, 64)` syntax: an optional sign and decimal digits only. */
export function parseDecimalInt(s: string, signed: boolean): bigint | undefined {
  const re = signed ? /^[+-]?[0-9]+$/ : /^[0-9]+$/;
  if (!re.test(s)) return undefined;
  // Go accepts underscores only with base 0; base 10 takes digits only, which the regexp ensured.
  const v = BigInt(s);
  return v;
}

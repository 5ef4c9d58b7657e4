import { goFloat, goNumber } from "../../model/go-format.js";
import { GoSyntax } from "../../model/go-value.js";

const int64Min = -(1n << 63n);

/**
 * Go's `int64(f)` of a float64 as Go computes it on amd64 (CVTTSD2SQ), the platform crdgen follows: truncation toward
 * zero, and math.MinInt64 for a value outside int64's range (the Go spec leaves that result to the platform).
 */
export function goInt64(f: number): bigint {
  if (f >= -(2 ** 63) && f < 2 ** 63) return BigInt(Math.trunc(f));
  return int64Min;
}

/**
 * An int64 as a field error shows it (`%v`): a JavaScript number when it holds the value exactly, else the
 * decimal text.
 */
export function int64Value(n: bigint): unknown {
  const asNumber = Number(n);
  return Number.isSafeInteger(asNumber) ? asNumber : new GoSyntax(n.toString());
}

/**
 * A float64 as a field error shows it (`%v`, e.g. `1e+07`): the number itself when crdgen would render it so,
 * else the text of Go's float formatting (an integral float64 reads as an int64 in JavaScript).
 */
export function float64Value(f: number): unknown {
  const text = goFloat(f);
  return goNumber(f) === text ? f : new GoSyntax(text);
}

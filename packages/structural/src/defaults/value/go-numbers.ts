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
 * The integer that `strconv.FormatFloat(f, 'f', -1, 64)` writes for `f` (its shortest round-trip digits, padded
 * with zeros), or undefined when that text has a fraction: what `strconv.ParseInt` then reads. JavaScript's
 * number-to-string conversion picks the same shortest digits.
 */
export function shortestInteger(f: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(f));
  if (match === null) return undefined;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  const shift = Number(exponent) - fraction.length;
  if (shift < 0) return undefined;
  const magnitude = BigInt(whole + fraction) * 10n ** BigInt(shift);
  return sign === "-" ? -magnitude : magnitude;
}

/** A signed integer of `bits` bits, as strconv.ParseInt(…, 10, bits) accepts it. */
export function fitsInt(n: bigint, bits: 32 | 64): boolean {
  const limit = 1n << BigInt(bits - 1);
  return n >= -limit && n < limit;
}

// Half-way between the largest float32 and 2^128: strconv.ParseFloat(…, 32) rounds a decimal from here up (to
// even, which is 2^128) and reports it out of range.
const float32Overflow = (1n << 128n) - (1n << 103n);

/** Whether strconv.ParseFloat(FormatFloat(f, 'f', -1, 64), 32) succeeds: the shortest decimal of `f` fits float32. */
export function fitsFloat32(f: number): boolean {
  if (Math.abs(f) < 2 ** 53) return true;
  const n = shortestInteger(f) ?? 0n;
  return (n < 0n ? -n : n) < float32Overflow;
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

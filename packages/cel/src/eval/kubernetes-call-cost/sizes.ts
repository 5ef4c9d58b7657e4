/** The size and arithmetic helpers cel-go's ext libraries and apiserver's `library/cost.go` share. */
import { codePointLength } from "../functions.js";
import { type CelValue, ListValue, MapValue, ObjectValue, objectSize } from "../../values/value.js";

/** `actualSize`: the size of a `traits.Sizer` (runes of a string, bytes, entries), else 1. */
export function sizerSize(v: CelValue | undefined): bigint {
  if (typeof v === "string") return BigInt(codePointLength(v));
  if (v instanceof Uint8Array) return BigInt(v.length);
  if (v instanceof ListValue) return BigInt(v.size);
  if (v instanceof MapValue) return BigInt(v.size);
  if (v instanceof ObjectValue) return BigInt(objectSize(v));
  return 1n;
}

/**
 * Go's `uint64(x)` of a float64, as amd64 converts it: truncation toward zero; a negative value within the
 * int64 range wraps around (the two's complement of the truncated int64); a value out of range (NaN, ±Inf, at
 * least 2^64, below -2^63) gives 2^63, the "integer indefinite" of CVTTSD2SI (checked with Go 1.25 on amd64).
 */
export function goUint64(x: number): bigint {
  if (Number.isNaN(x) || x >= 2 ** 64 || x < -(2 ** 63)) return 2n ** 63n;
  const t = BigInt(Math.trunc(x));
  return t < 0n ? 2n ** 64n + t : t;
}

/** `uint64(math.Ceil(x))`. */
export const ceilUint64 = (x: number): bigint => goUint64(Math.ceil(x));

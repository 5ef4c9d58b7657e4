/** The arithmetic operators of cel-go's standard library (`_+_`, `_-_`, `_*_`, `_/_`, `_%_`, `-_`). */
import { checkedInt, checkedUint, divideInt, divideUint, moduloInt, moduloUint } from "../values/int64.js";
import { addLists } from "../values/list-ops.js";
import { checkedDuration, checkedTimestamp, negatedDuration, subtractTimestamps } from "../values/time.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  TimestampValue,
  UintValue,
} from "../values/value.js";
import { isBytes, isDouble, isDuration, isInt, isList, isString, isTimestamp, isUint } from "./matchers.js";
import type { ArgMatcher, RuntimeOverload } from "./overload.js";

export function overload(
  fn: string,
  id: string,
  args: readonly ArgMatcher[],
  impl: (args: readonly CelValue[]) => CelValue,
): RuntimeOverload {
  return { function: fn, id, args, impl };
}

const int = (v: CelValue | undefined): bigint => (typeof v === "bigint" ? v : 0n);
const uint = (v: CelValue | undefined): bigint => (v instanceof UintValue ? v.value : 0n);
const dbl = (v: CelValue | undefined): number => (typeof v === "number" ? v : 0);
const str = (v: CelValue | undefined): string => (typeof v === "string" ? v : "");
const bytes = (v: CelValue | undefined): Uint8Array => (v instanceof Uint8Array ? v : new Uint8Array());
const ts = (v: CelValue | undefined): TimestampValue =>
  v instanceof TimestampValue ? v : new TimestampValue(0n);
const dur = (v: CelValue | undefined): DurationValue =>
  v instanceof DurationValue ? v : new DurationValue(0n);
const list = (v: CelValue | undefined): ListValue => (v instanceof ListValue ? v : new ListValue([]));

export const argAccess = { int, uint, dbl, str, bytes, ts, dur, list };

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** cel-go's `addTimeDurationChecked` and friends: the result must stay within the timestamp range. */
function addTimestamp(t: TimestampValue, d: bigint): CelValue {
  return checkedTimestamp(t.nanos + d, t.offsetSeconds);
}

export const arithmeticOverloads: readonly RuntimeOverload[] = [
  overload("_+_", "add_bytes", [isBytes, isBytes], ([a, b]) => concatBytes(bytes(a), bytes(b))),
  overload("_+_", "add_double", [isDouble, isDouble], ([a, b]) => dbl(a) + dbl(b)),
  overload("_+_", "add_duration_duration", [isDuration, isDuration], ([a, b]) =>
    checkedDuration(dur(a).nanos + dur(b).nanos),
  ),
  overload("_+_", "add_duration_timestamp", [isDuration, isTimestamp], ([a, b]) =>
    addTimestamp(ts(b), dur(a).nanos),
  ),
  overload("_+_", "add_timestamp_duration", [isTimestamp, isDuration], ([a, b]) =>
    addTimestamp(ts(a), dur(b).nanos),
  ),
  overload("_+_", "add_int64", [isInt, isInt], ([a, b]) => checkedInt(int(a) + int(b))),
  overload("_+_", "add_list", [isList, isList], ([a, b]) => addLists(list(a), list(b))),
  overload("_+_", "add_string", [isString, isString], ([a, b]) => str(a) + str(b)),
  overload("_+_", "add_uint64", [isUint, isUint], ([a, b]) => checkedUint(uint(a) + uint(b))),
  overload("_/_", "divide_double", [isDouble, isDouble], ([a, b]) => dbl(a) / dbl(b)),
  overload("_/_", "divide_int64", [isInt, isInt], ([a, b]) => divideInt(int(a), int(b))),
  overload("_/_", "divide_uint64", [isUint, isUint], ([a, b]) => divideUint(uint(a), uint(b))),
  overload("_%_", "modulo_int64", [isInt, isInt], ([a, b]) => moduloInt(int(a), int(b))),
  overload("_%_", "modulo_uint64", [isUint, isUint], ([a, b]) => moduloUint(uint(a), uint(b))),
  overload("_*_", "multiply_double", [isDouble, isDouble], ([a, b]) => dbl(a) * dbl(b)),
  overload("_*_", "multiply_int64", [isInt, isInt], ([a, b]) => checkedInt(int(a) * int(b))),
  overload("_*_", "multiply_uint64", [isUint, isUint], ([a, b]) => checkedUint(uint(a) * uint(b))),
  overload("-_", "negate_double", [isDouble], ([a]) => -dbl(a)),
  overload("-_", "negate_int64", [isInt], ([a]) => checkedInt(-int(a))),
  overload("_-_", "subtract_double", [isDouble, isDouble], ([a, b]) => dbl(a) - dbl(b)),
  overload("_-_", "subtract_duration_duration", [isDuration, isDuration], ([a, b]) =>
    checkedDuration(dur(a).nanos - dur(b).nanos),
  ),
  overload("_-_", "subtract_int64", [isInt, isInt], ([a, b]) => checkedInt(int(a) - int(b))),
  overload("_-_", "subtract_timestamp_duration", [isTimestamp, isDuration], ([a, b]) => {
    const negated = negatedDuration(dur(b));
    return negated instanceof ErrorValue ? negated : addTimestamp(ts(a), negated);
  }),
  overload("_-_", "subtract_timestamp_timestamp", [isTimestamp, isTimestamp], ([a, b]) =>
    subtractTimestamps(ts(a), ts(b)),
  ),
  overload("_-_", "subtract_uint64", [isUint, isUint], ([a, b]) => checkedUint(uint(a) - uint(b))),
];

/** The type conversions of cel-go's standard library (`ConvertToType` of each value type). */
import { timestampOverflow, intOverflow, uintOverflow } from "../values/errors.js";
import { formatGoFloat } from "../common/debug.js";
import { doubleToInt, doubleToUint, int64Max, parseDecimalInt, uint64Max } from "../values/int64.js";
import {
  checkedTimestamp,
  formatDuration,
  formatTimestamp,
  maxUnixSeconds,
  minUnixSeconds,
  nanosPerSecond,
  parseDuration,
  unixSeconds,
} from "../values/time.js";
import { parseGoRFC3339 } from "../validators/go-timestamp.js";
import {
  DurationValue,
  ErrorValue,
  TimestampValue,
  TypeValue,
  UintValue,
  typeNameOf,
} from "../values/value.js";
import { argAccess as a, overload } from "./arithmetic.js";
import { parseGoFloat } from "./go-parse-float.js";
import {
  isAny,
  isBool,
  isBytes,
  isDouble,
  isDuration,
  isInt,
  isString,
  isTimestamp,
  isUint,
} from "./matchers.js";
import type { RuntimeOverload } from "./overload.js";

/** cel-go's `type conversion error from 'string' to 'int'`, with the types' runtime names. */
const conversionError = (from: string, to: string): ErrorValue =>
  new ErrorValue(`type conversion error from '${from}' to '${to}'`);

const identity = (fn: string, id: string, m: typeof isAny): RuntimeOverload =>
  overload(fn, id, [m], ([v]) => v ?? null);

const goBools: Record<string, boolean> = {
  "1": true,
  t: true,
  T: true,
  TRUE: true,
  true: true,
  True: true,
  "0": false,
  f: false,
  F: false,
  FALSE: false,
  false: false,
  False: false,
};

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export const conversionOverloads: readonly RuntimeOverload[] = [
  overload("type", "type", [isAny], ([v]) => new TypeValue(typeNameOf(v ?? null))),
  identity("bool", "bool_to_bool", isBool),
  overload(
    "bool",
    "string_to_bool",
    [isString],
    ([v]) => goBools[a.str(v)] ?? conversionError("string", "bool"),
  ),
  identity("bytes", "bytes_to_bytes", isBytes),
  overload("bytes", "string_to_bytes", [isString], ([v]) => utf8.encode(a.str(v))),
  identity("double", "double_to_double", isDouble),
  overload("double", "int64_to_double", [isInt], ([v]) => Number(a.int(v))),
  overload(
    "double",
    "string_to_double",
    [isString],
    ([v]) => parseGoFloat(a.str(v)) ?? conversionError("string", "double"),
  ),
  overload("double", "uint64_to_double", [isUint], ([v]) => Number(a.uint(v))),
  identity("duration", "duration_to_duration", isDuration),
  overload("duration", "string_to_duration", [isString], ([v]) => {
    const d = parseDuration(a.str(v));
    return d === undefined ? conversionError("string", "google.protobuf.Duration") : new DurationValue(d);
  }),
  identity("dyn", "to_dyn", isAny),
  identity("int", "int64_to_int64", isInt),
  overload("int", "double_to_int64", [isDouble], ([v]) => doubleToInt(a.dbl(v))),
  overload("int", "duration_to_int64", [isDuration], ([v]) => a.dur(v).nanos),
  overload("int", "string_to_int64", [isString], ([v]) => {
    const n = parseDecimalInt(a.str(v), true);
    return n === undefined || n < -(2n ** 63n) || n > int64Max ? conversionError("string", "int") : n;
  }),
  overload("int", "timestamp_to_int64", [isTimestamp], ([v]) => unixSeconds(a.ts(v))),
  overload("int", "uint64_to_int64", [isUint], ([v]) => (a.uint(v) > int64Max ? intOverflow() : a.uint(v))),
  identity("string", "string_to_string", isString),
  overload("string", "bool_to_string", [isBool], ([v]) => (v === true ? "true" : "false")),
  overload("string", "bytes_to_string", [isBytes], ([v]) => {
    try {
      return strictUtf8.decode(a.bytes(v));
    } catch {
      return new ErrorValue("invalid UTF-8 in bytes, cannot convert to string");
    }
  }),
  overload("string", "double_to_string", [isDouble], ([v]) => formatGoFloat(a.dbl(v))),
  overload("string", "duration_to_string", [isDuration], ([v]) => formatDuration(a.dur(v))),
  overload("string", "int64_to_string", [isInt], ([v]) => String(a.int(v))),
  overload("string", "timestamp_to_string", [isTimestamp], ([v]) => formatTimestamp(a.ts(v))),
  overload("string", "uint64_to_string", [isUint], ([v]) => String(a.uint(v))),
  identity("timestamp", "timestamp_to_timestamp", isTimestamp),
  overload("timestamp", "int64_to_timestamp", [isInt], ([v]) => {
    const s = a.int(v);
    return s < minUnixSeconds || s > maxUnixSeconds
      ? timestampOverflow()
      : new TimestampValue(s * nanosPerSecond);
  }),
  overload("timestamp", "string_to_timestamp", [isString], ([v]) => {
    // String.ConvertToType (common/types/string.go): time.Parse(time.RFC3339, s), then the range check, whose
    // failure is `timestamp overflow` rather than a conversion error.
    const t = parseGoRFC3339(a.str(v));
    if (t === undefined) return conversionError("string", "google.protobuf.Timestamp");
    return checkedTimestamp(t.unixSeconds * nanosPerSecond + t.nanos, t.offsetSeconds);
  }),
  identity("uint", "uint64_to_uint64", isUint),
  overload("uint", "double_to_uint64", [isDouble], ([v]) => doubleToUint(a.dbl(v))),
  overload("uint", "int64_to_uint64", [isInt], ([v]) =>
    a.int(v) < 0n ? uintOverflow() : new UintValue(a.int(v)),
  ),
  overload("uint", "string_to_uint64", [isString], ([v]) => {
    const n = parseDecimalInt(a.str(v), false);
    return n === undefined || n > uint64Max ? conversionError("string", "uint") : new UintValue(n);
  }),
];

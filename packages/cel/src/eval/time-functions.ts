/** The timestamp and duration accessors (`getFullYear` …) of cel-go's `timestamp.go`/`duration.go`. */
import type { CivilTime } from "../values/time.js";
import { civilTime, zoneOffset } from "../values/time.js";
import { type CelValue, ErrorValue, TimestampValue } from "../values/value.js";
import { argAccess as a, overload } from "./arithmetic.js";
import { isDuration, isString, isTimestamp } from "./matchers.js";
import type { RuntimeOverload } from "./overload.js";

const accessors: readonly (readonly [string, string, (c: CivilTime) => number])[] = [
  ["getFullYear", "timestamp_to_year", (c) => c.year],
  ["getMonth", "timestamp_to_month", (c) => c.month - 1],
  ["getDayOfYear", "timestamp_to_day_of_year", (c) => c.dayOfYear],
  ["getDayOfMonth", "timestamp_to_day_of_month", (c) => c.day - 1],
  ["getDate", "timestamp_to_day_of_month_1_based", (c) => c.day],
  ["getDayOfWeek", "timestamp_to_day_of_week", (c) => c.dayOfWeek],
  ["getHours", "timestamp_to_hours", (c) => c.hours],
  ["getMinutes", "timestamp_to_minutes", (c) => c.minutes],
  ["getSeconds", "timestamp_to_seconds", (c) => c.seconds],
  ["getMilliseconds", "timestamp_to_milliseconds", (c) => Math.floor(c.nanos / 1e6)],
];

/** The id of the `_with_tz` variant: cel-go spells the seconds one `timestamp_to_seconds_tz`. */
const withTzId = (id: string): string => (id === "timestamp_to_seconds" ? `${id}_tz` : `${id}_with_tz`);

function inZone(t: CelValue | undefined, tz: CelValue | undefined, get: (c: CivilTime) => number): CelValue {
  const ts = a.ts(t);
  const offset = zoneOffset(a.str(tz), ts);
  return offset instanceof ErrorValue ? offset : BigInt(get(civilTime(ts, offset)));
}

/**
 * Go's `Duration.Hours()`, `Minutes()` and `Seconds()` (time/time.go) return `float64(d / unit) +
 * float64(d % unit) / unit` and cel-go converts that with `Int(...)`: the float sum can round up to the next
 * whole unit (8400000.999999999s has 8400001 seconds), which truncating integer division would not.
 * `Milliseconds()` is integer division.
 */
function goDurationIn(unit: bigint): (nanos: bigint) => bigint {
  return (nanos) => BigInt(Math.trunc(Number(nanos / unit) + Number(nanos % unit) / Number(unit)));
}

const durationAccessors: readonly (readonly [string, string, (nanos: bigint) => bigint])[] = [
  ["getHours", "duration_to_hours", goDurationIn(3_600_000_000_000n)],
  ["getMinutes", "duration_to_minutes", goDurationIn(60_000_000_000n)],
  ["getSeconds", "duration_to_seconds", goDurationIn(1_000_000_000n)],
  ["getMilliseconds", "duration_to_milliseconds", (nanos) => nanos / 1_000_000n],
];

export const timeOverloads: readonly RuntimeOverload[] = [
  ...accessors.flatMap(([fn, id, get]) => [
    overload(fn, id, [isTimestamp], ([t]) =>
      BigInt(get(civilTime(t instanceof TimestampValue ? t : a.ts(t), 0))),
    ),
    overload(fn, withTzId(id), [isTimestamp, isString], ([t, tz]) => inZone(t, tz, get)),
  ]),
  ...durationAccessors.map(([fn, id, get]) => overload(fn, id, [isDuration], ([d]) => get(a.dur(d).nanos))),
];

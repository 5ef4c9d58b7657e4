/** Go's printing of CEL values where cel-go's messages and conversions use `fmt`. */
import { formatGoFloat } from "../common/debug.js";
import { civilTime } from "./time.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  OptionalValue,
  TimestampValue,
  TypeValue,
  UintValue,
  typeNameOf,
} from "./value.js";

/** Go's `%v` of a map key in `no such key: %v` (a `types.Double` prints as `%g`: `1e+20`). */
export function formatKey(v: CelValue): string {
  if (typeof v === "number") return formatGoFloat(v);
  if (v instanceof UintValue) return String(v.value);
  if (typeof v === "string" || typeof v === "bigint" || typeof v === "boolean") return String(v);
  if (v === null) return "NULL_VALUE";
  return typeNameOf(v);
}

/**
 * Go's `%v` of a cel-go value, as `fmt` prints it in `NewErr(format, v)` (cel-go v0.26.0): the value's `String`
 * method, else the Go type under it. Map entries follow this map's order (Go's is its map iteration order).
 */
export function goValueString(v: CelValue): string {
  // types.Null is `structpb.NullValue` declared anew (common/types/null.go), so without its String method: the
  // int32 0.
  if (v === null) return "0";
  switch (typeof v) {
    case "boolean":
    case "bigint":
    case "string":
      return String(v);
    case "number":
      return formatGoFloat(v);
  }
  // types.Bytes is a []byte without a String method: fmt prints the bytes in decimal.
  if (v instanceof Uint8Array) return `[${[...v].join(" ")}]`;
  if (v instanceof UintValue) return String(v.value);
  // Timestamp and Duration embed time.Time and time.Duration, whose String methods they promote.
  if (v instanceof TimestampValue) return goTimeString(v);
  if (v instanceof DurationValue) return goDurationString(v.nanos);
  // *types.Type's String (common/types/types.go:401-413): the runtime list and map types have a dyn parameter.
  if (v instanceof TypeValue) {
    return v.name === "list" ? "list(dyn)" : v.name === "map" ? "map(dyn, dyn)" : v.name;
  }
  // common/types/optional.go:91-96.
  if (v instanceof OptionalValue) {
    return v.hasValue() ? `optional(${goValueString(v.value)})` : "optional.none()";
  }
  // baseList.String and baseMap.String (common/types/list.go:289-300, map.go:304-320).
  if (v instanceof ListValue) return `[${v.elements.map(goValueString).join(", ")}]`;
  if (v instanceof MapValue) {
    return `{${[...v.entries()].map(([k, x]) => `${goValueString(k)}: ${goValueString(x)}`).join(", ")}}`;
  }
  if (v instanceof ErrorValue) return v.message;
  return typeNameOf(v);
}

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/**
 * Go's `time.Time.String()`: `Format("2006-01-02 15:04:05.999999999 -0700 MST")` (time/format.go:546-547). A
 * zero offset is cel-go's UTC location, named `UTC`; any other is a fixed zone without a name, whose `MST` Go
 * prints as `-0700` (format.go:815-830).
 */
function goTimeString(t: TimestampValue): string {
  const c = civilTime(t, t.offsetSeconds);
  const frac = c.nanos === 0 ? "" : `.${pad(c.nanos, 9).replace(/0+$/, "")}`;
  const minutes = Math.trunc(t.offsetSeconds / 60);
  const numeric = `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(minutes) / 60), 2)}${pad(Math.abs(minutes) % 60, 2)}`;
  const name = t.offsetSeconds === 0 ? "UTC" : numeric;
  const date = `${pad(c.year, 4)}-${pad(c.month, 2)}-${pad(c.day, 2)}`;
  return `${date} ${pad(c.hours, 2)}:${pad(c.minutes, 2)}:${pad(c.seconds, 2)}${frac} ${numeric} ${name}`;
}

/** Go's `time.Duration.String()` (time/time.go:943-1065): `1h2m3.5s`, `1.5ms`, `2µs`, `0s`. */
function goDurationString(nanos: bigint): string {
  const negative = nanos < 0n;
  let u = negative ? -nanos : nanos;
  // fmtFrac: the fraction of u/10^prec without trailing zeros (and without the point when it is 0).
  const frac = (prec: number): string => {
    const digits = (u % 10n ** BigInt(prec)).toString().padStart(prec, "0").replace(/0+$/, "");
    u /= 10n ** BigInt(prec);
    return digits === "" ? "" : `.${digits}`;
  };
  let out: string;
  if (u < 1_000_000_000n) {
    if (u === 0n) return "0s";
    const [prec, unit] = u < 1_000n ? [0, "ns"] : u < 1_000_000n ? [3, "µs"] : [6, "ms"];
    const f = prec === 0 ? "" : frac(prec);
    out = `${u}${f}${unit}`;
  } else {
    const f = frac(9);
    out = `${u % 60n}${f}s`;
    u /= 60n;
    if (u > 0n) {
      out = `${u % 60n}m${out}`;
      u /= 60n;
      if (u > 0n) out = `${u}h${out}`;
    }
  }
  return negative ? `-${out}` : out;
}

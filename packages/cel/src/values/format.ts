/** Go's printing of CEL values where cel-go's messages and conversions use `fmt`. */
import { formatGoFloat } from "../common/debug.js";
import { type CelValue, UintValue, typeNameOf } from "./value.js";

/** Go's `fmt.Sprintf("%g", v)` and `%v` (strconv 'g', shortest): exponent form below 1e-4 and from 1e6. */
export function formatGoG(v: number): string {
  if (!Number.isFinite(v) || v === 0) return formatGoFloat(v);
  const [mantissa = "", expText = "0"] = v.toExponential().split("e");
  const exp = Number(expText);
  if (exp < -4 || exp >= 6) {
    return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  return String(v);
}

/** Go's `%v` of a map key in `no such key: %v` (a `types.Double` prints as `%g`: `1e+20`). */
export function formatKey(v: CelValue): string {
  if (typeof v === "number") return formatGoG(v);
  if (v instanceof UintValue) return String(v.value);
  if (typeof v === "string" || typeof v === "bigint" || typeof v === "boolean") return String(v);
  if (v === null) return "NULL_VALUE";
  return typeNameOf(v);
}

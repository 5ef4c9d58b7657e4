/** Go's printing of CEL values where cel-go's messages and conversions use `fmt`. */
import { formatGoFloat } from "../common/debug.js";
import { type CelValue, UintValue, typeNameOf } from "./value.js";

/** Go's `%v` of a map key in `no such key: %v` (a `types.Double` prints as `%g`: `1e+20`). */
export function formatKey(v: CelValue): string {
  if (typeof v === "number") return formatGoFloat(v);
  if (v instanceof UintValue) return String(v.value);
  if (typeof v === "string" || typeof v === "bigint" || typeof v === "boolean") return String(v);
  if (v === null) return "NULL_VALUE";
  return typeNameOf(v);
}

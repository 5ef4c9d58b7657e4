import { resolveNonString, Int64Scalar } from "../scalars.js";
import { decline } from "./decline.js";

/** A plain scalar's value under the kubectl schema; `<<` (a merge key) and values without JSON leave the subset. */
export function resolvePlain(text: string): unknown {
  if (text === "<<") decline();
  const resolved = resolveNonString(text);
  if (resolved === undefined) return text;
  const value = resolved.value;
  if (typeof value === "object" && value !== null && !(value instanceof Int64Scalar)) decline();
  return value;
}

/**
 * A mapping key as sigs.k8s.io/yaml spells it, for the keys whose spelling does not depend on go-yaml's type:
 * strings, booleans and integers below a million, which read the same as an int or as a float32. Any other
 * key (null, a fraction, -0, a larger number, an integer past 2^53) leaves the subset, for js-yaml's path
 * and its key checker.
 */
export function keyText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    Math.abs(value) >= 1e6 ||
    Object.is(value, -0)
  ) {
    decline();
  }
  return String(value);
}

export function storePair(mapping: Record<string, unknown>, key: string, value: unknown): void {
  if (Object.hasOwn(mapping, key)) decline(); // js-yaml: "duplicated mapping key"
  if (key === "__proto__") {
    Object.defineProperty(mapping, key, { configurable: true, enumerable: true, writable: true, value });
  } else {
    mapping[key] = value;
  }
}

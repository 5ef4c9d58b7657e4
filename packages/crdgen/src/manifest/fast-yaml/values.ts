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

/** A mapping key as js-yaml stores it: the scalar's value as text. Integers past 2^53 leave the subset. */
export function keyText(value: unknown): string {
  if (typeof value === "object" && value !== null) decline();
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

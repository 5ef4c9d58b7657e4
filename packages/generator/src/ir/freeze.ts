/**
 * Freezes a JSON value and everything in it, and returns it. Schemas that are shared between uses (core types,
 * lowered named types) are frozen, so that a stage changing a shared subtree fails at once instead of
 * silently changing every CRD that uses it.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

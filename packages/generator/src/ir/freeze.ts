/**
 * Freezes a JSON value and everything in it, and returns it. Schemas that are shared between uses (core types,
 * lowered named types) are frozen, so that a stage changing a shared subtree fails at once instead of
 * silently changing every CRD that uses it.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) freezeTree(value);
  return value;
}

// Calls itself only for objects not yet frozen: most values in a schema are strings, and a frozen subtree (a
// shared schema) is not walked again.
function freezeTree(value: object): void {
  Object.freeze(value);
  for (const child of Object.values(value) as unknown[]) {
    if (child !== null && typeof child === "object" && !Object.isFrozen(child)) freezeTree(child);
  }
}

import { Int64Scalar, int64JsonMarker } from "../manifest/scalars.js";

/** Where an exact integer was in a document: its path from the root, its digits and the number put there. */
interface ExactInteger {
  readonly steps: readonly string[];
  readonly digits: string;
  readonly number: number;
}

// The largest float64 below 2^63. An int64 from MaxInt64 - 511 to MaxInt64 rounds to 2^63, which the checks
// would take for a float64 (type integer refused, as kube-openapi's validate/type.go:157,165 refuses a float64
// past 2^53); the server's decoder keeps it an int64 (sigs.k8s.io/json kubernetes_patch.go:53-55), so it is
// checked as this number, the nearest that is still an int64 to them.
const largestBelowTwoTo63 = 2 ** 63 - 1024;

/** The number an exact integer is checked as: itself rounded, but never out of int64's range. */
function checkedNumber(digits: string): number {
  const rounded = Number(digits);
  return rounded === 2 ** 63 ? largestBelowTwoTo63 : rounded;
}

/**
 * Replaces the {@link Int64Scalar}s of a freshly read document with numbers, in place, for validation (whose
 * checks work on numbers; near ±2^63 a bound is compared to within float64 precision), and returns where they
 * were, so that {@link restoreExactIntegers} can put the exact digits back into the stored object.
 */
export function takeExactIntegers(document: unknown): ExactInteger[] {
  const found: ExactInteger[] = [];
  // One path, grown and shrunk as the walk goes: copied only where an exact integer is, which is rare.
  const steps: string[] = [];
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== "object" || value instanceof Int64Scalar) return;
    const container = value as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const item = container[key];
      if (item instanceof Int64Scalar) {
        const number = checkedNumber(item.digits);
        found.push({ steps: [...steps, key], digits: item.digits, number });
        container[key] = number;
      } else if (item !== null && typeof item === "object") {
        steps.push(key);
        walk(item);
        steps.pop();
      }
    }
  };
  walk(document);
  return found;
}

/**
 * Puts exact integers back into `stored` where the same (rounded) number still is: pruning may have removed
 * the field, and a default cannot have put one there.
 */
export function restoreExactIntegers(stored: Record<string, unknown>, exact: readonly ExactInteger[]): void {
  for (const { steps, digits, number } of exact) {
    let container: unknown = stored;
    for (const step of steps.slice(0, -1)) {
      container =
        container !== null && typeof container === "object"
          ? (container as Record<string, unknown>)[step]
          : undefined;
    }
    const last = steps.at(-1);
    if (last === undefined || container === null || typeof container !== "object") continue;
    const record = container as Record<string, unknown>;
    if (record[last] === number) record[last] = new Int64Scalar(digits);
  }
}

const markerPattern = new RegExp(`(["']?)${int64JsonMarker}(-?[0-9]+)\\1`, "g");

/** Text written by JSON.stringify or the YAML renderer, with exact integers written as numbers. */
export function withExactIntegers(text: string): string {
  return text.includes(int64JsonMarker) ? text.replace(markerPattern, "$2") : text;
}

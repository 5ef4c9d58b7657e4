import { absent, sameValue } from "./crd-differences.js";
import type { Difference } from "./crd-differences.js";

/** In a known difference: the side has some value, whatever it is (for large subtrees such as core schemas). */
export const present: unique symbol = Symbol("present");

/** A difference that is expected, with the reason it is acceptable. */
export interface KnownDifference {
  readonly path: string;
  /** Our value, {@link absent}, or {@link present}. */
  readonly ours: unknown;
  /** controller-gen's value, {@link absent}, or {@link present}. */
  readonly theirs: unknown;
  readonly reason: string;
}

/** The differences that no known difference explains, and the known differences that explained nothing. */
export interface Explanation {
  readonly unexplained: readonly Difference[];
  readonly unused: readonly KnownDifference[];
}

/** Matches every difference against the allow-list; a known difference matches only its exact path and values. */
export function explainDifferences(
  differences: readonly Difference[],
  known: readonly KnownDifference[],
): Explanation {
  const used = new Set<KnownDifference>();
  const unexplained = differences.filter((difference) => {
    const match = known.find((k) => explains(k, difference));
    if (match !== undefined) used.add(match);
    return match === undefined;
  });
  return { unexplained, unused: known.filter((k) => !used.has(k)) };
}

function explains(known: KnownDifference, difference: Difference): boolean {
  return (
    known.path === difference.path &&
    sideMatches(known.ours, difference.ours) &&
    sideMatches(known.theirs, difference.theirs)
  );
}

function sideMatches(expected: unknown, actual: unknown): boolean {
  if (expected === present) return actual !== absent;
  if (expected === absent || actual === absent) return expected === actual;
  return sameValue(expected, actual);
}

import { at } from "@crdgen/core";

/**
 * The candidate closest to `word` by edit distance, when it is close enough to be a likely typo
 * (at most 2 edits, and fewer than half the word).
 */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.min(3, Math.ceil(word.length / 2));
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance between two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = at(previous, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, substitution);
    }
    previous = current;
  }
  return at(previous, b.length);
}

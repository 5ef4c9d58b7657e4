import { at } from "@crdgen/core";

/**
 * The candidate a mistyped name most likely meant, or undefined when none is close: the same name in
 * another case (`validation:minimum`), a name within a few typos (`printcolum`), or — for `a:b:c` names —
 * a candidate ending in the same last segment (`kubebuilder:validation:nullable` → `nullable`).
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const sameCase = candidates.find((c) => c.toLowerCase() === lower);
  if (sameCase !== undefined) return sameCase;
  const typo = closestByEdits(lower, candidates);
  if (typo !== undefined) return typo;
  return bySameLastSegment(lower, candidates);
}

function closestByEdits(lower: string, candidates: readonly string[]): string | undefined {
  const limit = lower.length <= 4 ? 1 : lower.length <= 12 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function bySameLastSegment(lower: string, candidates: readonly string[]): string | undefined {
  const last = lastSegment(lower);
  if (last === lower || last.length < 4) return undefined;
  const matches = candidates.filter((c) => lastSegment(c.toLowerCase()) === last);
  // prefer the candidate that shares the most leading segments with the name
  let best: string | undefined;
  let bestShared = -1;
  for (const candidate of matches) {
    const shared = sharedSegments(lower, candidate.toLowerCase());
    if (shared > bestShared) {
      best = candidate;
      bestShared = shared;
    }
  }
  return best;
}

function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1);
}

function sharedSegments(a: string, b: string): number {
  const as = a.split(":");
  const bs = b.split(":");
  let n = 0;
  while (n < as.length && n < bs.length && as[n] === bs[n]) n++;
  return n;
}

/** Levenshtein distance, giving up (returning `cap`) once it cannot be below `cap`. */
function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = at(previous, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, substitution);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= cap) return cap;
    previous = current;
  }
  return at(previous, b.length);
}

import { at } from "@crdgen/core";
import { isGoDigit, isGoLetter } from "./go-unicode.js";

/**
 * The order in which go-yaml v2 writes mapping keys (sorter.go `keyList.Less`). It is not plain byte order:
 * letters sort after every other character, and runs of digits compare by their numeric value, so `a2`
 * comes before `a10` and `a_b` before `aB`.
 */
export function compareGoYamlKeys(a: string, b: string): number {
  return compareGoYamlRunes(runes(a), runes(b));
}

/**
 * {@link compareGoYamlKeys} on keys already split into code points (see {@link runes}), for a sort that
 * would otherwise split both keys again at every comparison.
 */
export function compareGoYamlRunes(a: readonly number[], b: readonly number[]): number {
  if (goYamlKeyLess(a, b)) return -1;
  return goYamlKeyLess(b, a) ? 1 : 0;
}

function isDigit(cp: number | undefined): boolean {
  return cp !== undefined && isGoDigit(cp);
}

/** A key's code points, as go-yaml compares them. */
export function runes(text: string): number[] {
  return Array.from(text, (ch) => ch.codePointAt(0) ?? 0);
}

function goYamlKeyLess(ar: readonly number[], br: readonly number[]): boolean {
  for (let i = 0; i < ar.length && i < br.length; i++) {
    const x = at(ar, i);
    const y = at(br, i);
    if (x === y) continue;
    const xLetter = isGoLetter(x);
    const yLetter = isGoLetter(y);
    if (xLetter && yLetter) return x < y;
    if (xLetter || yLetter) return yLetter;
    return digitRunLess(ar, br, i);
  }
  return ar.length < br.length;
}

// Two differing non-letters at `i`: compare the digit runs starting there by value (int64, wrapping as
// in Go), then by length.
function digitRunLess(ar: readonly number[], br: readonly number[], i: number): boolean {
  let an = 0n;
  let bn = 0n;
  if (ar[i] === 0x30 || br[i] === 0x30) {
    // A zero continuing a run that already has a non-zero digit counts as part of a larger number.
    for (let j = i - 1; j >= 0 && isDigit(ar[j]); j--) {
      if (ar[j] !== 0x30) {
        an = bn = 1n;
        break;
      }
    }
  }
  let ai = i;
  for (; ai < ar.length && isDigit(ar[ai]); ai++) {
    an = BigInt.asIntN(64, an * 10n + BigInt(at(ar, ai) - 0x30));
  }
  let bi = i;
  for (; bi < br.length && isDigit(br[bi]); bi++) {
    bn = BigInt.asIntN(64, bn * 10n + BigInt(at(br, bi) - 0x30));
  }
  if (an !== bn) return an < bn;
  if (ai !== bi) return ai < bi;
  return at(ar, i) < at(br, i);
}

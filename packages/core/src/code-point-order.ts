/**
 * Compares two strings by Unicode code point, -1, 0 or 1: Go's order of the same strings as UTF-8 bytes (UTF-8
 * orders as code points do), which is not UTF-16's above U+D7FF. Go sorts map keys and compares CEL strings so.
 */
export function compareCodePointOrder(a: string, b: string): number {
  // Up to the first UTF-16 unit that differs the code points are the same; where neither differing unit is a
  // surrogate, they are the code points there and decide. A string that is the other's start is the smaller:
  // even when it ends in a high surrogate that the longer one pairs, a lone surrogate is below any pair. Only a
  // surrogate where they differ needs the walk by code points.
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  const x = a.charCodeAt(i);
  const y = b.charCodeAt(i);
  if (!isSurrogate(x) && !isSurrogate(y)) return x < y ? -1 : 1;
  return compareByCodePoints(a, b);
}

const isSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdfff;

function compareByCodePoints(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(j) ?? 0;
    if (x !== y) return x < y ? -1 : 1;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  const restA = a.length - i;
  const restB = b.length - j;
  return restA === restB ? 0 : restA < restB ? -1 : 1;
}

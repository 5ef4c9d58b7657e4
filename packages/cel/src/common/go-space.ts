/**
 * Go's `unicode.IsSpace` and `strings.TrimSpace` on UTF-16 code units, for the checks that trim every rule,
 * message and field path of a CRD (apiextensions validation.go and compilation.go). Every Go space is one
 * code unit (all lie in the Basic Multilingual Plane) and no surrogate is a space, so scanning code units
 * gives Go's answers without splitting the text into code points; the regular expression it replaces was a
 * noticeable part of `crdgen check`'s CPU over the corpus.
 */

/** `unicode.IsSpace`: Latin-1 spaces plus the Unicode White_Space property (not U+FEFF, unlike `\s`). */
function isGoSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0x85) return false;
  if (code <= 0xa0) return code === 0x85 || code === 0xa0;
  if (code < 0x1680) return false;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** `strings.TrimSpace` (JavaScript's `trim()` differs on U+0085, which Go trims, and U+FEFF, which it keeps). */
export function goStringsTrimSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isGoSpace(text.charCodeAt(start))) start++;
  while (end > start && isGoSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

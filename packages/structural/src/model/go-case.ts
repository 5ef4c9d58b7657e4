/**
 * Go's `strings.ToLower`: every rune's simple lowercase mapping (`unicode.ToLower`). JavaScript's `toLowerCase`
 * applies Unicode's special casing on top: U+0130 `İ` becomes `i` in Go but `i̇` (two runes) in JavaScript, and
 * `Σ` is `σ` in Go wherever it stands where JavaScript writes a word-final `ς`. Those are the only differences.
 */
export function goToLower(text: string): string {
  return text
    .replace(/\u0130/g, "i")
    .replace(/\u03a3/g, "\u03c3")
    .toLowerCase();
}

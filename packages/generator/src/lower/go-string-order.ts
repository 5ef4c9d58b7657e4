/**
 * Go's string order (`slices.Sort`, `strings.Compare`): the bytes of the UTF-8 text, which is code point
 * order. JavaScript's default sort compares UTF-16 code units and puts a character above U+FFFF (a
 * surrogate pair, 0xD800-0xDFFF) before U+E000-U+FFFF; where both units are that high they are moved so
 * that surrogates rank above the rest.
 */
export function compareGoStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x < 0xe000 ? 0x2000 : -0x800;
      y += y < 0xe000 ? 0x2000 : -0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

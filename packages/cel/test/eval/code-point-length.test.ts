import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePointLength } from "../../src/eval/functions.js";

/** The count as it was written first: every UTF-16 unit, a well-formed surrogate pair counted once. */
function countedOneByOne(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

describe("codePointLength", () => {
  it("counts code points as the one-by-one count does, lone surrogates included (property)", () => {
    const surrogates = fc.constantFrom("\uD83D", "\uDE00", "\uD83D\uDE00", "\uDBFF", "\uDC00");
    const units = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: surrogates }), fc.string());
    fc.assert(
      fc.property(fc.array(units, { maxLength: 4 }), (parts) => {
        const s = parts.join("");
        expect(codePointLength(s)).toBe(countedOneByOne(s));
      }),
      { numRuns: 5000 },
    );
  });

  it("counts a pair once and a lone half as one, in one-byte and two-byte strings", () => {
    expect(codePointLength("abc")).toBe(3);
    expect(codePointLength("é日本")).toBe(3);
    expect(codePointLength("a\uD83D\uDE00b")).toBe(3);
    expect(codePointLength("\uD83D")).toBe(1);
    expect(codePointLength("\uDE00\uD83D")).toBe(2);
    expect(codePointLength("\uD83D\uD83D\uDE00")).toBe(2);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goToLower } from "../src/model/go-format.js";
import { compareGoStrings, sortGoStrings } from "../src/model/json-value.js";

// The oracle: Go's byte order by a walk over code points, as compareGoStrings was first written.
function byCodePoints(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(j) ?? 0;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length - i - (b.length - j);
}

// Shared starts, letters above the surrogates, pairs, lone halves and pairs cut at the end.
const part = fc.constantFrom(
  "a",
  "b",
  "é",
  "\uE000",
  "\uFFFF",
  "\uD83D\uDE00",
  "\uD83D",
  "\uDE00",
  "\uDBFF\uDFFF",
);
const text = fc.array(part, { maxLength: 5 }).map((parts) => parts.join(""));

describe("compareGoStrings", () => {
  it("orders as the code point walk (property)", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(compareGoStrings(a, b)).toBe(Math.sign(byCodePoints(a, b)));
      }),
      { numRuns: 20000 },
    );
  });

  it("orders pairs above the units above the surrogates", () => {
    expect(Math.sign(compareGoStrings("\uE000", "\uD83D\uDE00"))).toBe(-1);
    expect(compareGoStrings("\uD83D", "\uD83D\uDE00")).toBe(-1);
    expect(compareGoStrings("ab", "abc")).toBe(-1);
  });
});

describe("sortGoStrings", () => {
  it("sorts distinct strings as the sort by the code point walk, in place (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(text, { maxLength: 8 }), fc.boolean(), (strings, presorted) => {
        const expected = [...strings].sort(byCodePoints);
        const input = presorted ? [...expected] : strings;
        const sorted = sortGoStrings(input);
        expect(sorted).toBe(input);
        expect(sorted).toEqual(expected);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("goToLower", () => {
  it("lowers rune by rune with the simple mapping, as Go's strings.ToLower", () => {
    // unicode.ToLower(0x130) is 'i' (UnicodeData's simple mapping); JavaScript adds U+0307 (SpecialCasing).
    expect(goToLower("\u0130TEM")).toBe("item");
    // Go has no Final_Sigma rule: Σ is always σ.
    expect(goToLower("ΑΣ ΣΑ")).toBe("ασ σα");
    expect(goToLower("Kelvin \u212a, Å")).toBe("kelvin k, å");
  });

  it("agrees with a rune-by-rune toLowerCase wherever that gives one rune", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite", maxLength: 8 }), (text) => {
        const perRune = Array.from(text)
          .map((c) => {
            const lower = c === "\u0130" ? "i" : c === "\u03a3" ? "\u03c3" : c.toLowerCase();
            return Array.from(lower).length === 1 ? lower : c;
          })
          .join("");
        expect(goToLower(text)).toBe(perRune);
      }),
    );
  });
});

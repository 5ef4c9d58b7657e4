import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePoints } from "../../src/render/chars.js";
import { analyzeScalar, analyzeText } from "../../src/render/scalar-analysis.js";

// Characters each rule of yaml_emitter_analyze_scalar looks at: indicators, blanks, every kind of line break,
// NUL and other control characters, NEL, NBSP, BOM, U+FFFE, and ordinary letters.
// All are single UTF-16 units, so splitting by unit is splitting by character.
const interesting =
  "#,[]{}&*!|>'\"%@`?:-. \tab1\r\n\u0085\u2028\u2029\u0000\u0007\u00a0\ufeff\ufffd\ufffeé".split("");

describe("analyzeText", () => {
  it("finds what the character loop finds, for any text without surrogates", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...interesting), { maxLength: 12 }), (chars) => {
        const text = chars.join("");
        expect(analyzeText(text)).toEqual(analyzeScalar(codePoints(text)));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each(["---", "... x", "- a", "-a", "? x", ":", "a: b", "a:", "a #b", "a#b", "\n#", "x\u0000#"])(
    "agrees on %j",
    (text) => {
      expect(analyzeText(text)).toEqual(analyzeScalar(codePoints(text)));
    },
  );
});

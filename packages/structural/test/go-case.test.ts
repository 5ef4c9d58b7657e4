import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goToLower } from "../src/model/go-case.js";

// Go's unicode.ToLower rune by rune, from the simple mappings JavaScript exposes one code point at a time:
// lowering a lone code point applies no context (so no final sigma), and U+0130 is the one unconditional
// special casing whose full mapping has more than one rune; Go's CaseRanges give it U+0069.
function goLowerRuneByRune(text: string): string {
  let out = "";
  for (const ch of text) {
    const lower = ch.toLowerCase();
    out += Array.from(lower).length === 1 ? lower : ch === "\u0130" ? "i" : ch;
  }
  return out;
}

describe("goToLower (Go's strings.ToLower)", () => {
  it("lowers İ to i and Σ to σ everywhere, as Go does", () => {
    expect(goToLower("İtemΣ")).toBe("itemσ");
    expect(goToLower("ΟΔΟΣ")).toBe("οδοσ");
    expect(goToLower("ΑΣ ΣΑ")).toBe("ασ σα");
    expect(goToLower("Kelvin \u212a, Å")).toBe("kelvin k, å");
  });
  it("agrees with a rune-by-rune lowering", () => {
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom("İ", "Σ", "A", "ẞ", "K", "Å"), fc.constantFrom("x")),
    });
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ unit: "grapheme" })), (s) => {
        expect(goToLower(s)).toBe(goLowerRuneByRune(s));
      }),
    );
  });
});

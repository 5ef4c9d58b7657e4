import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goStringsTrimSpace } from "../../src/common/go-space.js";

// Go's unicode.IsSpace as the list of its code points (unicode/graphic.go: Latin-1 spaces, then White_Space).
const goSpaces = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
  0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
].map((c) => String.fromCharCode(c));

/** The regular expression the structural checker trimmed with before, as the reference. */
const edge = `[${goSpaces.join("")}]`;
const edgeSpaces = new RegExp(`^${edge}+|${edge}+$`, "gu");

describe("goStringsTrimSpace", () => {
  it("trims Go's spaces and keeps U+FEFF and other characters JavaScript's trim would drop or keep", () => {
    expect(goStringsTrimSpace("\u0085 self.x \t\n")).toBe("self.x");
    expect(goStringsTrimSpace("\ufeffself\ufeff")).toBe("\ufeffself\ufeff");
    expect(goStringsTrimSpace("\u3000\u2028")).toBe("");
    expect(goStringsTrimSpace("a\u00a0b")).toBe("a\u00a0b");
    expect(goStringsTrimSpace("\u{1F600} ")).toBe("\u{1F600}");
  });

  it("agrees with the regular expression on text made of spaces, near-spaces and other characters", () => {
    const near = ["\u0008", "\u000e", "\u001f", "\u0084", "\u0086", "\u009f", "\u00a1", "\u1679", "\u1681"]
      .concat(["\u1fff", "\u200b", "\u2027", "\u202a", "\u202e", "\u2030", "\u205e", "\u2060", "\u2fff"])
      .concat(["\u3001", "\ufeff", "\ud83d", "\ude00", "a", "é"]);
    const piece = fc.constantFrom(...goSpaces, ...near);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(piece, fc.string({ unit: "binary", maxLength: 4 })), { maxLength: 12 }),
        (parts) => {
          const text = parts.join("");
          expect(goStringsTrimSpace(text)).toBe(text.replace(edgeSpaces, ""));
        },
      ),
      { numRuns: 300 },
    );
  });
});

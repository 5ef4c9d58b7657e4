import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastMatch, lex, matchAt } from "../../src/parser/lexer.js";

// Code points that start or continue every kind of token, and some that start none.
const pieces = [
  ...Array.from("abrRbBxyz_019 \t\n\r\f.,:;?!-+*/%<>=&|()[]{}`'\"\\é"),
  "in",
  "true",
  "null",
  "br",
  "//",
  "0x",
  "1e",
  "\u{1F600}",
];
const expression = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(""));

describe("the lexer's fast path", () => {
  it("accepts exactly what the full search accepts wherever it answers (property)", () => {
    fc.assert(
      fc.property(expression, (text) => {
        const cps = Array.from(text);
        for (let pos = 0; pos < cps.length; pos++) {
          const fast = fastMatch(cps, pos);
          if (fast === undefined) continue;
          const full = matchAt(cps, pos);
          // matchAt takes a last one-character operator for two (its pair with the missing next code point is
          // itself); the lexer stops at the end either way.
          const end = full.accept === undefined ? undefined : Math.min(full.accept, cps.length);
          expect({ type: full.type, end }).toEqual({ type: fast.type, end: fast.end });
        }
      }),
      { numRuns: 400 },
    );
  });

  it("cuts the same token texts from the string as from the code points (property)", () => {
    fc.assert(
      fc.property(expression, (text) => {
        const cps = Array.from(text);
        expect(lex(cps, text)).toEqual(lex(cps));
      }),
      { numRuns: 200 },
    );
  });
});

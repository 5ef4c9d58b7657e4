import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Token } from "../../src/grammar/scanner.js";
import { Scanner } from "../../src/grammar/scanner.js";

// The scanner's token boundaries as its regular expressions define them, one test per character: the
// scanner classes ASCII characters by code instead, which must give the same tokens for any text.
const reference = {
  space: (ch: string) => /[ \t\r\n]/.test(ch),
  identStart: (ch: string) => /[\p{L}_]/u.test(ch),
  identPart: (ch: string) => /[\p{L}\p{Nd}_]/u.test(ch),
};

/** The start, end and kind of each token of `text` per the reference classes (numbers off). */
function referenceTokens(text: string): Array<Pick<Token, "kind" | "start" | "end">> {
  const out: Array<Pick<Token, "kind" | "start" | "end">> = [];
  let at = 0;
  for (;;) {
    while (reference.space(text.charAt(at))) at++;
    const start = at;
    const ch = text.charAt(at);
    if (ch === "") return [...out, { kind: "eof", start, end: start }];
    if (ch === '"' || ch === "`") return out; // quoted tokens are not classed by character: stop comparing here
    if (reference.identStart(ch)) {
      at++;
      while (at < text.length && reference.identPart(text.charAt(at))) at++;
      out.push({ kind: "ident", start, end: at });
    } else {
      at++;
      out.push({ kind: "char", start, end: at });
    }
  }
}

const unit = fc.oneof(
  fc.constantFrom(
    " ",
    "\t",
    "\r",
    "\n",
    "\v",
    "\f",
    "\u00a0",
    "_",
    "a",
    "Z",
    "0",
    "9",
    "é",
    "ß",
    "Ж",
    "٣",
    "١",
  ),
  fc.constantFrom("\u{1D400}", "\uD835", "\uDC00", "=", ":", ",", "{", "}", ";", "-", "+", "."),
  fc.string({ unit: "binary", maxLength: 1 }),
  fc.string({ unit: "grapheme-ascii", maxLength: 1 }),
);

describe("Scanner character classes", () => {
  it("gives the tokens its Unicode regular expressions define, for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), (text) => {
        const expected = referenceTokens(text);
        const scanner = new Scanner(text);
        scanner.scanNumbers = false;
        const actual = expected.map(() => {
          const { kind, start, end } = scanner.scan();
          return { kind, start, end };
        });
        expect(actual).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

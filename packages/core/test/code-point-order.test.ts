import { describe, expect, it } from "vitest";
import { compareCodePointOrder } from "../src/code-point-order.js";

// Pieces around the boundaries that matter: ASCII, the last unit below the surrogates, the first above them,
// a pair (U+1F600), the highest pair, and lone high and low surrogates.
const pieces = [
  "",
  "a",
  "b",
  "\uD7FF",
  "\uE000",
  "\uFFFF",
  "\uD83D\uDE00",
  "\uDBFF\uDFFF",
  "\uD83D",
  "\uDE00",
];

// Every string of up to three pieces: 801 distinct strings, 641,601 pairs.
const strings = [...new Set(pieces.flatMap((x) => pieces.flatMap((y) => pieces.map((z) => x + y + z))))];

const isWellFormed = (s: string): boolean =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

// The independent answer: the code points, listed and compared one by one.
function byCodePointList(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) ?? 0);
  const y = Array.from(b, (c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number) ? -1 : 1;
  }
  return Math.sign(x.length - y.length);
}

describe("compareCodePointOrder", () => {
  it("orders well-formed strings as Go orders their UTF-8 bytes", () => {
    const wellFormed = strings.filter(isWellFormed);
    for (const a of wellFormed) {
      for (const b of wellFormed) {
        const bytes = Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
        if (compareCodePointOrder(a, b) !== bytes) {
          expect([a, b, compareCodePointOrder(a, b)]).toEqual([a, b, bytes]);
        }
      }
    }
  });

  it("orders any strings, lone surrogates included, by their code points", () => {
    for (const a of strings) {
      for (const b of strings) {
        const want = byCodePointList(a, b);
        if (compareCodePointOrder(a, b) !== want) {
          expect([a, b, compareCodePointOrder(a, b)]).toEqual([a, b, want]);
        }
      }
    }
  });
});

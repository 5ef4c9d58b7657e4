import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourceLines } from "../src/render.js";

// The code frame reads only the lines it shows; they must be the lines split(/\r?\n/) gives, which it used before.
describe("sourceLines", () => {
  it("gives the lines split(/\\r?\\n/) gives, for any text and range", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", "\r", "\n", "\t", "é") });
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 4 }),
        (source, first, more) => {
          const all = source.split(/\r?\n/);
          const last = first + more;
          expect(sourceLines(source, first, last)).toEqual(all.slice(first - 1, Math.min(all.length, last)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("keeps a lone carriage return at the end of the text, as split does", () => {
    expect(sourceLines("a\r\nb\r", 1, 3)).toEqual(["a", "b\r"]);
  });
});

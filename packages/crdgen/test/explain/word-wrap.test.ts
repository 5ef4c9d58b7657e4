import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { wrapString } from "../../src/explain/word-wrap.js";

// go-wordwrap v1.0.1's WrapString (what kubectl's `wrap` calls) run by Go on 600 seeded random texts of words,
// multi-byte runes, Go spaces (tab, NEL, U+2003, U+3000 …), non-breaking and zero-width spaces and newlines, with
// limits 1 to 12 (see SOURCES.md).
const vectors = JSON.parse(readFileSync(new URL("vectors/go-wordwrap.json", import.meta.url), "utf8")) as [
  string,
  number,
  string,
][];

it("wraps as go-wordwrap v1.0.1 does (vectors from Go)", () => {
  expect(vectors.length).toBe(600);
  for (const [text, limit, wrapped] of vectors) {
    expect(wrapString(text, limit), JSON.stringify([text, limit])).toBe(wrapped);
  }
});

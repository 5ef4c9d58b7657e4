import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sentWarnings } from "../../src/crd/warning-recorder.js";

// apiserver v0.35.0 pkg/endpoints/filters/warning.go:69-140 (recorder.AddWarning) written out again as the Go
// reads, on rune arrays, with the headers it leaves as the result.
function goRecorder(texts: readonly string[]): string[] {
  const truncateAtTotalRunes = 4 * 1024;
  const truncateItemRunes = 256;
  const recorded = new Set<string>();
  const ordered: string[] = [];
  let headers: string[] = [];
  let written = 0;
  let truncating = false;
  for (const original of texts) {
    let text = original;
    if (text.length === 0) continue;
    if (written >= truncateAtTotalRunes && truncating) continue;
    if (recorded.has(text)) continue;
    recorded.add(text);
    ordered.push(text);
    let runes = Array.from(text);
    if (truncating && runes.length > truncateItemRunes) {
      runes = runes.slice(0, truncateItemRunes);
      text = runes.join("");
    }
    if (written + runes.length <= truncateAtTotalRunes || truncating) {
      written += runes.length;
      headers.push(text);
      continue;
    }
    truncating = true;
    written = 0;
    headers = [];
    for (const w of ordered) {
      const r = Array.from(w).slice(0, truncateItemRunes);
      written += r.length;
      headers.push(r.join(""));
    }
  }
  return headers;
}

describe("sentWarnings (the API server's warning recorder)", () => {
  it("passes short lists whole, each text once", () => {
    expect(sentWarnings([{ text: "a" }, { text: "b" }, { text: "a" }]).map((w) => w.text)).toEqual([
      "a",
      "b",
    ]);
  });

  it("agrees with the recorder written out plainly", () => {
    // Long texts often enough that the recorder starts cutting (past 4096 runes) and then drops (past 4096 again).
    const length = fc.oneof(fc.nat({ max: 300 }), fc.integer({ min: 250, max: 700 }));
    const text = fc
      .tuple(fc.constantFrom("x", "é", "\ud83d\ude00", "\ud800"), length, fc.nat({ max: 9 }))
      .map(([ch, n, tag]) => `${String(tag)}${ch.repeat(n)}`);
    fc.assert(
      fc.property(fc.array(text, { minLength: 0, maxLength: 60, size: "max" }), (texts) => {
        expect(sentWarnings(texts.map((t) => ({ text: t }))).map((w) => w.text)).toEqual(goRecorder(texts));
      }),
      { numRuns: 500 },
    );
  });
});

/**
 * Replays Go 1.25's answers (go125-vectors.jsonl, made by the live oracle: see SOURCES.md) without Go:
 * `regexp.Compile`'s error text, and for each text `MatchString`, `FindString` and `FindAllString(s, n)`.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RegexpCase } from "./generators.js";
import { type RegexpAnswer, crdgenAnswer } from "./harness.js";

interface Vector extends RegexpCase {
  readonly go: RegexpAnswer;
}

const vectors = readFileSync(new URL("go125-vectors.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line) as Vector);

describe("Go 1.25 regexp vectors", () => {
  it("has the recorded cases", () => {
    expect(vectors.length).toBeGreaterThan(2000);
  });

  it("gives Go's compile error or matches for every case", () => {
    const mismatches = vectors
      .filter((v) => JSON.stringify(crdgenAnswer(v)) !== JSON.stringify(v.go))
      .map(
        (v) =>
          `${JSON.stringify({ p: v.p, ss: v.ss, n: v.n })}\n  go:     ${JSON.stringify(v.go)}\n  crdgen: ${JSON.stringify(crdgenAnswer(v))}`,
      );
    expect(mismatches.slice(0, 20).join("\n")).toBe("");
  });
});

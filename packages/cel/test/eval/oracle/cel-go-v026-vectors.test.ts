/**
 * Replays the cel-go v0.26.0 oracle's answers (cel-go-v026-vectors.jsonl, made as SOURCES.md says): for every
 * case crdgen gives the same value (type and value, doubles bit for bit) or the same error text. No Go needed.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type OracleAnswer, type OracleCase, canonicalAnswer, crdgenAnswer } from "./harness.js";

const vectors = readFileSync(new URL("./cel-go-v026-vectors.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line) as { case: OracleCase; answer: OracleAnswer });

describe("cel-go v0.26.0 oracle vectors", () => {
  it("holds more than a thousand cases", () => {
    expect(vectors.length).toBeGreaterThan(1000);
  });

  it("gives cel-go's value or error text for every case", () => {
    const differences = vectors
      .map((v) => ({ ...v, got: crdgenAnswer(v.case) }))
      .filter((v) => JSON.stringify(v.got) !== JSON.stringify(canonicalAnswer(v.answer)))
      .map(
        (v) =>
          `${JSON.stringify(v.case)}\n  cel-go: ${JSON.stringify(v.answer)}\n  crdgen: ${JSON.stringify(v.got)}`,
      );
    expect(differences.join("\n")).toBe("");
  });
});

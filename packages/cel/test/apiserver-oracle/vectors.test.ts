/**
 * Replays the Kubernetes 1.35 apiserver oracle's saved answers (`apiserver-vectors.jsonl`, made by `live.test.ts`
 * with `K8S_CEL_ORACLE_RECORD`; SOURCES.md, "apiserver libraries and environment") without Go: for every saved
 * rule, crdgen's compile result, costs, type, value or error text and actual cost are the API server's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { differingFields } from "./compare.js";
import { type GenCase, toLibCase } from "./generators.js";
import { type LibAnswer, crdgenAnswer } from "./harness.js";

const vectors = readFileSync(new URL("./apiserver-vectors.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l !== "")
  .map((l) => JSON.parse(l) as { case: GenCase; answer: LibAnswer });

describe("Kubernetes 1.35 apiserver CEL libraries, saved oracle answers", () => {
  it("has the saved vectors", () => {
    expect(vectors.length).toBeGreaterThan(1000);
  });
  it("answers every saved rule as the API server did", () => {
    const mismatches = vectors.flatMap(({ case: c, answer }) => {
      const got = crdgenAnswer(toLibCase(c));
      const fields = differingFields(answer, got);
      return fields.length === 0 ? [] : [{ rule: c.rule, fields, want: answer, got }];
    });
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});

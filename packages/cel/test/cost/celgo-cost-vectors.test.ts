/**
 * Replays celgo-cost-vectors.jsonl: generated expressions (celgo-cost-cases.ts) with size hints, activations and
 * cost limits, and what cel-go v0.26.0 answered for them in the Kubernetes 1.35 environment (see SOURCES.md): the
 * estimate's min and max, and for each distinct run (Go iterates maps in random order) the actual cost and the
 * outcome. crdgen must give the same estimate and one of Go's runs.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CostAnswer, type CostCase, crdgenAnswer, sameAnswer } from "./celgo-cost-cases.js";

const vectors = readFileSync(new URL("celgo-cost-vectors.jsonl", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { case: CostCase; go: CostAnswer });

describe("cost estimates and actual costs against cel-go v0.26.0 vectors", () => {
  it("has the vectors", () => {
    expect(vectors.length).toBeGreaterThan(700);
  });

  it("gives cel-go's estimate and one of its runs for every vector", () => {
    const differing = vectors
      .map((v) => ({ expr: v.case.expr, go: v.go, crdgen: crdgenAnswer(v.case), same: false }))
      .map((d, i) => ({ ...d, same: sameAnswer((vectors[i] as { go: CostAnswer }).go, d.crdgen) }))
      .filter((d) => !d.same);
    expect(differing.slice(0, 3)).toEqual([]);
  });
});

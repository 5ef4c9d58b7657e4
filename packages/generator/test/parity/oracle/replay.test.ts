import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PairVector } from "./compare.js";
import { comparePair, refusalsAgree } from "./compare.js";

/**
 * The API pairs of controller-gen-pairs.jsonl (see SOURCES.md): each random API as a Go package and as
 * TypeScript, with what controller-gen itself made of the Go. crdgen, given the TypeScript, must write the
 * same CRDs (descriptions and key sets included, the version annotation aside), or refuse when controller-gen
 * refused, or refuse a CRD the API server's validation rejects.
 */
const vectors: PairVector[] = readFileSync(new URL("controller-gen-pairs.jsonl", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as PairVector);

describe("crdgen generate against controller-gen's answers for generated API pairs", () => {
  it("has the recorded pairs, refused and generated alike", () => {
    expect(vectors.length).toBe(100);
    const refused = vectors.filter((v) => v.controllerGen.errors.length > 0).length;
    expect(refused).toBeGreaterThan(10);
    expect(vectors.length - refused).toBeGreaterThan(50);
  });

  it("gives controller-gen's CRDs, and refuses what it refuses", () => {
    const report = vectors.flatMap((v) => {
      const o = comparePair(v.ts, v.controllerGen);
      if (!refusalsAgree(o)) {
        const by = o.crdgenRefused
          ? `crdgen: ${o.crdgenErrors.join(" | ")}`
          : `controller-gen: ${v.controllerGen.errors.join(" | ")}`;
        return [`${v.id}: refused only by ${by}`];
      }
      return o.differences.map((d) => `${v.id}: ${d}`);
    });
    expect(report).toEqual([]);
  }, 1_200_000);
});

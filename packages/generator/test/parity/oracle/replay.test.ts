import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { PairVector } from "./compare.js";
import { comparePair, refusalsAgree } from "./compare.js";

/**
 * The API pairs of controller-gen-pairs.jsonl, -2.jsonl.gz, -3.jsonl.gz and -hand.jsonl.gz (see SOURCES.md):
 * each random (or, in -hand, hand-written) API as a Go package and as TypeScript, with what controller-gen itself made of the Go. crdgen, given the
 * TypeScript, must write the same CRDs (descriptions and key sets included, the version annotation aside), or
 * refuse when controller-gen refused, or refuse a CRD the API server's validation rejects.
 */
function read(file: string): PairVector[] {
  const bytes = readFileSync(new URL(file, import.meta.url));
  const text = file.endsWith(".gz") ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as PairVector);
}

/** Each vector file with how many pairs it holds (SOURCES.md says how each was made). */
const files: readonly (readonly [string, number])[] = [
  ["controller-gen-pairs.jsonl", 100],
  ["controller-gen-pairs-2.jsonl.gz", 160],
  ["controller-gen-pairs-3.jsonl.gz", 150],
  ["controller-gen-pairs-hand.jsonl.gz", 237],
];

describe.each(files)("crdgen generate against controller-gen's answers in %s", (file, count) => {
  const vectors = read(file);

  it("has the recorded pairs, refused and generated alike", () => {
    expect(vectors.length).toBe(count);
    const refused = vectors.filter((v) => v.controllerGen.errors.length > 0).length;
    expect(refused).toBeGreaterThan(count / 10);
    expect(vectors.length - refused).toBeGreaterThan(count / 2);
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

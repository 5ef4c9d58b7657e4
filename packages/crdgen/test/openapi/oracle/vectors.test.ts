/**
 * Replays what the publish oracle answered (vectors/publish-oracle.jsonl, recorded by live-oracle.test.ts; see
 * SOURCES.md), without Go: the published documents (by digest, with the CRDs' own definitions in full) and the
 * text and error of kubectl explain, for generated CRDs and for the corpus.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CorpusCase } from "./corpus-cases.js";
import { withCorpusCrds } from "./corpus-cases.js";
import type { PublishCase } from "./generators.js";
import type { PublishAnswer } from "./harness.js";
import { comparable, crdgenAnswer, digestAnswer } from "./harness.js";

interface Vector {
  readonly case: PublishCase | CorpusCase;
  readonly answer: PublishAnswer;
}

const vectors = readFileSync(fileURLToPath(new URL("vectors/publish-oracle.jsonl", import.meta.url)), "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line) as Vector);

function label(vector: Vector, index: number): string {
  const c = vector.case;
  const where = "corpus" in c ? c.corpus : `generated #${index}`;
  return c.op === "openapi"
    ? `${where}: openapi ${c.v2 ? "v2" : "v3"}`
    : `${where}: explain ${[c.resource, ...c.fieldPath].join(".")} ${c.group}/${c.version}${c.recursive ? " --recursive" : ""}`;
}

describe("the publish oracle's recorded answers", () => {
  it("has cases of every kind", () => {
    const kinds = new Set(vectors.map((v) => `${"corpus" in v.case ? "corpus" : "generated"} ${v.case.op}`));
    expect([...kinds].sort()).toEqual([
      "corpus explain",
      "corpus openapi",
      "generated explain",
      "generated openapi",
    ]);
  });

  it.each(vectors.map((vector, index) => [label(vector, index), vector] as const))("%s", (_, vector) => {
    const corpus = "corpus" in vector.case;
    const c = "corpus" in vector.case ? withCorpusCrds(vector.case) : vector.case;
    expect(digestAnswer(comparable(crdgenAnswer(c)), corpus)).toEqual(vector.answer);
  });
});

// Replays the crvalidate oracle's committed answers (packages/objects/test/oracle/crvalidate*.jsonl.gz, see the
// SOURCES.md there) without Go: crdgen's validate() must say what the API server's own create and update path
// said about each object — errors (as multisets: Go builds them from maps), warnings, the stored object and
// the CEL runtime cost.
import { describe, expect, it } from "vitest";
import { crdgenVerdict, differences } from "./compare.js";
import type { VectorFile } from "./vectors.js";
import { readVectors } from "./vectors.js";

describe.each([
  ["crvalidate", 300],
  ["crvalidate-wide", 1000],
] as const)("crdgen validate against the API server's answers (%s vectors)", (file: VectorFile, least) => {
  const vectors = readVectors(file);

  it("has the vectors", () => {
    expect(vectors.length).toBeGreaterThan(least);
  });

  it.each(vectors.map((vector) => [vector.id, vector] as const))("%s", (_id, vector) => {
    const actual = crdgenVerdict(vector);
    const differing = differences(vector.expected, actual);
    expect(
      Object.fromEntries(
        differing.map((key) => [key, { expected: vector.expected[key], actual: actual[key] }]),
      ),
    ).toEqual({});
  });
});

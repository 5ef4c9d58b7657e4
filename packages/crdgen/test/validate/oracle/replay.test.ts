// Replays the crvalidate oracle's committed answers (packages/objects/test/oracle/crvalidate.jsonl, see the
// SOURCES.md there) without Go: crdgen's validate() must say what the API server's own create and update path
// said about each object — errors (as multisets: Go builds them from maps), warnings, the stored object and
// the CEL runtime cost.
import { describe, expect, it } from "vitest";
import { crdgenVerdict, differences } from "./compare.js";
import { readVectors } from "./vectors.js";

const vectors = readVectors();

describe("crdgen validate against the API server's answers (crvalidate vectors)", () => {
  it("has the vectors", () => {
    expect(vectors.length).toBeGreaterThan(300);
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

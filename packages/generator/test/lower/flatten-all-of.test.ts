import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { TypeConflict } from "../../src/lower/flatten-all-of.js";
import { flattenAllOfInto } from "../../src/lower/flatten-all-of.js";

/*
 * flattenAllOfInto against controller-gen's own (controller-tools pkg/crd/flatten.go at 434758187ddd, run by
 * Go on a copy of JSONSchemaProps's fields): testdata/spec/flatten-all-of.json, 400 cases of a schema and the
 * schemas flattened into it in turn, aimed at what resolveFieldConflict treats apart (properties merged,
 * required appended, bounds moved into allOf, CEL rules of the source first, types that conflict).
 */

interface Vector {
  readonly dst: JSONSchemaProps;
  readonly sources: readonly JSONSchemaProps[];
  readonly result: JSONSchemaProps;
  readonly errors: readonly string[];
}

const file = fileURLToPath(new URL("../../../../testdata/spec/flatten-all-of.json", import.meta.url));
const { vectors } = JSON.parse(readFileSync(file, "utf8")) as { vectors: readonly Vector[] };

function flatten(vector: Vector): { result: JSONSchemaProps; errors: string[] } {
  const result = structuredClone(vector.dst);
  const conflicts: TypeConflict[] = [];
  for (const source of vector.sources) flattenAllOfInto(result, source, conflicts);
  const errors = conflicts.map((c) => `conflicting types in allOf branches in schema: ${c.dst} vs ${c.src}`);
  return { result, errors };
}

describe("flattenAllOfInto as controller-gen's", () => {
  it("has the vectors", () => {
    expect(vectors.length).toBe(400);
  });

  it("merges as Go does on every vector", () => {
    const wrong = vectors
      .map((v, i) => ({ i, v, got: flatten(v) }))
      .filter(({ v, got }) => JSON.stringify(asGoWrites(got)) !== JSON.stringify(asGoWrites(v)));
    const shown = wrong
      .slice(0, 3)
      .map(({ i, v, got }) => ({ i, dst: v.dst, sources: v.sources, want: v, got }));
    expect(shown).toEqual([]);
  });

  it("changes neither source", () => {
    for (const vector of vectors.slice(0, 50)) {
      const before = JSON.stringify(vector.sources);
      flatten(vector);
      expect(JSON.stringify(vector.sources)).toBe(before);
    }
  });
});

const goBools = new Set([
  "exclusiveMaximum",
  "exclusiveMinimum",
  "uniqueItems",
  "nullable",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
]);

/**
 * The result and errors as Go's encoding/json writes them, keys sorted: Go writes a struct's fields in
 * declaration order, and `omitempty` leaves out a false bool (which Go cannot tell from an absent one).
 */
function asGoWrites(outcome: {
  readonly result: JSONSchemaProps;
  readonly errors: readonly string[];
}): unknown {
  return { result: canonical(outcome.result), errors: outcome.errors };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((k) => !(goBools.has(k) && record[k] === false))
      .sort()
      .map((k) => [k, canonical(record[k])]),
  );
}

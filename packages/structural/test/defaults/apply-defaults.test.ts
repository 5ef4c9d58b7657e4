import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyDefaults, pruneNonNullableNulls } from "../../src/index.js";
import type { JSONSchemaProps } from "../../src/index.js";

interface Case {
  readonly name: string;
  readonly json: string;
  readonly schema: JSONSchemaProps | null;
  readonly expected: string;
}

const vectors = JSON.parse(readFileSync(new URL("upstream/defaulting.json", import.meta.url), "utf8")) as {
  readonly default: readonly Case[];
  readonly pruneNulls: readonly Case[];
};

describe("applyDefaults (upstream TestDefault)", () => {
  it.each(vectors.default.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const value: unknown = JSON.parse(c.json);
    applyDefaults(value, c.schema ?? undefined);
    expect(value).toEqual(JSON.parse(c.expected));
  });
});

describe("pruneNonNullableNulls (upstream TestPruneNonNullableNullsWithoutDefaults)", () => {
  it.each(vectors.pruneNulls.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const value: unknown = JSON.parse(c.json);
    pruneNonNullableNulls(value, c.schema ?? undefined);
    expect(value).toEqual(JSON.parse(c.expected));
  });
});

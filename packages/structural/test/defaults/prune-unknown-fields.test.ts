import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pruneUnknownFields, pruneValue } from "../../src/index.js";
import type { JSONSchemaProps } from "../../src/index.js";

interface Case {
  readonly name: string;
  readonly json: string;
  readonly isResourceRoot: boolean;
  readonly schema: JSONSchemaProps | null;
  readonly expectedObject: string;
  readonly expectedPruned: readonly string[];
}

const { cases } = JSON.parse(readFileSync(new URL("upstream/pruning.json", import.meta.url), "utf8")) as {
  readonly cases: readonly Case[];
};

describe("pruneUnknownFields (upstream TestPrune)", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const input: unknown = JSON.parse(c.json);
    const result = pruneUnknownFields(input, c.schema ?? undefined, c.isResourceRoot);
    expect(result.value).toEqual(JSON.parse(c.expectedObject));
    expect(result.unknownFields).toEqual(c.expectedPruned);
    expect(input).toEqual(JSON.parse(c.json));
    if (c.schema !== null) expect(pruneValue(input, c.schema, c.isResourceRoot)).toEqual(result.value);
  });

  it("names a pruned key of a resource root's unknown top-level field, but keeps apiVersion, kind and metadata", () => {
    const result = pruneUnknownFields(
      { apiVersion: "v1", kind: "K", metadata: {}, spec: { x: 1 }, extra: [] },
      {},
      true,
    );
    expect(result.value).toEqual({ apiVersion: "v1", kind: "K", metadata: {} });
    expect(result.unknownFields).toEqual(["extra", "spec"]);
  });
});

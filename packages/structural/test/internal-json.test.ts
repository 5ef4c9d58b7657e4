import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { schemaPropsGoJson } from "../src/model/internal-json.js";

interface Vector {
  readonly schema: unknown;
  /** What Go's encoding/json writes for the internal JSONSchemaProps the v1 `schema` converts to. */
  readonly goJson: string;
}

// testdata/spec/SOURCES.md says how these were made: upstream's v1 and internal types, v1's UnmarshalJSON, a
// field-by-name copy for the generated conversion, and Go's own json.Marshal. They pin the field order, nil
// against empty, the escaping of strings and the formatting of numbers.
const vectorsFile = fileURLToPath(
  new URL("../../../testdata/spec/internal-schema-json.json", import.meta.url),
);
const vectors = JSON.parse(readFileSync(vectorsFile, "utf8")) as Vector[];

describe("schemaPropsGoJson: the internal schema as encoding/json prints it", () => {
  it("has vectors", () => {
    expect(vectors.length).toBeGreaterThan(40);
  });
  it.each(vectors.map((vector, i) => [i, vector] as const))("vector %i", (_i, { schema, goJson }) => {
    expect(schemaPropsGoJson(schema)).toBe(goJson);
  });
});

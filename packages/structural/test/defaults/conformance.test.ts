import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateDefaults } from "../../src/defaults/index.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

interface Vector {
  readonly name: string;
  readonly schema: JSONSchemaProps | null;
  readonly context: {
    readonly pathPrefix: string | null;
    readonly opts?: Record<string, boolean>;
  };
  readonly expectErrors: readonly { type: string; field?: string; rule?: string; fromCEL?: boolean }[];
}

const vectors = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../../../testdata/spec/conformance-cases.json", import.meta.url)),
    "utf8",
  ),
) as Vector[];

// The vectors where the API server validates defaults: the schema has one, the structural rules are on and
// expected to pass. validateDefaults must produce exactly the C-rule errors other than C1 (reported by the
// schema walk), C9's CEL evaluations included.
const cases = vectors.filter(
  (v) =>
    JSON.stringify(v.schema).includes('"default"') &&
    v.context.opts?.requireStructuralSchema === true &&
    !v.expectErrors.some((e) => e.rule?.startsWith("A") === true),
);

const key = (type: string, field: string | undefined): string => `${type} ${field ?? ""}`;

describe("conformance vectors with defaults", () => {
  it("covers every vector whose errors come from the defaults rules", () => {
    const withCRules = vectors.filter((v) =>
      v.expectErrors.some((e) => /^C([2-9]|1[0-2])$/.test(e.rule ?? "")),
    );
    for (const vector of withCRules) expect(cases.map((c) => c.name)).toContain(vector.name);
    expect(cases.length).toBe(12);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, vector) => {
    const errors = validateDefaults(vector.schema ?? {}, FieldPath.root(vector.context.pathPrefix ?? ""), {
      requirePrunedDefaults: vector.context.opts?.requirePrunedDefaults === true,
    });
    const expected = vector.expectErrors
      .filter((e) => e.rule !== "C1")
      .map((e) => key(e.type, e.field))
      .sort();
    expect(errors.map((e) => key(e.type, e.field)).sort()).toEqual(expected);
    expect(errors.every((e) => e.origin === "defaults")).toBe(true);
  });
});

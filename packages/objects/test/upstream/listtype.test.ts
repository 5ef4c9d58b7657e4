import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { FieldPath } from "@crdgen/structural";
import { validateListTypes } from "../../src/index.js";
import table from "./listtype.json" with { type: "json" };

interface ListTypeCase {
  readonly name: string;
  readonly schema: JSONSchemaProps | null;
  readonly obj: unknown;
  /** [error type, field path], compared as a multiset as upstream's validationMatch does. */
  readonly errors: readonly (readonly [string, string])[];
}

const cases = table.cases as unknown as ListTypeCase[];

describe("upstream listtype TestValidateListSetsAndMaps", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const found = validateListTypes(FieldPath.root("root"), c.schema ?? undefined, c.obj);
    const actual = found.map((e) => `${e.type} ${e.field}`).sort();
    expect(actual).toEqual(c.errors.map(([type, field]) => `${type} ${field}`).sort());
  });
});

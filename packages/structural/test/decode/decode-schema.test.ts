import { describe, expect, it } from "vitest";
import { decodeSchema, maxSchemaDepth } from "../../src/decode/index.js";
import { FieldPath } from "../../src/model/path.js";
import { err, summary } from "../crd/fixture.js";

function nestedSchema(levels: number): unknown {
  let schema: unknown = { type: "string" };
  for (let i = 1; i < levels; i++) schema = { type: "object", properties: { a: schema } };
  return schema;
}

describe("decodeSchema", () => {
  it("uses the given path prefix", () => {
    const errors = decodeSchema({ type: "object", properties: { a: { type: false } } }, FieldPath.root("P"));
    expect(errors.map(summary)).toEqual([
      err("FieldValueTypeInvalid", "P.properties[a].type", "must be of type string"),
    ]);
  });

  it("walks schemas nested up to the limit", () => {
    expect(decodeSchema(nestedSchema(maxSchemaDepth), FieldPath.root("P"))).toEqual([]);
  });

  it("reports deeper nesting instead of overflowing the stack", () => {
    const errors = decodeSchema(nestedSchema(50_000), FieldPath.root("P"));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.type).toBe("FieldValueForbidden");
    expect(errors[0]?.field).toBe(`P${".properties[a]".repeat(maxSchemaDepth)}`);
  });
});

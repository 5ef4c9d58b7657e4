// @crdgen/structural's JSONSchemaProps must be a CelSchema as is (structural will call schemaDeclType with it),
// while @crdgen/cel does not depend on @crdgen/structural: this type-only import is erased at run time.
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "../../../structural/src/model/schema-types.js";
import { type CelSchema, schemaDeclType } from "../../src/index.js";

describe("CelSchema", () => {
  it("accepts @crdgen/structural's JSONSchemaProps", () => {
    const props: JSONSchemaProps = { type: "object", properties: { a: { type: "string", nullable: true } } };
    const asCel: CelSchema = props;
    expect(schemaDeclType(asCel, false)?.findField("a")?.type.typeName()).toBe("string");
  });
});

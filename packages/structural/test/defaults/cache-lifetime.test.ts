import { describe, expect, it } from "vitest";
import { errorString, FieldPath, validateSchema, validateValue } from "../../src/index.js";
import type { JSONSchemaProps } from "../../src/index.js";

// Editors and linters keep one schema object and edit it in place between calls: no answer may come from a
// view of the schema built by an earlier call.
describe("the checker reads a schema afresh on every call", () => {
  it("validateValue sees a bound changed since the previous call", () => {
    const schema: JSONSchemaProps = { type: "integer", maximum: 10 };
    const at = FieldPath.root("spec.replicas");
    expect(validateValue(5, schema, at)).toEqual([]);
    schema.maximum = 3;
    expect(validateValue(5, schema, at).map(errorString)).toEqual([
      "spec.replicas: Invalid value: 5:  in body should be less than or equal to 3",
    ]);
  });

  it("validateValue sees a property schema replaced below the root", () => {
    const name: JSONSchemaProps = { type: "string" };
    const schema: JSONSchemaProps = { type: "object", properties: { name } };
    const at = FieldPath.root("spec");
    expect(validateValue({ name: "abc" }, schema, at)).toEqual([]);
    name.maxLength = 2;
    expect(validateValue({ name: "abc" }, schema, at).map(errorString)).toEqual([
      "spec.name: Too long: may not be more than 2 bytes",
    ]);
  });

  it("validateSchema sees a default that stopped matching its schema", () => {
    const replicas: JSONSchemaProps = { type: "integer", default: 5, maximum: 10 };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { spec: { type: "object", properties: { replicas } } },
    };
    expect(validateSchema(schema)).toEqual([]);
    replicas.maximum = 3;
    expect(validateSchema(schema).map(errorString)).toEqual([
      "spec.validation.openAPIV3Schema.properties[spec].properties[replicas].default: Invalid value: 5:  in body " +
        "should be less than or equal to 3",
    ]);
  });
});

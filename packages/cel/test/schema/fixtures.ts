// The testSchema() of apiextensions pkg/apiserver/schema/cel/model/schemas_test.go, in JSONSchemaProps form.
import type { CelSchema } from "../../src/index.js";

export function testSchema(): CelSchema {
  return {
    type: "object",
    properties: {
      name: { type: "string", maxLength: 256 },
      value: { type: "integer", default: 1, format: "int64", enum: [1, 2, 3] },
      nested: {
        type: "object",
        properties: {
          subname: { type: "string" },
          flags: { type: "object", additionalProperties: { type: "boolean" } },
          dates: { type: "array", items: { type: "string", format: "date-time" } },
        },
      },
      metadata: {
        type: "object",
        properties: {
          name: { type: "string" },
          value: { type: "array", items: { type: "string" } },
        },
      },
      intOrString: {
        "x-kubernetes-int-or-string": true,
        maxLength: 20,
        anyOf: [{ type: "integer" }, { type: "string" }],
      } as CelSchema,
    },
  };
}

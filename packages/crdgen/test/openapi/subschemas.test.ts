import { describe, expect, it } from "vitest";
import { schemaHasInvalidTypes } from "../../src/openapi/invalid-types.js";
import type { JsonObject } from "../../src/openapi/json.js";
import { pruneDefaults } from "../../src/openapi/prune-defaults.js";

// Each place SchemaHas (apiextensions validation.go) and PruneDefaults (kube-openapi default_pruning.go) walk,
// holding `child`.
const places = (child: JsonObject): [string, JsonObject][] => [
  ["definitions", { definitions: { d: child } }],
  ["properties", { properties: { p: child } }],
  ["patternProperties", { patternProperties: { "^x": child } }],
  ["dependencies", { dependencies: { a: child, b: ["c"] } }],
  ["allOf", { allOf: [child] }],
  ["anyOf", { anyOf: [child] }],
  ["oneOf", { oneOf: [child] }],
  ["not", { not: child }],
  ["additionalProperties", { additionalProperties: child }],
  ["additionalItems", { additionalItems: child }],
  ["items", { items: child }],
  ["items as a list", { items: [child] }],
];

describe("the places a schema holds schemas", () => {
  it.each(places({ type: "string", default: "x" }))("defaults are pruned under %s", (_, schema) => {
    const pruned = pruneDefaults({ s: { ...schema, default: {} } }).s;
    expect(JSON.stringify(pruned)).not.toContain("default");
    expect(JSON.stringify(schema)).toContain("default"); // the input is not changed
  });

  it.each(places({ type: "file" }))("an invalid type is found under %s", (_, schema) => {
    expect(schemaHasInvalidTypes(schema)).toBe(true);
    expect(schemaHasInvalidTypes({ ...schema, type: "object" })).toBe(true);
  });

  it("values are not schemas: default, enum and example are left as they are", () => {
    const values = { default: { default: 1, type: "file" }, enum: [{ default: 2 }], example: { default: 3 } };
    expect(pruneDefaults({ s: { properties: { p: { ...values } } } }).s).toEqual({
      properties: { p: { enum: values.enum, example: values.example } },
    });
    expect(schemaHasInvalidTypes(values)).toBe(false);
  });
});

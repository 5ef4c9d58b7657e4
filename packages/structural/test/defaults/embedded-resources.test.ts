import { describe, expect, it } from "vitest";
import {
  EmbeddedResources,
  FieldPath,
  type JSONSchemaProps,
  coerceResourceMeta,
  errorString,
  validateResourceMeta,
} from "../../src/index.js";

const embedded: JSONSchemaProps = {
  type: "object",
  "x-kubernetes-embedded-resource": true,
  "x-kubernetes-preserve-unknown-fields": true,
};

// Embedded resources under items, additionalProperties and properties; `plain` leads to none.
const schema: JSONSchemaProps = {
  type: "object",
  properties: {
    plain: { type: "object", properties: { a: { type: "array", items: { type: "string" } } } },
    list: { type: "array", items: { type: "object", properties: { template: embedded } } },
    byName: { type: "object", additionalProperties: embedded },
  },
};

describe("EmbeddedResources", () => {
  it("tells the nodes that lead to an embedded resource from those that do not", () => {
    const resources = new EmbeddedResources();
    const properties = schema.properties ?? {};
    expect(resources.reaches(schema)).toBe(true);
    expect(resources.reaches(properties["list"])).toBe(true);
    expect(resources.reaches(properties["byName"])).toBe(true);
    expect(resources.reaches(embedded)).toBe(true);
    expect(resources.reaches(properties["plain"])).toBe(false);
    expect(resources.reaches(undefined)).toBe(false);
  });

  it("lets the ObjectMeta walks find what they find without it, kept across values", () => {
    const resources = new EmbeddedResources();
    const root = FieldPath.root("");
    const values = [
      {
        plain: { a: ["x"] },
        list: [{ template: { apiVersion: "v1", kind: "Pod", metadata: { name: "A" } } }],
      },
      { byName: { x: { kind: 1 } } },
      { list: [{ template: { apiVersion: "v1" } }], byName: { y: { apiVersion: "v1", kind: "Pod" } } },
    ];
    for (const value of values) {
      const copy = structuredClone(value);
      const kept = coerceResourceMeta(root, value, schema, false, resources);
      expect(kept).toEqual(coerceResourceMeta(root, copy, schema, false));
      expect(value).toEqual(copy);
      const found = validateResourceMeta(root, value, schema, false, resources).map(errorString);
      expect(found).toEqual(validateResourceMeta(root, copy, schema, false).map(errorString));
    }
    expect(coerceResourceMeta(root, values[1], schema, false, resources)?.field).toBe("byName[x].kind");
    expect(validateResourceMeta(root, values[2], schema, false, resources).map((e) => e.field)).toEqual([
      "list[0].template.kind",
    ]);
  });
});

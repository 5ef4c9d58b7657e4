import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EmbeddedResources,
  FieldPath,
  type FieldError,
  type JSONSchemaProps,
  coerceResourceMeta,
  compareGoStrings,
  errorString,
  validateResourceMeta,
} from "../../src/index.js";
import { resourceValue, schemaFor, seededDraw } from "../support/decode-arbitrary.js";

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

  // The walk skips the values below nodes that lead to no embedded resource, and a whole object whose schema
  // leads to none: a differential test against a walk that visits every value, validating each embedded resource
  // (or the root, when it is one) on its own.
  it("finds on generated values and schemas what a walk over every value finds", () => {
    const root = FieldPath.root("");
    fc.assert(
      fc.property(resourceValue, fc.nat(), fc.boolean(), (value, seed, isResourceRoot) => {
        const generated = schemaFor(value, seededDraw(seed));
        const here = isResourceRoot || isEmbedded(generated);
        const expected = everyValue(root, value, generated, here).map(errorString);
        expect(validateResourceMeta(root, value, generated, isResourceRoot).map(errorString)).toEqual(
          expected,
        );
      }),
      { numRuns: 2000, seed: 3 },
    );
  });
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function everyValue(
  path: FieldPath,
  value: unknown,
  node: JSONSchemaProps | undefined,
  embeddedHere: boolean,
): FieldError[] {
  if (node === undefined) return [];
  const out: FieldError[] = [];
  if (Array.isArray(value)) {
    const items = isObject(node.items) ? (node.items as JSONSchemaProps) : undefined;
    value.forEach((item, i) => out.push(...everyValue(path.index(i), item, items, isEmbedded(items))));
    return out;
  }
  if (!isObject(value)) return out;
  // This object alone: a schema with nothing below it.
  if (embeddedHere) out.push(...validateResourceMeta(path, value, {}, true));
  const properties = isObject(node.properties) ? node.properties : {};
  const additional = isObject(node.additionalProperties)
    ? (node.additionalProperties as JSONSchemaProps)
    : undefined;
  for (const key of Object.keys(value).sort(compareGoStrings)) {
    const property =
      Object.hasOwn(properties, key) && isObject(properties[key]) ? properties[key] : undefined;
    const [at, below] = property !== undefined ? [path.child(key), property] : [path.key(key), additional];
    out.push(...everyValue(at, value[key], below, isEmbedded(below)));
  }
  return out;
}

const isEmbedded = (node: JSONSchemaProps | undefined) => node?.["x-kubernetes-embedded-resource"] === true;

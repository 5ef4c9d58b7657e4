import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pruneUnknownFields, pruneUnknownFieldsAndNulls } from "../../src/defaults/index.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { resourceValue, schemaFor, seededDraw } from "../support/decode-arbitrary.js";

// The names pruning gives the fields it removes, against an independent oracle: the keys the input has and the
// pruned copy lacks, found by walking both side by side and naming each as the API server's warnings do (keys
// joined by dots, list indices in brackets). Pruning names them from the way down it keeps while it walks.

const metaFields = new Set(["apiVersion", "kind", "metadata"]);

function removedKeys(input: unknown, output: unknown, named: boolean): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (Array.isArray(a) && Array.isArray(b)) {
      a.forEach((item, i) => {
        walk(item, b[i], `${path}[${i}]`);
      });
      return;
    }
    if (!isObject(a) || !isObject(b)) return;
    for (const key of Object.keys(a)) {
      const below = path === "" ? key : `${path}.${key}`;
      if (Object.hasOwn(b, key)) walk(a[key], b[key], below);
      // Upstream names no meta field it drops at the very top of a value with a schema.
      else if (!(path === "" && named && metaFields.has(key))) found.push(below);
    }
  };
  walk(input, output, "");
  return found.sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const rootValue = fc.oneof(resourceValue, fc.array(resourceValue, { maxLength: 3 }));

describe("pruning's unknown field names", () => {
  it("are the keys the pruned copy lacks, named by their path from the root", () => {
    fc.assert(
      fc.property(rootValue, fc.nat(), fc.boolean(), (input, seed, withSchema) => {
        const schema: JSONSchemaProps | undefined = withSchema
          ? schemaFor(input, seededDraw(seed))
          : undefined;
        const pruned = pruneUnknownFields(input, schema, false);
        expect(pruned.unknownFields).toEqual(removedKeys(input, pruned.value, schema !== undefined));
      }),
      { numRuns: 3000 },
    );
  });

  it("name list items and nested keys as the API server's warnings do", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: {
            items: { type: "array", items: { type: "object", properties: { a: { type: "object" } } } },
          },
        },
      },
    };
    const input = { spec: { items: [{ a: { x: 1 } }, { b: 2, a: { y: [1] } }], z: 1 }, top: 1 };
    const pruned = pruneUnknownFieldsAndNulls(input, schema);
    expect(pruned.unknownFields).toEqual([
      "spec.items[0].a.x",
      "spec.items[1].a.y",
      "spec.items[1].b",
      "spec.z",
      "top",
    ]);
    const list = pruneUnknownFields(
      [{ a: 1 }, [{ b: 2 }]],
      { type: "array", items: { type: "object" } },
      false,
    );
    expect(list.unknownFields).toEqual(["[0].a", "[1][0].b"]);
  });
});

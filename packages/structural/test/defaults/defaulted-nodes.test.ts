import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDefaults, DefaultedNodes, pruneUnknownFieldsAndNulls } from "../../src/defaults/index.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { resourceValue, schemaFor, seededDraw } from "../support/decode-arbitrary.js";

// DefaultedNodes lets defaulting skip the values below schema nodes without any default: a differential test
// against defaulting that visits every value, on decoded values (pruned, nulls dropped) as the server defaults them.

describe("DefaultedNodes", () => {
  it("says which nodes have a default at or below them; a null default is none", () => {
    const leaf: JSONSchemaProps = { type: "string" };
    const defaulted: JSONSchemaProps = { type: "string", default: "x" };
    const nullDefault: JSONSchemaProps = { type: "string", default: null };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        plain: { type: "object", properties: { leaf, nullDefault } },
        list: { type: "array", items: { type: "object", properties: { defaulted } } },
        map: { type: "object", additionalProperties: { type: "object", properties: { defaulted } } },
      },
    };
    const nodes = new DefaultedNodes();
    expect(nodes.reaches(schema)).toBe(true);
    expect(nodes.reaches(schema.properties?.plain)).toBe(false);
    expect(nodes.reaches(nullDefault)).toBe(false);
    expect(nodes.reaches(schema.properties?.list)).toBe(true);
    expect(nodes.reaches(schema.properties?.map)).toBe(true);
    expect(nodes.reaches(undefined)).toBe(false);
  });

  it("lists a node's properties with a default, in the order of its properties, once per node", () => {
    const b: JSONSchemaProps = { type: "string", default: "b" };
    const a: JSONSchemaProps = { type: "integer", default: 0 };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { b, plain: { type: "string" }, none: { type: "string", default: null }, a },
    };
    const nodes = new DefaultedNodes();
    expect(nodes.defaultedProperties(schema)).toEqual([
      ["b", b],
      ["a", a],
    ]);
    expect(nodes.defaultedProperties(schema)).toBe(nodes.defaultedProperties(schema));
    expect(nodes.defaultedProperties({ type: "string" })).toEqual([]);
  });

  it("lists a node's properties with a default at or below them, in the order of its properties, once per node", () => {
    const deep: JSONSchemaProps = { type: "object", properties: { x: { type: "string", default: "x" } } };
    const a: JSONSchemaProps = { type: "integer", default: 0 };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { deep, plain: { type: "object", properties: { y: { type: "string" } } }, a },
    };
    const nodes = new DefaultedNodes();
    expect(nodes.reachingProperties(schema)).toEqual([
      ["deep", deep],
      ["a", a],
    ]);
    expect(nodes.reachingProperties(schema)).toBe(nodes.reachingProperties(schema));
    expect(nodes.reachingProperties({ type: "string" })).toEqual([]);
  });

  it("defaulting with them changes a value as defaulting without them does", () => {
    fc.assert(
      fc.property(resourceValue, fc.nat(), (input, seed) => {
        const schema = schemaFor(input, seededDraw(seed));
        const decoded = () => pruneUnknownFieldsAndNulls(input, schema).value;
        const everyValue = decoded();
        applyDefaults(everyValue, schema);
        const nodes = new DefaultedNodes();
        const skipping = decoded();
        applyDefaults(skipping, schema, nodes);
        expect(JSON.stringify(skipping)).toBe(JSON.stringify(everyValue));
        // Kept across values, as a catalog keeps them.
        const again = decoded();
        applyDefaults(again, schema, nodes);
        expect(JSON.stringify(again)).toBe(JSON.stringify(everyValue));
      }),
      { numRuns: 2000 },
    );
  });
});

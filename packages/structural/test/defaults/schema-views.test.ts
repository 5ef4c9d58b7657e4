import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { SchemaViews } from "../../src/defaults/value/schema-view.js";

// A run builds a view for every schema node its values reach: what most nodes lack (properties, required
// names, junctors) and their type lists are shared, not made per node, and a view still says what its node says.

describe("SchemaViews", () => {
  it("gives the nodes of one type one type list, and int-or-string its two types", () => {
    const views = new SchemaViews({ customResource: true });
    expect(views.typeList("string")).toBe(views.typeList("string"));
    const a = views.of({ type: "string" });
    const b = views.of({ type: "string", maxLength: 3 });
    expect(a.types).toEqual(["string"]);
    expect(a.types).toBe(b.types);
    expect(views.of({ "x-kubernetes-int-or-string": true }).types).toEqual(["integer", "string"]);
    expect(views.of({}).types).toEqual([]);
  });

  it("reads a node's keywords as before for nodes with and without properties, required names and junctors", () => {
    const views = new SchemaViews();
    const leaf = views.of({ type: "string", format: "date-time", enum: ["a"] });
    expect(leaf.properties.names()).toEqual([]);
    expect(leaf.properties.has("x")).toBe(false);
    expect(leaf.required).toEqual([]);
    expect(leaf.hasJunctors).toBe(false);
    expect(leaf.formatKnown).toBe(true);
    expect(leaf.enum).toEqual(["a"]);
    const node: JSONSchemaProps = {
      type: "object",
      properties: { b: { type: "string" }, a: { type: "integer" } },
      required: ["a"],
      anyOf: [{ required: ["b"] }],
    };
    const object = views.of(node);
    expect(object.properties.sortedNames()).toEqual(["a", "b"]);
    expect(object.required).toEqual(["a"]);
    expect(object.hasJunctors).toBe(true);
    expect(views.of({ not: {} }).hasJunctors).toBe(true);
    expect(views.of({ format: "" }).formatKnown).toBe(false);
    expect(views.of({ format: "no-such-format" }).formatKnown).toBe(false);
  });
});

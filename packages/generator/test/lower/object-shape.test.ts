import fc from "fast-check";
import type { JSONSchemaProps } from "@crdgen/structural";
import { describe, expect, it } from "vitest";
import type { IRNode, IRProperty } from "../../src/ir/types.js";
import { rootSchema } from "../../src/lower/root-schema.js";
import { lowerContext } from "../../src/pipeline/lower-stage.js";

// Objects of objects and scalars, with names that repeat and `__proto__`, which must stay a plain key.
const names = fc.constantFrom("a", "b", "c", "__proto__", "constructor", "toString");
const { node } = fc.letrec<{ node: IRNode; property: IRProperty }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant<IRNode>({ kind: "string" }),
    fc.constant<IRNode>({ kind: "integer", format: "int32" }),
    fc.array(tie("property"), { maxLength: 5 }).map((properties): IRNode => ({ kind: "object", properties })),
  ),
  property: fc.record({
    name: names,
    type: tie("node"),
    required: fc.boolean(),
    description: fc.constantFrom("", "doc"),
    markers: fc.constant([]),
  }),
}));

// The lowering of these nodes, written plainly: properties by Object.fromEntries, required names sorted.
function simpleLowering(ir: IRNode): JSONSchemaProps {
  if (ir.kind === "string") return { type: "string" };
  if (ir.kind === "integer") return { type: "integer", format: "int32" };
  if (ir.kind !== "object") throw new Error(`not generated: ${ir.kind}`);
  const schema: JSONSchemaProps = { type: "object" };
  const property = (p: IRProperty): JSONSchemaProps => {
    const lowered = simpleLowering(p.type);
    if (p.description !== "") lowered.description = p.description;
    return lowered;
  };
  if (ir.properties.length > 0) {
    schema.properties = Object.fromEntries(ir.properties.map((p) => [p.name, property(p)]));
  }
  const required = ir.properties
    .filter((p) => p.required)
    .map((p) => p.name)
    .sort();
  if (required.length > 0) schema.required = required;
  return schema;
}

describe("lowering an object's properties", () => {
  it("gives each property its schema in order, `__proto__` as a key, and the required names sorted", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: names, type: node, required: fc.boolean() })), (fields) => {
        // The root's own fields are lowered by rootSchema; the objects below them by the object lowering.
        const child: IRNode = {
          kind: "object",
          properties: fields.map((f) => ({ ...f, description: "", markers: [] })),
        };
        const root: IRNode = {
          kind: "object",
          properties: [{ name: "spec", type: child, required: true, description: "", markers: [] }],
        };
        const context = lowerContext(new Map(), () => ({ type: "object" }));
        const lowered = rootSchema(root, context)?.properties?.spec;
        expect(JSON.stringify(lowered)).toBe(JSON.stringify(simpleLowering(child)));
        expect(Object.getPrototypeOf(lowered?.properties ?? {})).toBe(Object.prototype);
        expect(context.diagnostics).toEqual([]);
      }),
    );
  });
});

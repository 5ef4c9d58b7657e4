/**
 * Equality of Kubernetes objects, written from apiserver `pkg/cel/common/valuesunstructured.go`
 * (`unstructuredMap.Size`, `unstructuredMap.Equal`, 24a394e5): the size is the raw object's, fields outside the
 * schema (kept by x-kubernetes-preserve-unknown-fields) compare as JSON, schema properties as CEL values.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ValueSchema,
  celTypes,
  equals,
  evaluate,
  mapType,
  unstructuredToVal,
  variableDecl,
} from "../../src/index.js";
import { compile } from "../cost/compile.js";

const preserved: ValueSchema = { type: "object", "x-kubernetes-preserve-unknown-fields": true };
const withProperty: ValueSchema = {
  type: "object",
  "x-kubernetes-preserve-unknown-fields": true,
  properties: { p: { type: "integer" }, n: { type: "string", nullable: true } as ValueSchema },
};
const same = (schema: ValueSchema, a: unknown, b: unknown): boolean =>
  equals(unstructuredToVal(a, schema), unstructuredToVal(b, schema));

describe("unstructuredMap.Equal", () => {
  it("compares the fields of an object without properties as JSON", () => {
    expect(same(preserved, { a: "a", b: "b" }, { a: "x", b: "y" })).toBe(false);
    expect(same(preserved, { a: "x", b: "y" }, { b: "y", a: "x" })).toBe(true);
    expect(same(preserved, { a: { x: [1, { y: 2 }] } }, { a: { x: [1, { y: 2 }] } })).toBe(true);
    expect(same(preserved, { a: { x: [1, 2] } }, { a: { x: [2, 1] } })).toBe(false);
    expect(same(preserved, {}, {})).toBe(true);
    expect(same(preserved, { a: 1 }, {})).toBe(false);
  });

  it("compares known fields as CEL values and unknown ones as JSON", () => {
    expect(same(withProperty, { p: 1, u: "x" }, { p: 1, u: "x" })).toBe(true);
    expect(same(withProperty, { p: 1, u: "x" }, { p: 1, u: "y" })).toBe(false);
    expect(same(withProperty, { p: 1, u: "x" }, { p: 2, u: "x" })).toBe(false);
  });

  it("counts every raw key in the size, null fields included", () => {
    expect(same(withProperty, { p: 1, n: null }, { p: 1 })).toBe(false);
    expect(same(withProperty, { p: 1, n: null }, { p: 1, n: null })).toBe(true);
  });

  it("is reflexive and symmetric (property)", () => {
    const json = fc.jsonValue({ maxDepth: 2 });
    const object = fc.dictionary(fc.constantFrom("p", "u", "v"), json, { maxKeys: 3 });
    fc.assert(
      fc.property(object, object, (a, b) => {
        const schema = preserved;
        expect(same(schema, a, a)).toBe(true);
        expect(same(schema, a, b)).toBe(same(schema, b, a));
      }),
      { numRuns: 300 },
    );
  });
});

describe("unstructuredMap.Size in size() and the runtime cost", () => {
  // Ten fields outside the schema and a null one, kept by x-kubernetes-preserve-unknown-fields, besides p.
  const raw: Record<string, unknown> = { p: 1, n: null };
  for (let i = 0; i < 10; i++) raw[`u${i}`] = i;
  const self = unstructuredToVal(raw, withProperty);
  const run = (text: string) => {
    const checked = compile(text, { vars: [variableDecl("self", mapType(celTypes.string, celTypes.dyn))] });
    return evaluate(checked, { self });
  };
  it("size() counts every raw key (len(t.value))", () => {
    expect(run("self.size()").value).toBe(12n);
  });
  it("equality costs ceil(min(size) × 0.1) with the raw sizes (cel-go runtimecost.go actualSize)", () => {
    // Two identifiers, then ceil(12 × 0.1) = 2 for the comparison.
    expect(run("self == self").cost).toBe(4n);
  });
});

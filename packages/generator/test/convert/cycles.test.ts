import { describe, expect, it } from "vitest";
import { generateInMemory, summary, widget } from "../support/memory.js";

describe("recursion guard", () => {
  it("names a direct cycle and makes no CRD", () => {
    const result = generateInMemory({
      "/app/input.ts": widget("Node", "export interface Node {\n  next?: Node;\n}\n"),
    });
    expect(summary(result)).toEqual(["CRD2007 input.ts:7:10 recursive type: Node.next → Node"]);
    expect(result.crds).toEqual([]);
  });

  it("names a cycle through arrays, maps and aliases", () => {
    const types = [
      "export type Children = Record<string, Tree[]>;",
      "export interface Tree {\n  children: Children;\n}",
    ].join("\n");
    const result = generateInMemory({ "/app/input.ts": widget("Tree", types) });
    expect(summary(result)).toEqual([
      "CRD2007 input.ts:6:39 recursive type: Tree.children → Children → Tree",
    ]);
  });

  it("stops a generic type that grows without end", () => {
    const result = generateInMemory({
      "/app/input.ts": widget("Grow<string>", "export interface Grow<T> {\n  inner?: Grow<T[]>;\n}\n"),
    });
    expect(summary(result)).toEqual([
      "CRD2007 input.ts:6:18 recursive type: Grow.inner → Grow.inner → Grow.inner → Grow",
    ]);
  });

  it("converts a type used twice once, without calling it a cycle", () => {
    const types = "export interface Leaf {\n  /** +kubebuilder:validation:MinLength=1 */\n  name: string;\n}";
    const result = generateInMemory({ "/app/input.ts": widget("{ a: Leaf; b: Leaf[] }", types) });
    expect(result.diagnostics).toEqual([]);
    const spec = result.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties?.spec;
    expect(spec?.properties?.a).toEqual(spec?.properties?.b?.items);
    expect(spec?.properties?.a?.properties?.name).toEqual({ minLength: 1, type: "string" });
  });
});

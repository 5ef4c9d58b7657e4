import { describe, expect, it } from "vitest";
import { generateInMemory, specSchema, summary, widget } from "../support/memory.js";

/*
 * The API server checks a CRD's defaults in a walk that follows `properties` and `items` but not
 * `additionalProperties` (apiextensions-apiserver v0.35.0 pkg/apiserver/schema/defaulting/validation.go:168), and
 * controller-gen checks none: a default below a map's values is written as it is, valid or not. Found by the
 * controller-gen oracle (test/parity/oracle): a `+kubebuilder:default` on a field of a struct used as a map's values.
 */

const run = (spec: string, extra = "") => generateInMemory({ "/app/input.ts": widget(spec, item + extra) });
const codes = (spec: string, extra = ""): string[] =>
  summary(run(spec, extra)).map((s) => s.split(" ")[0] ?? "");

// `name`'s default is longer than its MaxLength allows: CRD1009 wherever the server checks it.
const item =
  'export interface Item {\n  /**\n   * +kubebuilder:validation:MaxLength=2\n   * +kubebuilder:default="toolong"\n   */\n  name?: string;\n}\n';
const invalidDefault =
  'CRD1009 input.ts:9:6 +kubebuilder:default="toolong": the default is invalid: default: Too long: may not be more than 2 bytes';

describe("a default that does not validate", () => {
  it("is written as it is below a map's values, with no error", () => {
    const result = run("{\n  items?: Record<string, Item>;\n}");
    expect(summary(result)).toEqual([]);
    expect(specSchema(result)).toMatchObject({
      properties: {
        items: { additionalProperties: { properties: { name: { default: "toolong", maxLength: 2 } } } },
      },
    });
  });

  it("is an error once where the type is also used outside a map, whichever use comes first", () => {
    for (const spec of [
      "{\n  items?: Record<string, Item>;\n  one?: Item;\n}",
      "{\n  one?: Item;\n  items?: Record<string, Item>;\n}",
      "{\n  items?: Record<string, Item>;\n  list?: Item[];\n}",
    ]) {
      expect(summary(run(spec)).filter((s) => s.startsWith("CRD1009"))).toEqual([invalidDefault]);
    }
  });

  it("is an error through the types that reach it outside maps, and only then", () => {
    const outer = "export interface Outer {\n  inner?: Item;\n}\n";
    expect(codes("{\n  outers?: Record<string, Outer>;\n}", outer)).toEqual([]);
    expect(codes("{\n  outers?: Record<string, Outer>;\n  outer?: Outer;\n}", outer)).toContain("CRD1009");
    expect(codes("{\n  outer?: Outer;\n  outers?: Record<string, Outer>;\n}", outer)).toContain("CRD1009");
    const holder = "export interface Holder {\n  items?: Record<string, Item>;\n}\n";
    expect(codes("{\n  holder?: Holder;\n}", holder)).toEqual([]);
    expect(codes("{\n  holders?: Holder[];\n}", holder)).toEqual([]);
  });

  it("is not checked on an inline type below a map's values, nor below a map in a list", () => {
    const inline =
      '{\n  named?: Record<string, {\n    /**\n     * +kubebuilder:validation:MaxLength=2\n     * +kubebuilder:default="toolong"\n     */\n    name?: string;\n  }>;\n}';
    expect(codes(inline)).toEqual([]);
    expect(codes("{\n  maps?: Record<string, Item>[];\n}")).toEqual([]);
  });

  it("on a map field itself is checked: the map is where the server looks", () => {
    const spec =
      '{\n  /**\n   * +kubebuilder:validation:MaxProperties=1\n   * +kubebuilder:default={"a":"x","b":"y"}\n   */\n  labels?: Record<string, string>;\n}';
    expect(codes(spec)).toContain("CRD1009");
  });
});

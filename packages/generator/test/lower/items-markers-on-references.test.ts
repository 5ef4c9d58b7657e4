import { describe, expect, it } from "vitest";
import { generateInMemory, specSchema, summary, widget } from "../support/memory.js";

/*
 * controller-gen applies an array's `items:` markers to its items' schema (controller-tools 434758187ddd
 * pkg/crd/schema.go:240-250 applyMarkers), which for an element of a named type it gives a bare `$ref` (metav1.Time,
 * a struct, a slice, a type of another package: schema.go:301-396) has no type: an `items:` marker that checks the
 * type is refused there ("must apply pattern to a textual value, found type \\"\\""). Found by the controller-gen
 * oracle (test/parity/oracle, seed 40, `type PhaseT2 []metav1.Time` with `+kubebuilder:validation:items:Pattern`).
 */

const run = (spec: string, extra: string) => generateInMemory({ "/app/input.ts": widget(spec, extra) });
const codes = (spec: string, extra = ""): string[] =>
  summary(run(spec, imports + extra)).map((s) => s.split(" ")[0] ?? "");
const imports = 'import type { Time } from "crdgen";\n';
const pattern = "+kubebuilder:validation:items:Pattern=`^x`";

describe("an items: marker that checks the type", () => {
  it("is refused on an alias of an array of Time, and on a field of that array type", () => {
    const alias = `/** ${pattern} */\nexport type Times = Time[];\n`;
    expect(summary(run("{\n  times?: Times;\n}", imports + alias))).toEqual([
      "CRD1007 input.ts:7:5 +kubebuilder:validation:items:Pattern cannot apply to items of the named type Time: controller-gen applies items markers to a reference to it, which has no type",
    ]);
    expect(codes(`{\n  /** ${pattern} */\n  times?: Time[];\n}`)).toEqual(["CRD1007"]);
    expect(codes(`{\n  /** ${pattern} */\n  times?: (Time | null)[] | null;\n}`)).toEqual(["CRD1007"]);
  });

  it("is refused on items of a struct, and kept on items of a named string", () => {
    const extra = "export interface Part {\n  a?: string;\n}\nexport type Name = string;\n";
    expect(
      codes(`{\n  /** +kubebuilder:validation:items:MaxProperties=1 */\n  parts?: Part[];\n}`, extra),
    ).toEqual(["CRD1007"]);
    const result = run(`{\n  /** ${pattern} */\n  names?: Name[];\n}`, imports + extra);
    expect(summary(result)).toEqual([]);
    expect(specSchema(result)).toMatchObject({ properties: { names: { items: { pattern: "^x" } } } });
  });

  it("is kept when items:Type gives the items the type it needs, and markers that check nothing stay", () => {
    const typed = `{\n  /**\n   * +kubebuilder:validation:items:Type=string\n   * ${pattern}\n   */\n  times?: Time[];\n}`;
    expect(codes(typed)).toEqual([]);
    const enumOnly = "{\n  /** +kubebuilder:validation:items:MaxItems=1 */\n  times?: Time[][];\n}";
    expect(codes(enumOnly)).toEqual([]);
  });

  it("is refused through an alias chain's innermost name", () => {
    const chain = `export type Outer = Inner;\n/** ${pattern} */\nexport type Inner = Time[];\n`;
    expect(codes("{\n  times?: Outer;\n}", chain)).toEqual(["CRD1007"]);
  });
});

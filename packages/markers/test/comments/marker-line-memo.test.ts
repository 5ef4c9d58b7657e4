import { describe, expect, it } from "vitest";
import { MarkerLineMemo, parseComment } from "../../src/index.js";

// Comments that repeat lines, with and without problems, for every target; each read with and without a memo.
const comments = [
  "// +kubebuilder:validation:Minimum=1\n// +optional",
  "/**\n * Doc.\n * +kubebuilder:validation:Minimum=1\n *   +optional\n * +groupName=example.com\n */",
  "// +kubebuilder:validation:Minimum=one\n// +kubebuilder:validation:Minimum=1",
  "// +kubebuilder:validation:Minimum=one\n// +kubebuilder:object:root=true",
  "// +listType=map\n// +listMapKey=name\n// +kubebuilder:validation:Enum=a;b",
  "// +listType=map\n// +listMapKey=name\n// +kubebuilder:validation:Enum=a;b",
  "// +kubebuilder:validation:Minimum:=1\n// +nonsense:marker\n// +kubebuilder:unknownThing",
  "/** @minimum 1 */",
];

describe("MarkerLineMemo", () => {
  it("reads every comment as parseComment does without it, spans and diagnostics included", () => {
    for (const target of ["field", "type", "package", undefined] as const) {
      const memo = new MarkerLineMemo();
      // twice over, so that the second round reads its clean lines from the memo, at other positions
      for (const round of [1, 2]) {
        comments.forEach((text, i) => {
          const start = { line: 10 * i + round, column: round };
          expect(parseComment(text, start, "api.ts", target, memo)).toEqual(
            parseComment(text, start, "api.ts", target),
          );
        });
      }
    }
  });

  it("reads a clean line once, and a line with problems each time", () => {
    const memo = new MarkerLineMemo();
    const first = parseComment(
      "// +kubebuilder:validation:Enum=a;b",
      { line: 1, column: 1 },
      "a.ts",
      "field",
      memo,
    );
    const again = parseComment(
      "// +kubebuilder:validation:Enum=a;b",
      { line: 5, column: 3 },
      "b.ts",
      "field",
      memo,
    );
    expect(again.markers[0]?.value).toBe(first.markers[0]?.value);
    expect(again.markers[0]?.span).toEqual({
      file: "b.ts",
      start: { line: 5, column: 6 },
      end: { line: 5, column: 38 },
    });
    const bad = "// +kubebuilder:validation:Minimum=one";
    const one = parseComment(bad, { line: 1, column: 1 }, "a.ts", "field", memo);
    const two = parseComment(bad, { line: 7, column: 1 }, "a.ts", "field", memo);
    expect(one.diagnostics).toHaveLength(1);
    expect(two.diagnostics.map((d) => d.span?.start.line)).toEqual([7]);
  });
});

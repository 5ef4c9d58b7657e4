import { describe, expect, it } from "vitest";
import { CommentMemo, parseComment } from "../../src/index.js";

// Comments that come back word for word, clean or with problems, markers on their first line and below,
// JSDoc tags, package markers above a type.
const comments = [
  "// +optional",
  "/** +kubebuilder:validation:Minimum=1 */",
  "/**\n * Doc.\n * +kubebuilder:validation:Minimum=1\n *   +optional\n * +groupName=example.com\n */",
  "// The port.\n// +kubebuilder:validation:Minimum=1\n// +kubebuilder:validation:Maximum=65535",
  "/** The size. @minimum 1 @maximum 9 */",
  "/**\n * The size.\n * @pattern ^[a-z]+$\n */",
  "// +kubebuilder:validation:Minimum=one\n// +optional",
  "// +optional\n// +required",
  "// +listType=map\r\n// +listMapKey=name",
];

describe("CommentMemo", () => {
  it("reads every comment as parseComment does, wherever it is met again", () => {
    for (const target of ["field", "type", "package", undefined] as const) {
      const memo = new CommentMemo();
      const places = [
        { line: 3, column: 5 },
        { line: 40, column: 1 },
        { line: 3, column: 9 },
        { line: 7, column: 3 },
      ];
      places.forEach((start, round) => {
        const file = `api${String(round % 2)}.ts`;
        for (const text of comments) {
          expect(memo.parse(text, start, file, target)).toEqual(parseComment(text, start, file, target));
        }
      });
    }
  });

  it("moves a comment read clean, and reads one with problems again", () => {
    const memo = new CommentMemo();
    const text = "// Doc.\n// +kubebuilder:validation:Minimum=1";
    const first = memo.parse(text, { line: 1, column: 1 }, "a.ts", "field");
    const again = memo.parse(text, { line: 20, column: 5 }, "b.ts", "field");
    expect(again.markers[0]?.value).toBe(first.markers[0]?.value);
    expect(again.markers[0]?.span).toEqual({
      file: "b.ts",
      start: { line: 21, column: 4 },
      end: { line: 21, column: 37 },
    });
    const bad = "// +kubebuilder:validation:Minimum=one";
    expect(memo.parse(bad, { line: 1, column: 1 }, "a.ts", "field").diagnostics).toHaveLength(1);
    const later = memo.parse(bad, { line: 9, column: 1 }, "a.ts", "field");
    expect(later.diagnostics.map((d) => d.span?.start.line)).toEqual([9]);
  });
});

import { describe, expect, it } from "vitest";
import { parseComment } from "../../src/index.js";

function markersAt(text: string, line = 1, column = 1): string[] {
  return parseComment(text, { line, column }, "api.ts").markers.map(
    (m) => `${m.text}@${m.span.start.line}:${m.span.start.column}-${m.span.end?.column ?? 0}`,
  );
}

describe("marker positions", () => {
  it("points at the + of markers in a JSDoc block, not at the comment start", () => {
    const text = "/**\n   * Doc.\n   * +kubebuilder:validation:MinLength=1\n   *   +optional\n   */";
    expect(markersAt(text, 4, 3)).toEqual(["+kubebuilder:validation:MinLength=1@6:6-41", "+optional@7:8-17"]);
  });

  it("points at the + of markers in // lines", () => {
    const text = "// Doc.\n  //+kubebuilder:validation:MinLength=1\n  //   +optional";
    expect(markersAt(text, 3, 3)).toEqual(["+kubebuilder:validation:MinLength=1@4:5-40", "+optional@5:8-17"]);
  });

  it("finds a marker in a one-line JSDoc comment, on the comment's first line", () => {
    expect(markersAt("/** +kubebuilder:object:root=true */", 2, 1)).toEqual([
      "+kubebuilder:object:root=true@2:5-34",
    ]);
  });

  it("reads /** */ and // comments given together, and CRLF line ends", () => {
    const text = "/** Doc. */\r\n// +optional\r\n/**\r\n * +nullable\r\n */";
    expect(markersAt(text)).toEqual(["+optional@2:4-13", "+nullable@4:4-13"]);
  });

  it("keeps markers that follow a JSDoc tag", () => {
    const text = "/**\n * Doc.\n * @deprecated use spec.size\n * +kubebuilder:validation:Minimum=1\n */";
    expect(markersAt(text)).toEqual(["+kubebuilder:validation:Minimum=1@4:4-37"]);
  });

  // controller-tools pkg/markers/collect.go:229 isMarkerComment: every `// +` line, fenced or not
  it("reads marker lines inside fenced code blocks as markers, as controller-gen does", () => {
    const text = "/**\n * Example:\n * ```\n * +kubebuilder:validation:Minimum=1\n * ```\n * +optional\n */";
    expect(markersAt(text)).toEqual(["+kubebuilder:validation:Minimum=1@4:4-37", "+optional@6:4-13"]);
    expect(description(text)).toBe("Example:\n```\n```");
  });
});

function description(text: string): string {
  return parseComment(text, { line: 1, column: 1 }, "api.ts").description;
}

describe("descriptions", () => {
  it("removes marker lines and keeps paragraphs", () => {
    const text = [
      "/**",
      " * Size is the number of replicas.",
      " * +kubebuilder:validation:Minimum=1",
      " * It defaults to one.",
      " *",
      " * Second paragraph.",
      " * +optional",
      " */",
    ].join("\n");
    expect(description(text)).toBe(
      "Size is the number of replicas.\nIt defaults to one.\n\nSecond paragraph.",
    );
  });

  it("reads // comments the same way, dropping one space after //", () => {
    expect(description("// Size is the size.\n//\n//  Indented.\n// +optional")).toBe(
      "Size is the size.\n\n Indented.",
    );
  });

  it("drops blank lines at the ends and collapses runs of them", () => {
    expect(description("/**\n *\n * A.\n *\n *\n *\n * B.\n *\n */")).toBe("A.\n\nB.");
  });

  it("drops TODO lines", () => {
    expect(description("/**\n * A.\n * TODO: remove in v2\n * B.\n */")).toBe("A.\nB.");
  });

  it("ends the description at a --- line", () => {
    expect(description("/**\n * Public text.\n * ---\n * Internal notes.\n */")).toBe("Public text.");
  });

  // go/ast's CommentGroup.Text collapses blank-line runs before extractDoc sees the fences
  it("leaves indentation, TODO and --- alone in fenced code blocks, but not runs of blank lines", () => {
    const text = [
      "/**",
      " * Example:",
      " * ```yaml",
      " * spec:",
      " *   size: 3",
      " *",
      " *",
      " * TODO not a todo",
      " * ---",
      " * ```",
      " * After.",
      " */",
    ].join("\n");
    expect(description(text)).toBe(
      "Example:\n```yaml\nspec:\n  size: 3\n\nTODO not a todo\n---\n```\nAfter.",
    );
  });

  it("keeps JSDoc block tags out of the text", () => {
    const text = [
      "/**",
      " * The size.",
      " * @deprecated use spec.replicas",
      " *   which is clearer.",
      " * @see https://example.com",
      " * +optional",
      " */",
    ].join("\n");
    expect(description(text)).toBe("The size.");
  });

  it("keeps inline @ text that does not start a line", () => {
    expect(description("/** Mail ops@example.com for access. */")).toBe("Mail ops@example.com for access.");
  });

  it("trims lines of block comments without stars, as Go does", () => {
    expect(description("/*\n    Plain block.\n    Second line.\n*/")).toBe("Plain block.\nSecond line.");
  });

  it("is empty for a comment with only markers", () => {
    expect(description("// +kubebuilder:object:root=true\n// +kubebuilder:subresource:status")).toBe("");
  });
});

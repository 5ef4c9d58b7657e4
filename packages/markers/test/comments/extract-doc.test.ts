import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseComment } from "../../src/index.js";

// The description controller-gen writes for a doc comment: controller-tools pkg/markers/zip.go extractDoc
// (at 434758187ddd, lines 28-118) over go/ast's CommentGroup.Text (go/ast/ast.go, isDirective beside it).
// A Go doc comment is a list of `//` comments; crdgen reads the same lines written as `//` comments, and as
// a `/** */` block whose lines carry, after their star, what the Go line carries after `//`.

/** go/ast isDirective, for the text after `//`. */
function goIsDirective(c: string): boolean {
  if (c.startsWith("line ") || c.startsWith("extern ") || c.startsWith("export ")) return true;
  const colon = c.indexOf(":");
  if (colon <= 0 || colon + 1 >= c.length) return false;
  for (let i = 0; i <= colon + 1; i++) {
    if (i === colon) continue;
    const b = c.charAt(i);
    if (!((b >= "a" && b <= "z") || (b >= "0" && b <= "9"))) return false;
  }
  return true;
}

/** go/ast (*CommentGroup).Text for `//` comments, given as their full text (`// a`). */
function goCommentGroupText(comments: readonly string[]): string {
  const lines: string[] = [];
  for (const comment of comments) {
    let c = comment.slice(2);
    if (c.length > 0) {
      if (c.startsWith(" ")) c = c.slice(1);
      else if (goIsDirective(c)) continue;
    }
    for (const l of c.split("\n")) lines.push(l.replace(/[ \t\n\r]+$/, ""));
  }
  const kept: string[] = [];
  for (const line of lines) {
    if (line !== "" || (kept.length > 0 && kept[kept.length - 1] !== "")) kept.push(line);
  }
  if (kept.length > 0 && kept[kept.length - 1] !== "") kept.push("");
  return kept.join("\n");
}

/** controller-tools extractDoc for a doc group of `//` comments. */
function goExtractDoc(comments: readonly string[]): string {
  const isMarker = (c: string): boolean => c.slice(2).trim().startsWith("+");
  const lines = goCommentGroupText(comments.filter((c) => !isMarker(c))).split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  const out: string[] = [];
  let inCode = false;
  for (const line of lines) {
    if (line.startsWith("```") || line.startsWith("~~~")) inCode = !inCode;
    if (!inCode) {
      if (line.startsWith("TODO")) continue;
      if (line.startsWith("---")) break;
    }
    out.push(line);
  }
  return out.join("\n");
}

function description(text: string): string {
  return parseComment(text, { line: 1, column: 1 }, "api.ts").description;
}

/** The TypeScript `//` comments for a Go doc group, indented as inside an interface. */
function asLineComments(comments: readonly string[], indent: string, eol: string): string {
  return comments.map((c) => indent + c).join(eol + indent);
}

/** The `/** *\/` block whose lines carry after their star what each Go comment carries after `//`. */
function asJsDoc(comments: readonly string[], indent: string, eol: string): string {
  const body = comments.map((c) => `${indent} *${c.slice(2)}`);
  return [`/**`, ...body, `${indent} */`].join(eol);
}

interface Vector {
  readonly comments: readonly string[];
  readonly doc: string;
}

// made with extractDoc and go/ast compiled with Go (testdata/spec/SOURCES.md, extract-doc.json)
const vectors = JSON.parse(
  readFileSync(new URL("../../../../testdata/spec/extract-doc.json", import.meta.url), "utf8"),
) as { vectors: Vector[] };

describe("descriptions as controller-gen's extractDoc writes them", () => {
  it.each([
    [
      "runs of blank lines collapse inside code blocks too",
      ["// ```", "//", "//", "// a", "// ```"],
      "```\n\na\n```",
    ],
    ["an indented TODO is text", ["// a", "//  TODO: later"], "a\n TODO: later"],
    ["an indented --- is text", ["// a", "//  ---", "// b"], "a\n ---\nb"],
    ["an indented fence opens no code block", ["// a", "//  ```", "// TODO x", "// ---", "// b"], "a\n ```"],
    ["a directive is left out", ["// a", "//nolint:lll", "// b"], "a\nb"],
    ["a directive-like line after a space is text", ["// a", "// nolint:lll"], "a\nnolint:lll"],
    ["line/export/extern directives", ["//line x.go:1", "//export F", "//extern f", "// a"], "a"],
    ["a colon not between [a-z0-9] is text", ["//Nolint:x", "//a:", "//a:B"], "Nolint:x\na:\na:B"],
    ["trailing no-break space stays", ["// a\u00a0 \t", "// b"], "a\u00a0\nb"],
    ["a line of a no-break space is not blank", ["// a", "//\u00a0", "// b"], "a\n\u00a0\nb"],
    ["a // line starting with @ is text", ["// a", "// @see b", "// c"], "a\n@see b\nc"],
  ])("%s", (_name, comments, expected) => {
    expect(goExtractDoc(comments)).toBe(expected);
    expect(description(asLineComments(comments, "  ", "\n"))).toBe(expected);
  });

  it("gives Go's text for the vectors made with Go, as // comments and as JSDoc", () => {
    expect(vectors.vectors.length).toBeGreaterThan(100);
    for (const { comments, doc } of vectors.vectors) {
      expect(goExtractDoc(comments), JSON.stringify(comments)).toBe(doc);
      expect(description(asLineComments(comments, "\t", "\n")), JSON.stringify(comments)).toBe(doc);
      if (comments.every(fitsJsDoc)) {
        expect(description(asJsDoc(comments, " ", "\n")), JSON.stringify(comments)).toBe(doc);
      }
    }
  });

  it("matches the model for generated doc comments (fast-check)", () => {
    fc.assert(
      fc.property(
        docGroup(),
        fc.constantFrom("", "  ", "\t"),
        fc.constantFrom("\n", "\r\n"),
        (group, indent, eol) => {
          const expected = goExtractDoc(group);
          expect(description(asLineComments(group, indent, eol))).toBe(expected);
          if (group.every(fitsJsDoc)) expect(description(asJsDoc(group, indent, eol))).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

// In a block comment a directive is text, `@` starts a JSDoc tag and `/` after the star may close it.
function fitsJsDoc(comment: string): boolean {
  const c = comment.slice(2);
  return !(c.length > 0 && !c.startsWith(" ") && goIsDirective(c)) && !/^\s*@|\*\/|^\//.test(c);
}

const pieces = [
  "Size of the pool.",
  "TODO: remove",
  "TODO",
  "---",
  "--- internal",
  "```",
  "```yaml",
  "~~~",
  "-- a list",
  "  indented: 1",
  "\tx",
  "@see here",
  "nolint:lll",
  "go:generate x",
  "line 12",
  "export F",
  "a:B",
  "\u00a0",
  "a\u00a0",
  "",
];

/** A Go doc group of `//` comments aimed at extractDoc's branches: prefixes, indentation, blanks, markers. */
function docGroup(): fc.Arbitrary<string[]> {
  const content = fc
    .tuple(
      fc.constantFrom("", " ", "  ", "\t"),
      fc.constantFrom(...pieces),
      fc.constantFrom("", " ", "\t", " \u00a0", "\u00a0"),
    )
    .map(([lead, text, trail]) => `//${lead}${text}${trail}`);
  const marker = fc.constantFrom("// +optional", "//+optional", "//   +kubebuilder:validation:Minimum=1");
  const line = fc.oneof({ weight: 6, arbitrary: content }, { weight: 1, arbitrary: marker });
  // markers anywhere, inside fences too: controller-gen's collector and extractDoc know no fences for them
  return fc.array(line, { maxLength: 12 });
}

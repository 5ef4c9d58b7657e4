import type { CommentLine } from "./lines.js";
import { goTrimEnd } from "./lines.js";

/**
 * What a comment line is: a marker, part of a JSDoc block tag (`@deprecated …`), a Go compiler directive
 * (`//nolint:lll`), or description text.
 */
type LineRole = "marker" | "tag" | "directive" | "text";

/** A comment line with its role. */
export interface ClassifiedLine {
  readonly line: CommentLine;
  readonly role: LineRole;
}

function isFence(text: string): boolean {
  const trimmed = text.trimStart();
  return trimmed.startsWith("```") || trimmed.startsWith("~~~");
}

/**
 * Sorts comment lines into markers (first non-space character `+`), JSDoc block-tag text (in a block
 * comment, a line starting with `@name` and everything after it in the same comment), directives and
 * description text. A `+` line is a marker even inside a fenced code block, as in controller-gen: its
 * collector takes every `// +` line (controller-tools pkg/markers/collect.go:229 isMarkerComment) and
 * extractDoc drops them before it looks for fences (pkg/markers/zip.go:53-58). Lines inside fenced code
 * are never JSDoc tags. `tagAfterText` is the offset of a tag that follows text on its line
 * (`/** Size. @minimum 1 *\/`): the text before it stays description.
 */
export function classifyLines(lines: readonly CommentLine[], tagAfterText?: number): ClassifiedLine[] {
  const out: ClassifiedLine[] = [];
  let comment = -1;
  let inFence = false;
  let inTag = false;
  for (const line of lines) {
    if (line.comment !== comment) {
      comment = line.comment;
      inFence = false;
      inTag = false;
    }
    const trimmed = line.text.trimStart();
    if (trimmed.startsWith("+")) {
      out.push({ line, role: "marker" });
      continue;
    }
    if (line.directive === true) {
      out.push({ line, role: "directive" });
      continue;
    }
    // JSDoc tags live in block comments only: a `//` line starting with `@` is text, as in Go
    if (!inFence && line.kind === "block" && /^@[A-Za-z]/.test(trimmed)) inTag = true;
    if (isFence(line.text)) inFence = !inFence;
    const cut = tagAfterText === undefined || inTag ? -1 : tagAfterText - line.offset;
    if (cut >= 0 && cut <= line.text.length) {
      out.push({ line: { ...line, text: goTrimEnd(line.text.slice(0, cut)) }, role: "text" });
      inTag = true;
      continue;
    }
    out.push({ line, role: inTag ? "tag" : "text" });
  }
  return out;
}

/**
 * The description controller-gen derives from a doc comment (controller-tools pkg/markers/zip.go
 * extractDoc over go/ast's CommentGroup.Text), a `/** *\/` line read as the `//` line with the same text
 * after its star: marker lines, directives and JSDoc tags removed, blank lines at the ends dropped and
 * runs of them collapsed (code blocks included: Text() knows none), then lines starting with `TODO`
 * dropped and everything from a line starting with `---` cut off, outside fenced code blocks. The
 * prefixes are tested on the line as it is, so an indented `  TODO` or `  ---` is text, and an indented
 * fence opens no code block.
 */
export function describe(lines: readonly ClassifiedLine[]): string {
  const texts = collapseBlankLines(lines.filter((l) => l.role === "text").map((l) => l.line.text));
  const out: string[] = [];
  let inFence = false;
  for (const text of texts) {
    if (text.startsWith("```") || text.startsWith("~~~")) inFence = !inFence;
    if (!inFence) {
      if (text.startsWith("TODO")) continue;
      if (text.startsWith("---")) break;
    }
    out.push(text);
  }
  return out.join("\n");
}

// CommentGroup.Text: leading blank lines dropped, interior runs made one, the trailing one dropped
function collapseBlankLines(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (text === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(text);
  }
  if (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}

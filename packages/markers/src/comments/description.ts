import type { CommentLine } from "./lines.js";

/** What a comment line is: a marker, part of a JSDoc block tag (`@deprecated …`), or description text. */
type LineRole = "marker" | "tag" | "text";

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
 * Sorts comment lines into markers (first non-space character `+`), JSDoc block-tag text (a line starting
 * with `@name` and everything after it in the same comment) and description text. Lines inside fenced
 * code blocks are never markers or tags: examples in docs stay examples. `tagAfterText` is the offset of
 * a tag that follows text on its line (`/** Size. @minimum 1 *\/`): the text before it stays description.
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
    if (!inFence && trimmed.startsWith("+")) {
      out.push({ line, role: "marker" });
      continue;
    }
    if (!inFence && /^@[A-Za-z]/.test(trimmed)) inTag = true;
    if (isFence(line.text)) inFence = !inFence;
    const cut = tagAfterText === undefined || inTag ? -1 : tagAfterText - line.offset;
    if (cut >= 0 && cut <= line.text.length) {
      out.push({ line: { ...line, text: line.text.slice(0, cut).trimEnd() }, role: "text" });
      inTag = true;
      continue;
    }
    out.push({ line, role: inTag ? "tag" : "text" });
  }
  return out;
}

/**
 * The description controller-gen derives from a doc comment: marker lines and JSDoc tags removed, blank
 * lines at the ends dropped and runs of them collapsed (outside code blocks), lines starting with `TODO`
 * dropped, and everything from a `---` line on cut off — except inside fenced code blocks.
 */
export function describe(lines: readonly ClassifiedLine[]): string {
  const texts = collapseBlankLines(lines.filter((l) => l.role === "text").map((l) => l.line.text));
  const out: string[] = [];
  let inFence = false;
  for (const text of texts) {
    if (isFence(text)) inFence = !inFence;
    if (!inFence) {
      const trimmed = text.trimStart();
      if (trimmed.startsWith("TODO")) continue;
      if (trimmed.startsWith("---")) break;
    }
    out.push(text);
  }
  return out.join("\n");
}

function collapseBlankLines(texts: readonly string[]): string[] {
  const out: string[] = [];
  let inFence = false;
  for (const text of texts) {
    const blank = text.trim() === "";
    const previousBlank = out.length === 0 || out[out.length - 1] === "";
    if (blank && previousBlank && !inFence) continue;
    if (isFence(text)) inFence = !inFence;
    out.push(blank && !inFence ? "" : text);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}

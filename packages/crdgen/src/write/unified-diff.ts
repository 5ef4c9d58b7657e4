import { at } from "@crdgen/core";
import type { Edit } from "./line-diff.js";
import { diffLines } from "./line-diff.js";

const context = 3;

/** Lines with their `\n` kept, so that a missing final newline is a difference of its own. */
function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function printLine(mark: string, line: string): string {
  return line.endsWith("\n") ? mark + line : `${mark}${line}\n\\ No newline at end of file\n`;
}

// `start,count`, where a range of one line is just `start` and an empty range names the line before it.
function range(start: number, count: number): string {
  if (count === 1) return String(start + 1);
  return `${count === 0 ? start : start + 1},${count}`;
}

/** Groups edits into hunks: changes with 3 lines of context, one hunk while at most 6 lines separate them. */
function hunks(edits: readonly Edit[]): Edit[][] {
  const changes: number[] = [];
  edits.forEach((edit, i) => {
    if (edit.op !== "equal") changes.push(i);
  });
  const groups: Edit[][] = [];
  let k = 0;
  while (k < changes.length) {
    const first = at(changes, k);
    let last = first;
    while (k + 1 < changes.length && at(changes, k + 1) - last - 1 <= 2 * context) {
      last = at(changes, ++k);
    }
    k++;
    groups.push(edits.slice(Math.max(first - context, 0), Math.min(last + context, edits.length - 1) + 1));
  }
  return groups;
}

// Inside a block of changes, removed lines are printed before added ones.
function orderChanges(group: readonly Edit[]): Edit[] {
  const out: Edit[] = [];
  let inserts: Edit[] = [];
  for (const e of group) {
    if (e.op === "insert") {
      inserts.push(e);
      continue;
    }
    if (e.op === "equal") {
      out.push(...inserts);
      inserts = [];
    }
    out.push(e);
  }
  return [...out, ...inserts];
}

function formatHunk(group: readonly Edit[], a: readonly string[], b: readonly string[]): string {
  const first = group[0];
  const aStart = first?.aIndex ?? 0;
  const bStart = first?.bIndex ?? 0;
  const aCount = group.filter((e) => e.op !== "insert").length;
  const bCount = group.filter((e) => e.op !== "delete").length;
  let text = `@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@\n`;
  for (const e of orderChanges(group)) {
    if (e.op === "equal") text += printLine(" ", at(a, e.aIndex));
    else if (e.op === "delete") text += printLine("-", at(a, e.aIndex));
    else text += printLine("+", at(b, e.bIndex));
  }
  return text;
}

/**
 * A unified diff (3 lines of context, `--- a/<path>` and `+++ b/<path>` headers, git's hunk ranges and
 * `\ No newline at end of file`) from `before` to `after`; the empty string when they are equal.
 */
export function unifiedDiff(before: string, after: string, path: string): string {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const groups = hunks(diffLines(a, b));
  return `--- a/${path}\n+++ b/${path}\n` + groups.map((group) => formatHunk(group, a, b)).join("");
}

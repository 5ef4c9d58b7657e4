import { describe, expect, it } from "vitest";
import { unifiedDiff } from "../../src/write/index.js";

const numbered = (n: number, from = 1): string[] => Array.from({ length: n }, (_, i) => `line ${i + from}`);
const text = (lines: string[]): string => lines.map((l) => l + "\n").join("");

describe("unifiedDiff", () => {
  it("is empty for equal texts", () => {
    expect(unifiedDiff("a\n", "a\n", "x.yaml")).toBe("");
  });

  it("shows a change with 3 lines of context", () => {
    const before = numbered(10);
    const after = [...before];
    after[4] = "changed";
    expect(unifiedDiff(text(before), text(after), "dir/x.yaml")).toBe(
      [
        "--- a/dir/x.yaml",
        "+++ b/dir/x.yaml",
        "@@ -2,7 +2,7 @@",
        " line 2",
        " line 3",
        " line 4",
        "-line 5",
        "+changed",
        " line 6",
        " line 7",
        " line 8",
        "",
      ].join("\n"),
    );
  });

  it("splits changes more than 6 lines apart into separate hunks and joins closer ones", () => {
    const before = numbered(30);
    const far = [...before];
    far[2] = "x";
    far[20] = "y";
    const hunkHeaders = (after: string[]): string[] =>
      unifiedDiff(text(before), text(after), "f")
        .split("\n")
        .filter((l) => l.startsWith("@@"));
    expect(hunkHeaders(far)).toEqual(["@@ -1,6 +1,6 @@", "@@ -18,7 +18,7 @@"]);
    const near = [...before];
    near[2] = "x";
    near[9] = "y"; // 6 unchanged lines between them
    expect(hunkHeaders(near)).toEqual(["@@ -1,13 +1,13 @@"]);
  });

  it("writes git's ranges for insertions, deletions and empty files", () => {
    expect(unifiedDiff("", "a\nb\n", "f")).toBe("--- a/f\n+++ b/f\n@@ -0,0 +1,2 @@\n+a\n+b\n");
    expect(unifiedDiff("a\n", "", "f")).toBe("--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-a\n");
    expect(unifiedDiff("a\nb\n", "a\nx\nb\n", "f")).toBe("--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n a\n+x\n b\n");
  });

  it("marks a missing final newline", () => {
    expect(unifiedDiff("a\nb", "a\nb\n", "f")).toBe(
      "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n",
    );
  });

  it("prints removed lines before added ones within a change", () => {
    expect(unifiedDiff("a\nb\nc\n", "x\ny\nc\n", "f")).toBe(
      "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n-a\n-b\n+x\n+y\n c\n",
    );
  });

  it("produces patches that turn the old text into the new one (random edits)", () => {
    let seed = 42;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const before = Array.from({ length: random(40) }, () => `l${random(8)}`);
      const after = before.flatMap((line) => {
        const roll = random(6);
        if (roll === 0) return [];
        if (roll === 1) return [line, `n${random(8)}`];
        if (roll === 2) return [`c${random(8)}`];
        return [line];
      });
      const diff = unifiedDiff(text(before), text(after), "f");
      expect(applyPatch(before, diff)).toEqual(after);
      // Myers finds a shortest edit script: exactly the lines outside a longest common subsequence.
      expect(changedLines(diff)).toBe(before.length + after.length - 2 * lcsLength(before, after));
    }
  });

  it("stays correct past the distance where it stops searching for the shortest script", () => {
    const before = numbered(3000);
    const after = numbered(3000, 5000);
    const diff = unifiedDiff(text(before), text(after), "f");
    expect(applyPatch(before, diff)).toEqual(after);
  });
});

// Applies a unified diff (as produced above) by its hunk positions, checking every context line.
function applyPatch(before: string[], diff: string): string[] {
  const out: string[] = [];
  let at = 0;
  const lines = diff.split("\n").slice(2, -1);
  for (const line of lines) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@$/.exec(line);
    if (header) {
      const start = Number(header[1]) - (header[2] === "0" ? 0 : 1);
      out.push(...before.slice(at, start));
      at = start;
    } else if (line.startsWith(" ") || line.startsWith("-")) {
      expect(before[at]).toBe(line.slice(1));
      if (line.startsWith(" ")) out.push(line.slice(1));
      at++;
    } else if (line.startsWith("+")) {
      out.push(line.slice(1));
    }
  }
  return [...out, ...before.slice(at)];
}

function changedLines(diff: string): number {
  return diff
    .split("\n")
    .slice(2)
    .filter((l) => l.startsWith("+") || l.startsWith("-")).length;
}

function lcsLength(a: string[], b: string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const next = [0];
    b.forEach((y, j) => next.push(x === y ? (row[j] ?? 0) + 1 : Math.max(row[j + 1] ?? 0, next[j] ?? 0)));
    row = next;
  }
  return row[b.length] ?? 0;
}

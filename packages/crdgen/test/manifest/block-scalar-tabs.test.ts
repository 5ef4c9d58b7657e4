import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";

function readOne(text: string): { value?: unknown; problems: string[] } {
  const problems: string[] = [];
  let value: unknown;
  for (const item of readManifestText(text, "m.yaml")) {
    if (item.kind === "document") {
      value = item.document.value;
    } else {
      const start = item.diagnostic.span?.start;
      problems.push(
        `${item.diagnostic.code} ${String(start?.line)}:${String(start?.column)} ${item.diagnostic.message}`,
      );
    }
  }
  return { value, problems };
}

const tabMessage =
  "CRD4001 found a tab character where an indentation space is expected (a block scalar's indentation is made of spaces only)";

// go-yaml v2.4.3 scannerc.go:2260-2310 (yaml_parser_scan_block_scalar_breaks): on the lines it scans for a block
// scalar's indentation, a tab after fewer spaces than the indentation (any number while it is being detected)
// fails; the line that ends the scalar is scanned too. Lines are the Go oracle's ("yaml: line N: ...").
describe("tabs in a block scalar's indentation, as go-yaml scans them", () => {
  it.each([
    ["a: |\n  \ta\n", 2, 3],
    ["a: |\n  x\n \ty\n", 3, 2],
    ["a: |\n  x\n\tb: 1\n", 3, 1],
    ["a: |\n\n \t\n  x\n", 3, 2],
    ["|\n \tx\n", 2, 2],
    ["a: >\n  x\n\n\t\n", 4, 1],
    ["a:\r\n  b: |\r\n    x\r\n   \ty\r\n", 4, 4],
    ["a: |\n  x\n\t\nb: 2\n", 3, 1],
    ['a: |\n  x\n \ty\nb: "\\/"\n', 3, 2],
  ])("%j fails at line %i", (text, line, column) => {
    expect(readOne(text).problems).toEqual([tabMessage.replace(" ", ` ${String(line)}:${String(column)} `)]);
  });

  it.each([
    ["a: |\n  x\n  \ty\n", { a: "x\n\ty\n" }],
    ["a: |2\n  \tx\n", { a: "\tx\n" }],
    ["- |3\n    x\n", [" x\n"]],
    ["- b: |1\n   \tx\n", [{ b: "\tx\n" }]],
    ["- b: |1\n    \tx\n", [{ b: " \tx\n" }]],
    ['a: |\n  x\nb: "\\t"\n', { a: "x\n", b: "\t" }],
  ])("%j reads as go-yaml reads it", (text, value) => {
    expect(readOne(text)).toEqual({ value, problems: [] });
  });
});

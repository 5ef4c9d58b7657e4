import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";

function read(text: string): string[] {
  const out: string[] = [];
  for (const item of readManifestText(text, "m.yaml")) {
    out.push(item.kind === "document" ? JSON.stringify(item.document.value) : item.diagnostic.code);
  }
  return out;
}

// go-yaml v2.4.3 reads an empty flow collection that starts a document as a key as the whole document
// (scannerc.go:898-926 lose its simple key; see empty-collection-key.ts). Answers are the Go oracle's.
describe("an empty flow collection as a document's first key", () => {
  it.each([
    ["[]: x\ny: 1\n", ["[]"]],
    ["[ ]: x\n", ["[]"]],
    ["[]:x\n", ["[]"]],
    ["  []: x\n", ["[]"]],
    ["[]\t: x\n", ["[]"]],
    ["# c\n\n[]: x\n", ["[]"]],
    ["--- # c\n[]: x\n", ["[]"]],
    ['[]: "unclosed\n', ["[]"]],
    ["\uFEFF[]: x\n", ["[]"]],
    ["  # c\n  \n[]:\n", ["[]"]],
    ["---\n{ }: |\n  \ta\n", ["{}"]],
    ["a: 1\n---\n[]: {a: 1\n---\nb: 2\n", ['{"a":1}', "[]", '{"b":2}']],
  ])("%j", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each(["\t[]: x\n", "[[]]: x\n", "- []: x\n", "a: 1\n[]: x\n", "[a]: x\n"])(
    "is an ordinary key elsewhere, and refused: %j",
    (text) => {
      expect(read(text)).toEqual(["CRD4001"]);
    },
  );
});

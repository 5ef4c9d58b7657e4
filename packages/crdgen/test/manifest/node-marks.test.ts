import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { mayHoldAliases } from "../../src/manifest/node-marks.js";

// Every place YAML lets a node carry an anchor or be an alias; each text really aliases (js-yaml agrees).
const aliasing: [where: string, text: string][] = [
  ["mapping values", "a: &x 1\nb: *x\n"],
  ["sequence entries", "- &x 1\n- *x\n"],
  ["a value on the next line", "a:\n  &x\n  k: v\nb:\n  *x\n"],
  ["flow sequences", "a: [&x 1, *x]\n"],
  ["flow sequence starts", "a: [&x 1]\nb: [*x]\n"],
  ["flow mappings", "a: {k: &x 1}\nb: {k: *x}\n"],
  ["after a tag", "a: !!str &x 1\nb: *x\n"],
  ["before a tag", "a: &x !!str 1\nb: *x\n"],
  ["explicit keys", "? &x k\n: v\nz: *x\n"],
  ["document starts", "--- &x\n- 1\n- *x\n"],
  ["tabs before the mark", "a:\t&x 1\nb:\t*x\n"],
];

// Text from real CRDs that only looks like it: CEL `&&`, Markdown emphasis, comments.
const notAliasing: [where: string, text: string][] = [
  ["CEL rules", "rule: '!(has(self.count) && has(self.end))'\ndescription: will *not* be used\n"],
  ["Markdown in a block scalar", "description: |\n  Either **Replace** or a && b, and *not* c.\n"],
  ["comments", "a: 1 # &x\nb: 2 # *x\n"],
  ["marks inside words", "a: x&&y\nb: a*b*c\n"],
  ["marks without a name", "a: '& *'\nb: [&, *]\n"],
];

describe("mayHoldAliases: the check that decides whether a document's nodes are counted", () => {
  it.each(aliasing)("finds anchors and aliases in %s", (_, text) => {
    expect(yaml.load(text)).toBeDefined();
    expect(mayHoldAliases(text)).toBe(true);
  });

  it.each(notAliasing)("is not misled by %s", (_, text) => {
    expect(mayHoldAliases(text)).toBe(false);
  });

  it("needs both an anchor and an alias", () => {
    expect(mayHoldAliases("a: &x 1\n")).toBe(false);
    expect(mayHoldAliases("a: *x\n")).toBe(false);
  });
});

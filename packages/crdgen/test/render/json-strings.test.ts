import { describe, expect, it } from "vitest";
import { renderGoYamlDocument } from "../../src/render/index.js";
import { asGoYamlReadsJson } from "../../src/render/json-strings.js";

// sigs.k8s.io/yaml.Marshal writes encoding/json's text, which keeps NEL (U+0085) raw, and go-yaml v2's
// scanner folds it as a line break inside the double-quoted scalar (scannerc.go v2.4.4 :2502-2545).
// Expected texts from a Go oracle (sigs.k8s.io/yaml v1.6.0, go.yaml.in/yaml/v2 v2.4.4).
describe("NEL as go-yaml reads it back from JSON", () => {
  it.each([
    ["a\u0085b", "k: a b\n"],
    ["\u0085", "k: ' '\n"],
    ["a \u0085 b", "k: a b\n"],
    ["a\u0085\u0085b", "k: |-\n  a\n  b\n"],
    ["a \u0085 \u0085  \u0085 b", "k: |-\n  a\n\n  b\n"],
    ["\u0085\u0085", "k: |2+\n\n"],
    [" \u0085", "k: ' '\n"],
    ["a\u0085 ", "k: 'a '\n"],
    ["x\u0085-- a", "k: x -- a\n"],
    ["a  b", "k: a  b\n"],
    ["a\u2028b", "k: 'a\u2028  b'\n"], // encoding/json escapes LS and PS: no folding, the emitter breaks
  ])("%j", (text, expected) => {
    expect(renderGoYamlDocument({ k: text })).toBe(expected);
  });

  it("leaves texts without NEL as they are (the same string)", () => {
    const text = "no next line \u2029 here";
    expect(asGoYamlReadsJson(text)).toBe(text);
  });
});

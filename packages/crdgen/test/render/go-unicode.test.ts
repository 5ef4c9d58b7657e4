import { describe, expect, it } from "vitest";
import { renderGoYamlDocument } from "../../src/render/index.js";
import { isGoDigit, isGoLetter } from "../../src/render/go-unicode.js";

describe("Go's letters and digits (Unicode 15.0.0) in go-yaml's key order", () => {
  it("counts what Go 1.23's unicode.IsLetter and unicode.IsDigit count", () => {
    let letters = 0;
    let digits = 0;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (isGoLetter(cp)) letters++;
      if (isGoDigit(cp)) digits++;
    }
    expect([letters, digits]).toEqual([136_104, 680]);
  });

  it("is a subset of the running Node's \\p{L} and \\p{Nd} (which may know later Unicode versions)", () => {
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (isGoLetter(cp) && !/\p{L}/u.test(ch)) expect.fail(`U+${cp.toString(16)} is no letter in Node`);
      if (isGoDigit(cp) && !/\p{Nd}/u.test(ch)) expect.fail(`U+${cp.toString(16)} is no digit in Node`);
    }
  });

  // U+2EBF0 (a CJK letter of Unicode 15.1) and U+1E5F1 (a digit of Unicode 16) are neither for Go: they sort
  // as other characters, before letters (sorter.go keyList.Less). Expected text from the Go oracle
  // (sigs.k8s.io/yaml v1.6.0 + go.yaml.in/yaml/v2 v2.4.4, Go 1.23).
  it("orders characters newer than Unicode 15.0 as go-yaml does", () => {
    const object = { "\u{2EBF0}": 1, a: 2, _: 3, "\u{1E5F1}1": 4, "\u{1E5F1}0": 5, "x\u0663": 6, x9: 7 };
    expect(renderGoYamlDocument(object)).toBe(
      '_: 3\n"\\U0001E5F10": 5\n"\\U0001E5F11": 4\n"\\U0002EBF0": 1\na: 2\nx9: 7\nx\u0663: 6\n',
    );
  });
});

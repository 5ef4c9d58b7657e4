import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";

function read(text: string): string[] {
  const out: string[] = [];
  for (const item of readManifestText(text, "m.yaml")) {
    if (item.kind === "document") {
      out.push(JSON.stringify(item.document.value));
    } else {
      const start = item.diagnostic.span?.start;
      out.push(
        `${item.diagnostic.code} ${String(start?.line)}:${String(start?.column)} ${item.diagnostic.message}`,
      );
    }
  }
  return out;
}

// go-yaml v2.4.3 reads `\'` in a double-quoted scalar as `'` (scannerc.go:2401) and a `-` before `,`, `]` or `}`
// in a flow collection as the plain scalar `-` (a `-` not followed by a blank starts a plain scalar, which a
// flow indicator ends); js-yaml refuses both. Answers are the Go oracle's.
describe("what go-yaml reads and js-yaml refuses", () => {
  it.each([
    ['a: "it\\\'s"\nb: "\\e"\n', ['{"a":"it\'s","b":"\\u001b"}']],
    ["a: \"\\'\\'\"\n", ['{"a":"\'\'"}']],
    ["{a: -, b: [-, -], c: {-}}\n", ['{"a":"-","b":["-","-"],"c":{"-":null}}']],
    ["- [-]\n", ['[["-"]]']],
    ['a: [-]\n"\\\'": b\n', ['{"a":["-"],"\'":"b"}']],
    ["a: it\\'s\n", ['{"a":"it\\\\\'s"}']],
    ["x: &x [-]\nz: *x\n", ['{"x":["-"],"z":["-"]}']],
  ])("%j", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("refuses a key that equals another once read as go-yaml reads it (kubectl keeps the last), at the document", () => {
    expect(read('"\\\'": 1\n"\'": 2\n')).toEqual(['CRD4002 1:1 duplicate mapping key "\'"']);
  });

  it("names the key as written when js-yaml finds a duplicate in the text read with stand-ins", () => {
    expect(read('a: {"\\\'": 1, "\\\'": 2}\n')).toEqual(['CRD4002 1:14 duplicate mapping key "\\\\\'"']);
  });
});

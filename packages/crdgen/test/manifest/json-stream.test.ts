import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";
import { readJsonValue } from "../../src/manifest/json-value.js";

function read(text: string): string[] {
  const out: string[] = [];
  for (const item of readManifestText(text, "m.json")) {
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

// apimachinery v0.35.0 decoder.go:294-358 (YAMLOrJSONDecoder.Decode) over Go 1.25's encoding/json Decoder, as
// kubectl's StreamVisitor calls it; documents and errors are the Go oracle's (upstream/SOURCES.md).
describe("a text that starts with { is read as kubectl reads a JSON stream", () => {
  it.each([
    // More than one value decoded: the stream is JSON, and the error is encoding/json's own.
    [
      '{"a": 1} {"b": 2} x',
      ['{"a":1}', '{"b":2}', "CRD4001 1:19 invalid character 'x' looking for beginning of value"],
    ],
    [
      '{"a": 1}\n{"b": 2}\n---\nc: 3\n',
      ['{"a":1}', '{"b":2}', "CRD4001 3:2 invalid character '-' in numeric literal"],
    ],
    // None or one: on as YAML after the whitespace up to the first line break, or the JSON error when that fails.
    ['{"a": 1}\nb: 2\n', ['{"a":1}', '{"b":2}']],
    ['{"\\/": v}\n', ["CRD4001 1:8 json: offset 8: invalid character 'v' looking for beginning of value"]],
    ['{"a": 01}', ['{"a":1}']],
    ['{"a": tru}', ['{"a":"tru"}']],
    ['{"a": 1e+}', ['{"a":"1e+"}']],
    ['{"a": [1, 2', ["CRD4001 1:12 unexpected EOF"]],
    ['{"a": "é" é}', ["CRD4001 1:11 json: offset 12: invalid character 'Ã' after object key:value pair"]],
    ['{"a": "\\x"}', ["CRD4001 1:9 json: offset 9: invalid character 'x' in string escape code"]],
    [
      '{"a": "\\u12G4"}',
      ["CRD4001 1:12 json: offset 12: invalid character 'G' in \\u hexadecimal character escape"],
    ],
    ['{"a": "\u0001"}', ["CRD4001 1:8 json: offset 8: invalid character '\\x01' in string literal"]],
    ["{,}", ["CRD4001 1:2 json: offset 2: invalid character ',' looking for beginning of object key string"]],
    ['{"a" 1}', ["CRD4001 1:6 json: offset 6: invalid character '1' after object key"]],
    // consumeWhitespace reads four bytes at a time: fewer left is io.EOF, and no YAML is read.
    [
      '{"a": 1}  x',
      ['{"a":1}', "CRD4001 1:11 json: offset 11: invalid character 'x' looking for beginning of value"],
    ],
    [
      '{"a": 1}   x',
      ['{"a":1}', "CRD4001 1:12 json: offset 12: invalid character 'x' looking for beginning of value"],
    ],
    [
      '{"a": 1}    x',
      ['{"a":1}', "CRD4001 1:13 json: offset 13: invalid character 'x' looking for beginning of value"],
    ],
    ['{"a": 1}\n    x', ['{"a":1}', '"x"']],
    ["{}\n{}\n", ["{}", "{}"]],
    ['{"a": 1}\nnull\n', ['{"a":1}']],
    ['{"a": "\\ud800\\u0041", "b": "\\ud83d\\ude00"}', ['{"a":"\uFFFDA","b":"😀"}']],
  ])("%j", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("keeps a Helm template's own diagnostic when the text after {{ is no YAML either", () => {
    expect(read("{{- if .Values.crds.install }}\na: 1\n")[0]).toMatch(/^CRD4012 1:1 /);
  });

  it("refuses a key written twice, which the API server refuses (CRD4002), and reads on", () => {
    expect(read('{"a":1}\n{"a":1,"a":2}\n{"b":1}')).toEqual([
      '{"a":1}',
      'CRD4002 2:8 duplicate mapping key "a"',
      '{"b":1}',
    ]);
  });
});

const wellFormed = (text: string): string =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

function goValue(value: unknown): unknown {
  if (typeof value === "string") return wellFormed(value);
  if (Array.isArray(value)) return value.map(goValue);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), goValue(item)]));
  }
  return value;
}

describe("JSON values as encoding/json reads them", () => {
  it("reads any JSON text to what JSON.parse gives, with Go's U+FFFD for a lone surrogate", () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom(0, 1, "\t"), (json, indent) => {
        const text = JSON.stringify(JSON.parse(json), null, indent);
        const read = readJsonValue(text, 0, false);
        expect(read).toMatchObject({ kind: "value", start: 0, end: text.length });
        if (read.kind === "value") expect(read.value).toEqual(goValue(JSON.parse(text)));
      }),
      { numRuns: 300, seed: 1128 },
    );
  });

  it("fails with unexpected EOF on every proper prefix of an object", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.nat(), (object, cut) => {
        const text = JSON.stringify(object);
        const prefix = text.slice(0, 1 + (cut % (text.length - 1)));
        expect(readJsonValue(prefix, 0, false)).toMatchObject({ kind: "failure", message: "unexpected EOF" });
      }),
      { numRuns: 300, seed: 1128 },
    );
  });
});

import { describe, expect, it } from "vitest";
import type { ManifestDiagnostic } from "../../src/manifest/diagnostic.js";
import type { ManifestDocument } from "../../src/manifest/documents.js";
import { readManifestText } from "../../src/manifest/documents.js";

function read(text: string): { documents: ManifestDocument[]; diagnostics: ManifestDiagnostic[] } {
  const documents: ManifestDocument[] = [];
  const diagnostics: ManifestDiagnostic[] = [];
  for (const item of readManifestText(text, "m.yaml")) {
    if (item.kind === "document") documents.push(item.document);
    else diagnostics.push(item.diagnostic);
  }
  return { documents, diagnostics };
}

/** code, line:column, message of each diagnostic. */
function summary(text: string): string[] {
  return read(text).diagnostics.map((d) => {
    const at = d.span === undefined ? "-" : `${d.span.start.line}:${d.span.start.column}`;
    return `${d.code} ${at} ${d.message}`;
  });
}

/** "billion laughs": each level is a list of `fanout` aliases of the level before. */
function laughs(levels: number, fanout: number): string {
  let text = `a0: &a0 [${Array<string>(fanout).fill("lol").join(", ")}]\n`;
  for (let level = 1; level < levels; level++) {
    text += `a${level}: &a${level} [${Array<string>(fanout)
      .fill(`*a${level - 1}`)
      .join(", ")}]\n`;
  }
  return text;
}

describe("readManifestText: documents", () => {
  it("reads multi-document YAML with 0-based indexes and 1-based start lines", () => {
    const { documents, diagnostics } = read("---\nkind: A\n---\n# note\nkind: B\n...\n---\n\n---\nkind: C\n");
    expect(diagnostics).toEqual([]);
    expect(documents.map((d) => [d.index, d.line, d.value])).toEqual([
      [0, 2, { kind: "A" }],
      [1, 5, { kind: "B" }],
      [2, 10, { kind: "C" }],
    ]);
  });

  it("reads JSON as YAML", () => {
    expect(read('{"kind": "A", "spec": {"n": 1, "b": true, "z": null}}').documents[0]?.value).toEqual({
      kind: "A",
      spec: { n: 1, b: true, z: null },
    });
  });

  it("reads YAML 1.1 scalars as kubectl does, keys included", () => {
    const { documents } = read(
      "a: yes\nb: 0x1F\nc: 010\nd: 1_000\ne: off\nf: ~\ng: 2024-01-01\non: 1\n'on': 2\n",
    );
    expect(documents[0]?.value).toEqual({
      a: true,
      b: 31,
      c: 8,
      d: 1000,
      e: false,
      f: null,
      g: "2024-01-01",
      true: 1,
      on: 2,
    });
  });

  it("keeps quoted and block scalars as strings", () => {
    const { documents } = read("a: 'yes'\nb: \"0x1F\"\nc: |\n  on\n");
    expect(documents[0]?.value).toEqual({ a: "yes", b: "0x1F", c: "on\n" });
  });

  it("applies merge keys and ignores unknown tags, as go-yaml does", () => {
    const { documents, diagnostics } = read(
      "base: &b {x: 1}\nd:\n  <<: *b\n  z: 2\ne: !custom text\nf: !!str 12\n",
    );
    expect(diagnostics).toEqual([]);
    expect(documents[0]?.value).toEqual({ base: { x: 1 }, d: { x: 1, z: 2 }, e: "text", f: "12" });
  });

  it("refuses a %YAML directive, which kubectl's splitter cuts off its document", () => {
    // apimachinery v0.35.0 decoder.go:404-437 returns "%YAML 1.1\n" alone, which go-yaml fails on
    // ("did not find expected <document start>"); the document after the separator is read on its own.
    const { documents, diagnostics } = read("%YAML 1.1\n---\na: 1\n");
    expect(diagnostics.map((d) => [d.code, d.span?.start.line])).toEqual([["CRD4001", 1]]);
    expect(documents.map((d) => [d.line, d.value])).toEqual([[3, { a: 1 }]]);
  });
});

describe("readManifestText: bad input", () => {
  it("reports invalid YAML with a 1-based position in the file and keeps the other documents", () => {
    const { documents, diagnostics } = read("a: 1\n---\nb: [1, 2\n---\nc: 3\n");
    expect(documents.map((d) => [d.index, d.value])).toEqual([
      [0, { a: 1 }],
      [2, { c: 3 }],
    ]);
    expect(diagnostics.map((d) => [d.code, d.document, d.span?.start])).toEqual([
      ["CRD4001", 1, { line: 3, column: 9 }],
    ]);
  });

  it("points at the bad character", () => {
    expect(summary("a: 1\nb:\n  c: d: e\n")).toEqual(["CRD4001 3:7 bad indentation of a mapping entry"]);
  });

  it("keeps the offending line for a code frame", () => {
    expect(read("ok: 1\n  bad: [\n").diagnostics[0]?.sourceLine).toBe("  bad: [");
  });

  it("reports duplicate keys with the key and its position", () => {
    expect(summary("a: 1\nspec:\n  x: 1\n  x: 2\n")).toEqual(['CRD4002 4:3 duplicate mapping key "x"']);
    expect(summary('{"a": 1, "a": 2}')).toEqual(['CRD4002 1:10 duplicate mapping key "a"']);
  });

  it("reports a file without documents", () => {
    expect(summary("")).toEqual(["CRD4006 - m.yaml has no YAML documents"]);
    expect(summary("# just a comment\n---\n")).toEqual(["CRD4006 - m.yaml has no YAML documents"]);
  });

  it("reports values the API server cannot receive as JSON, with path and position", () => {
    const diagnostics = read("a: 1\nspec:\n  max: .inf\n  list:\n    - 1\n    - -.Inf\n").diagnostics;
    expect(diagnostics.map((d) => [d.code, d.crdPath, d.span?.start])).toEqual([
      ["CRD4011", "spec.max", { line: 3, column: 8 }],
      ["CRD4011", "spec.list[1]", { line: 6, column: 7 }],
    ]);
    expect(diagnostics[0]?.message).toBe(
      ".inf is not a JSON number: the API server receives JSON, which has no infinity or NaN",
    );
  });

  it("accepts .inf as a mapping key, which go-yaml spells .inf", () => {
    expect(read(".inf: 1\n").documents[0]?.value).toEqual({ ".inf": 1 });
  });

  it("reports an explicit tag the value does not fit", () => {
    expect(summary("a: !!int foo\n")).toEqual(["CRD4001 1:13 the value cannot be decoded as !!int"]);
  });

  it("reports nesting deeper than 1000 levels without overflowing the stack", () => {
    expect(summary("[".repeat(100_000))).toEqual([
      "CRD4010 1:1000 the document nests more than 1000 levels deep",
    ]);
    expect(read("[".repeat(900) + "]".repeat(900)).diagnostics).toEqual([]);
  });
});

// kubectl reads files with apimachinery v0.35.0's YAMLReader (pkg/util/yaml/decoder.go:404-460) and decodes
// each part with sigs.k8s.io/yaml, whose go-yaml v2.4.3 Unmarshal reads one document (yaml.go:140-142).
describe("readManifestText: documents split as kubectl splits them", () => {
  const values = (text: string): unknown[] => read(text).documents.map((d) => d.value);

  it("refuses a separator line with more than a comment after it (decoder.go:413-422)", () => {
    expect(summary("a: 1\n--- {b: 2}\n")).toEqual([
      'CRD4001 2:1 a line that starts with --- separates documents for kubectl, and only a comment may follow it, not "{b: 2}"',
    ]);
    expect(summary("--- |\n  text\n").map((s) => s.slice(0, 12))).toEqual(["CRD4001 1:1 "]);
    expect(summary("a: 1\n---x\n").length).toBe(1);
    expect(summary("a: 1\n----\nb: 2\n").length).toBe(1);
    expect(values("a: 1\n--- # note\nb: 2\n---#c\nc: 3\n---\t\nd: 4\n---\u00a0\ne: 5\n")).toEqual([
      { a: 1 },
      { b: 2 },
      { c: 3 },
      { d: 4 },
      { e: 5 },
    ]);
  });

  it("reads the first document of a part: a `...` line ends it and nothing after it is read", () => {
    expect(values("a: 1\n...\nb: 2\n")).toEqual([{ a: 1 }]);
    expect(summary("a: 1\n...\n[ unclosed\n")).toEqual([]);
    expect(values("a: 1\n...\n---\nb: 2\n")).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("refuses a `...` line before any content of its part, as go-yaml does", () => {
    expect(summary("a: 1\n---\n# c\n...\n")).toEqual([
      "CRD4001 4:1 a document end marker (...) with no document before it",
    ]);
    expect(summary("...\n").length).toBe(1);
    // A `---` line that starts the file stays in go-yaml's input and opens an empty document.
    expect(summary("---\n...\n")).toEqual(["CRD4006 - m.yaml has no YAML documents"]);
  });

  it("splits at `\\n` only, and drops a byte order mark after a separator", () => {
    expect(values("a: 1\r---\rb: 2\r")).toEqual([{ a: 1 }]);
    expect(values("a: 1\r\n---\r\nb: 2\r\n")).toEqual([{ a: 1 }, { b: 2 }]);
    expect(values("a: 1\n---\n\uFEFFb: 1\n")).toEqual([{ a: 1 }, { b: 1 }]);
  });
});

describe("readManifestText: Helm templates", () => {
  const chart = [
    "apiVersion: apiextensions.k8s.io/v1",
    "kind: CustomResourceDefinition",
    "metadata:",
    "  name: widgets.{{ .Values.group }}",
    "  labels:",
    '    {{- include "chart.labels" . | nindent 4 }}',
    "",
  ].join("\n");

  it("says a file with template actions is a Helm template, at its first {{", () => {
    const { diagnostics } = read(chart);
    expect(summary(chart)).toEqual([
      "CRD4012 4:17 the document holds Go template actions ({{ … }}): it is a Helm template, not YAML yet",
    ]);
    expect(diagnostics[0]?.hint).toContain("helm template");
  });

  it("finds the template in a later document and keeps the documents before it", () => {
    const text = `kind: A\n---\n{{- if .Values.crds.enabled }}\n${chart}{{- end }}\n`;
    expect(read(text).documents.map((d) => d.value)).toEqual([{ kind: "A" }]);
    expect(summary(text).map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual(["CRD4012 3:1"]);
  });

  it("leaves {{ }} inside valid YAML alone: CRD descriptions use it for name templates", () => {
    const text = "description: 'generated as {{ .cluster.name }}-{{ .random }}'\n";
    expect(read(text).diagnostics).toEqual([]);
  });

  it("reports a YAML error before any {{ as a YAML error", () => {
    expect(summary("a: b: c\nd: e\nf: {{ .Values.f }}\n")[0]?.startsWith("CRD4001 1:")).toBe(true);
  });
});

describe("readManifestText: alias bombs", () => {
  it("accepts the aliasing go-yaml accepts", () => {
    const { documents, diagnostics } = read(laughs(3, 10));
    expect(diagnostics).toEqual([]);
    expect((documents[0]?.value as Record<string, unknown[]>).a2).toHaveLength(10);
  });

  it("rejects aliasing go-yaml rejects, at the alias that tips it over", () => {
    expect(summary(laughs(4, 10))).toEqual([
      "CRD4003 4:20 document contains excessive aliasing: 4,983 of 5,026 nodes come from aliases, more than kubectl allows",
    ]);
  });

  it("rejects a billion laughs at once", () => {
    // Expanded, this document has 9^9 (387 million) nodes: a reader that expanded before counting would
    // run out of memory or past the test timeout, so the verdict alone shows the count comes first.
    const diagnostics = read(laughs(9, 9)).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.document])).toEqual([["CRD4003", 0]]);
  });

  it("counts alias nodes and aliases of scalars as go-yaml does", () => {
    // go-yaml: each `*s` is an alias node plus its scalar, so a0 is 22 decodes, a1 222 and a2 2,222; before
    // the first alias in a3 there are 2,473 decodes (2,430 through aliases); it adds 2,221 of 2,222: past 99%.
    const list = (name: string): string => `[${Array<string>(10).fill(name).join(", ")}]`;
    const text = `s: [&s lol]\na0: &a0 ${list("*s")}\na1: &a1 ${list("*a0")}\na2: &a2 ${list("*a1")}\na3: &a3 ${list("*a2")}\n`;
    expect(summary(text)).toEqual([
      "CRD4003 5:10 document contains excessive aliasing: 4,651 of 4,695 nodes come from aliases, more than kubectl allows",
    ]);
  });
});

describe("what reading tells about a document's text", () => {
  const source = (text: string) => {
    const items = [...readManifestText(text, "m.yaml", { exactIntegers: true })];
    return items.flatMap((item) => (item.kind === "document" ? [item.document.source] : []));
  };

  it("says whether the text has aliases", () => {
    expect(source("a: &x 1\nb: *x\n").map((s) => s.aliasFree)).toEqual([false]);
    expect(source("a: 1\nb: '*x'\n").map((s) => s.aliasFree)).toEqual([true]);
  });

  it("says whether reading made exact integers, per part", () => {
    const parts = source("a: 9007199254740993\n---\na: 9007199254740991\n");
    expect(parts.map((s) => s.int64Free)).toEqual([false, true]);
  });
});

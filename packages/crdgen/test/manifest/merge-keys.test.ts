import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";
import { YamlPositionIndex } from "../../src/manifest/yaml-positions.js";

function readOne(text: string): { value?: unknown; messages: string[] } {
  const messages: string[] = [];
  let value: unknown;
  for (const item of readManifestText(text, "m.yaml")) {
    if (item.kind === "document") value = item.document.value;
    else messages.push(`${item.diagnostic.code} ${item.diagnostic.message}`);
  }
  return { value, messages };
}

// go-yaml v2.4.3 decode.go:659-665 decodes a mapping's entries in order into one map, a merge writing over what
// came before it (786-811: a sequence from its last mapping to its first), and isMerge (813-815) takes a `<<`
// that is plain, tagged `!` or `!!merge`; resolve.go:80-86 leaves any other `!!merge` scalar a string. The
// expected values are the Go oracle's answers (sigs.k8s.io/yaml v1.6.0 YAMLToJSON).
describe("merge keys as go-yaml merges them", () => {
  it.each([
    ["a: 1\n<<: {a: 2}\n", { a: 2 }],
    ["<<:\n  a: 2\na: 1\n", { a: 1 }],
    ["<<: {a: 1}\n<<: {a: 2}\n", { a: 2 }],
    ["x: &x {a: 1, b: 1}\nz:\n  b: 2\n  <<: *x\n", { x: { a: 1, b: 1 }, z: { a: 1, b: 1 } }],
    ["<<: [{a: 1}, {a: 2, b: 2}]\nb: 3\n1: x\n<<: {1: y}\n", { "1": true, a: 1, b: 3 }],
    ["? <<\n: {a: 1}\n", { a: 1 }],
    ["? <<\n: {a: 1}\na: 2\n? !!merge <<\n: {a: 3}\n", { a: 3 }],
    ["! <<: {a: 1}\n", { a: 1 }],
    ["{<<: {a: 1}, a}\n", { a: null }],
    ["{a, <<: {a: 1}}\n", { a: 1 }],
    ["{? <<: {a: 1}}\n", { a: 1 }],
    ["- [<<: {a: 1}]\n", [[{ a: 1 }]]],
    ['"<<": {a: 1}\n', { "<<": { a: 1 } }],
    ["a: <<\n", { a: "<<" }],
    ["a: ! <<\n", { a: "<<" }],
    ["a: !!merge x\n", { a: "x" }],
    ["- [!!merge x]\n", [["x"]]],
    ["!!merge x: v\n", { x: "v" }],
    ["{!!merge x: v}\n", { x: "v" }],
  ])("%j", (text, expected) => {
    expect(readOne(text)).toEqual({ value: expected, messages: [] });
  });

  it.each(["<<: 1\n", "<<:\n", "<<: [1]\n", "a: &a [1]\n<<: *a\n", "? <<\n"])(
    "refuses a merge of anything but mappings, as go-yaml does (decode.go:782-783): %j",
    (text) => {
      expect(readOne(text).messages).toEqual([
        "CRD4001 map merge requires map or sequence of maps as the value",
      ]);
    },
  );
});

// Where a merged value is written: the entry go-yaml took it from (decode.go:659-665, 798-799).
describe("the position of a merged value", () => {
  it.each([
    ["a: 1\n<<: {a: 2}\n", "2}"],
    ["<<: {a: 2}\na: 1\n", "1\n"],
    ["<<: {a: 1}\n<<: {a: 2}\n", "2}"],
    ["<<: [{a: 1}, {a: 2}]\n", "1}"],
    ["x: &x {a: 1}\nz:\n  a: 2\n  <<: *x\n", "1}"],
    ['"<<": {a: 1}\na: 2\n', "2\n"],
    ["! <<: {a: 1}\n", "1}"],
  ])("%j", (text, at) => {
    const path = text.startsWith("x:") ? ["z", "a"] : ["a"];
    expect(new YamlPositionIndex(text).locate(0, path)?.offset).toBe(text.indexOf(at));
  });
});

// An independent model of decode.go's mapping() and merge() over generated mappings: entries in order, each
// explicit key once, merges of anchored mappings (aliases), flow mappings and sequences of both, spelled with
// every form of merge key, in block and flow style.
type Entry =
  | { readonly kind: "pair"; readonly key: string; readonly value: number }
  | {
      readonly kind: "merge";
      readonly form: string;
      readonly sources: readonly Source[];
      readonly list: boolean;
    };
type Source = { readonly alias: number } | { readonly entries: readonly Entry[] };

const keys = ["a", "b", "c", "0", "1", "10"];
const mergeForms = ["<<", "! <<", "!!merge <<", "? <<", '!!merge "<<"'];

function entries(sources: fc.Arbitrary<Source>): fc.Arbitrary<Entry[]> {
  const merge = fc.record({
    kind: fc.constant("merge" as const),
    form: fc.constantFrom(...mergeForms),
    sources: fc.array(sources, { minLength: 1, maxLength: 3 }),
    list: fc.boolean(),
  });
  return fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 4 }),
      fc.array(fc.tuple(merge, fc.nat())),
      fc.nat(),
    )
    .map(([explicit, merges, seed]) => {
      const out: Entry[] = explicit.map((key, i) => ({ kind: "pair", key, value: seed * 10 + i }));
      for (const [entry, at] of merges) {
        out.splice(at % (out.length + 1), 0, {
          ...entry,
          sources: entry.list ? entry.sources : entry.sources.slice(0, 1),
        });
      }
      return out;
    });
}

function source(anchors: number): fc.Arbitrary<Source> {
  const inline = fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 3 }).chain((explicit) =>
    fc.nat().map((seed): Source => ({
      entries: explicit.map((key, i) => ({ kind: "pair", key, value: 1000 + seed * 10 + i })),
    })),
  );
  if (anchors === 0) return inline;
  return fc.oneof(
    fc.nat({ max: anchors - 1 }).map((n): Source => ({ alias: n })),
    inline,
  );
}

function flowSource(item: Source): string {
  return "alias" in item ? `*d${String(item.alias)}` : flowMapping(item.entries);
}

function flowValue(entry: Extract<Entry, { kind: "merge" }>): string {
  return entry.list
    ? `[${entry.sources.map(flowSource).join(", ")}]`
    : flowSource(entry.sources[0] ?? { entries: [] });
}

function flowMapping(items: readonly Entry[]): string {
  const parts = items.map((entry) =>
    entry.kind === "pair" ? `${entry.key}: ${String(entry.value)}` : `${entry.form}: ${flowValue(entry)}`,
  );
  return `{${parts.join(", ")}}`;
}

function blockMapping(items: readonly Entry[], indent: string): string {
  return items
    .map((entry) => {
      if (entry.kind === "pair") return `${indent}${entry.key}: ${String(entry.value)}\n`;
      const value = flowValue(entry);
      return entry.form === "? <<"
        ? `${indent}? <<\n${indent}: ${value}\n`
        : `${indent}${entry.form}: ${value}\n`;
    })
    .join("");
}

function evaluate(items: readonly Entry[], anchors: readonly Map<string, unknown>[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const entry of items) {
    if (entry.kind === "pair") {
      out.set(entry.key, entry.value);
      continue;
    }
    for (const item of [...entry.sources].reverse()) {
      const merged = "alias" in item ? anchors[item.alias] : evaluate(item.entries, anchors);
      for (const [key, value] of merged ?? []) out.set(key, value);
    }
  }
  return out;
}

describe("merge keys: generated mappings against a model of decode.go's mapping and merge", () => {
  it("reads each as go-yaml decodes it", () => {
    const document = fc.tuple(fc.nat({ max: 2 }), fc.boolean()).chain(([anchorCount, flow]) => {
      const defs = fc.tuple(...Array.from({ length: anchorCount }, (_, i) => entries(source(i))));
      return fc.tuple(defs, entries(source(anchorCount)), fc.constant(flow));
    });
    fc.assert(
      fc.property(document, ([defs, main, flow]) => {
        const anchors: Map<string, unknown>[] = [];
        for (const def of defs) anchors.push(evaluate(def, anchors));
        const text =
          (defs.length === 0
            ? ""
            : `defs:\n${defs.map((d, i) => `  - &d${String(i)} ${flowMapping(d)}\n`).join("")}`) +
          (flow || main.length === 0 ? `m: ${flowMapping(main)}\n` : `m:\n${blockMapping(main, "  ")}`);
        const expected: Record<string, unknown> = { m: Object.fromEntries(evaluate(main, anchors)) };
        if (defs.length > 0) expected["defs"] = anchors.map((map) => Object.fromEntries(map));
        const read = readOne(text);
        expect(read.messages, text).toEqual([]);
        expect(read.value, text).toEqual(expected);
      }),
      { numRuns: 400, seed: 20261128 },
    );
  });
});

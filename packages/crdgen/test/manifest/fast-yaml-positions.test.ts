import fc from "fast-check";
import yaml from "js-yaml";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";
import { readFastYaml } from "../../src/manifest/fast-yaml/index.js";
import { PositionRecorder, RecordedPositions } from "../../src/manifest/position-recorder.js";
import { exactIntegerMode, Int64Scalar } from "../../src/manifest/scalars.js";
import { kubectlYamlSchema } from "../../src/manifest/schema.js";
import { splitDocuments } from "../../src/manifest/split.js";
import { maxNestingDepth } from "../../src/manifest/yaml-errors.js";
import { manifestFilesUnder, repoRoot, testFixtureTexts } from "./fixture-texts.js";
import { describeValue, yamlText } from "./yaml-texts.js";

/**
 * The positions the fast reader notes against those js-yaml's listener notes (what `crdgen validate` recorded
 * before the fast reader could note them): for every text the fast reader reads, the notes are the same —
 * each node's open and close offsets, subtree start, sequence length, kind and value, in the same order — and so is
 * what `RecordedPositions.locate` answers for every path, places and "unsure" alike.
 */

interface Read {
  readonly documents: readonly unknown[];
  readonly notes: ReturnType<PositionRecorder["take"]>;
}

function withExactIntegers<T>(exact: boolean, read: () => T): T {
  exactIntegerMode.enabled = exact;
  try {
    return read();
  } finally {
    exactIntegerMode.enabled = false;
  }
}

function readFast(text: string, exact: boolean): Read | undefined {
  return withExactIntegers(exact, () => {
    const recorder = new PositionRecorder();
    const documents = readFastYaml(text, maxNestingDepth, recorder);
    if (documents === undefined) {
      recorder.forget();
      return undefined;
    }
    return { documents, notes: recorder.take() };
  });
}

function readJsYaml(text: string, exact: boolean): Read {
  return withExactIntegers(exact, () => {
    const recorder = new PositionRecorder();
    // As documents.ts loads: `maxDepth` is an option of the js-yaml version the repo pins, not in its types.
    const options: yaml.LoadOptions & { maxDepth: number } = {
      schema: kubectlYamlSchema,
      maxDepth: maxNestingDepth,
      listener: recorder.listener,
    };
    const documents = yaml.loadAll(text, null, options);
    return { documents, notes: recorder.take() };
  });
}

/**
 * Where two readers' notes first differ, described; undefined when they are the same: each node's numbers and
 * kind, a scalar's value, and for a collection the first node that closed with the very same object (which
 * `RecordedPositions` relies on; the collections' contents are compared as the documents are). A loop rather
 * than toEqual: the corpus has millions of nodes.
 */
function notesDiffer(got: Read["notes"], expected: Read["notes"]): string | undefined {
  if (got.kinds.length !== expected.kinds.length) {
    return `${got.kinds.length} nodes noted, not ${expected.kinds.length}`;
  }
  const gotFirst = new Map<unknown, number>();
  const expectedFirst = new Map<unknown, number>();
  const sameObject = (value: unknown, n: number, first: Map<unknown, number>): number => {
    if (!first.has(value)) first.set(value, n);
    return first.get(value) ?? n;
  };
  for (let n = 0; n < got.kinds.length; n++) {
    const numbers = got.numbers.subarray(4 * n, 4 * n + 4).join(" ");
    const expectedNumbers = expected.numbers.subarray(4 * n, 4 * n + 4).join(" ");
    const a = got.results[n];
    const b = expected.results[n];
    const collection = typeof a === "object" && a !== null && !(a instanceof Int64Scalar);
    const sameValue = collection
      ? typeof b === "object" && b !== null && sameObject(a, n, gotFirst) === sameObject(b, n, expectedFirst)
      : describeValue(a) === describeValue(b);
    if (numbers !== expectedNumbers || got.kinds[n] !== expected.kinds[n] || !sameValue) {
      const describe = (numbers: string, kind: unknown, value: unknown): string =>
        `${numbers} ${String(kind)} ${collection ? "collection" : describeValue(value)}`;
      return `node ${n}: ${describe(numbers, got.kinds[n], a)}, not ${describe(expectedNumbers, expected.kinds[n], b)}`;
    }
  }
  return undefined;
}

/** Every path of a decoded value, and beside each collection's children some it lacks. */
function paths(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  const found = [[...prefix]];
  if (Array.isArray(value)) {
    value.forEach((item, i) => found.push(...paths(item, [...prefix, i])));
    found.push([...prefix, String(value.length - 1)], [...prefix, value.length], [...prefix, "absent", 0]);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...prefix, key]));
    found.push([...prefix, "absent"], [...prefix, "0"]);
  } else {
    found.push([...prefix, "below"]);
  }
  return found;
}

/** What locate answers for every path of every document, one line each. */
function locateAll(text: string, read: Read): string[] {
  const positions = new RecordedPositions(text, read.notes);
  return read.documents.flatMap((value, document) =>
    paths(value).map((path) => {
      const at = positions.locate(document, path);
      const place =
        typeof at === "object"
          ? `${at.offset} ${at.line}:${at.column} ${at.matchedSteps} ${at.lineText}`
          : String(at);
      return `${document} ${JSON.stringify(path)} ${place}`;
    }),
  );
}

/** Expects two long lists of lines to be equal, comparing them as one text first (toEqual on long lists is slow). */
function expectSameLines(got: readonly string[], expected: readonly string[], label: string): void {
  if (got.join("\n") === expected.join("\n")) return;
  const first = got.findIndex((line, i) => line !== expected[i]);
  expect({ label, from: first, got: got.slice(first, first + 5) }).toEqual({
    label,
    from: first,
    got: expected.slice(first, first + 5),
  });
  expect(got.length).toBe(expected.length);
}

/**
 * Asserts that when the fast reader reads a text, its values, notes and (unless told not to) places for every
 * path are js-yaml's; returns whether it read the text. The same notes on the same text give the same places,
 * so the places are a second check, and a slow one on large texts.
 */
function agrees(text: string, modes: readonly boolean[] = [false, true], everyPath = true): boolean {
  let read = false;
  for (const exact of modes) {
    const fast = readFast(text, exact);
    if (fast === undefined) continue;
    read = true;
    const slow = readJsYaml(text, exact);
    const label = JSON.stringify(text);
    expectSameLines(fast.documents.map(describeValue), slow.documents.map(describeValue), label);
    expect(notesDiffer(fast.notes, slow.notes), label).toBeUndefined();
    if (everyPath) expectSameLines(locateAll(text, fast), locateAll(text, slow), label);
  }
  return read;
}

describe("positions noted by the fast reader", () => {
  it("are js-yaml's on generated texts in, at the edge of and outside the subset", () => {
    let read = 0;
    let runs = 0;
    fc.assert(
      fc.property(yamlText, (text) => {
        runs++;
        if (agrees(text)) read++;
      }),
      { numRuns: 2000 },
    );
    expect(read / runs).toBeGreaterThan(0.3);
  });

  it.each([
    ["sequence items, empty ones included", "l:\n- a\n-\n- - b\n  - c: 1\n    d: [x]\n- {e: f}\n"],
    ["block scalars", "a: |\n  keep\n   this\nb: >-\n  folded\n\n  text\nc: |+\n\nd: x\n"],
    ["quoted keys and values", '"q k": \'v\'\n\'s k\': "w"\n"": x\n'],
    ["keys that are not text", "1: one\nyes: two\n-7: three\n"],
    ["collections below their keys", "a:\n  [1, 2]\nb:\n  {c: 3}\nd:\n  - x\n"],
    ["an empty value and an empty document", "a:\nb: 1\n"],
    ["comments everywhere", "# head\na: # after\n  # above\n  b: 1 # tail\n# end\n"],
    ["a flow collection over lines", '{"a": [1,\n  2], "b":\n  {"c": null}}\n'],
    ["a document marker and a final line without a break", "--- # c\na: [x]\nb: y"],
  ])("are js-yaml's for %s", (_, text) => {
    expect(agrees(text)).toBe(true);
  });

  it("are js-yaml's on every corpus CRD and example manifest, all read on the fast path", () => {
    const files = [...manifestFilesUnder("testdata/corpus/crds"), ...manifestFilesUnder("examples")];
    // Every path is located in these; the notes and values are compared in all.
    const everyPath = new Set([
      "testdata/corpus/crds/cert-manager/acme.cert-manager.io_challenges.yaml",
      "testdata/corpus/crds/argo-rollouts/analysis-run-crd.yaml",
    ]);
    const declined: string[] = [];
    let chunks = 0;
    for (const file of files) {
      for (const chunk of splitDocuments(readFileSync(join(repoRoot, file), "utf8"))) {
        chunks++;
        const locateEveryPath = everyPath.has(file) || file.startsWith("examples/");
        if (!agrees(chunk.text, [false], locateEveryPath)) declined.push(file);
      }
    }
    expect(chunks).toBeGreaterThan(200);
    expect(declined).toEqual([]);
  }, 600_000);

  it("are js-yaml's on every manifest the validate tests write", () => {
    const texts = [...testFixtureTexts("packages/crdgen/test/validate"), ...testFixtureTexts("test/e2e")];
    expect(texts.length).toBeGreaterThan(40);
    let read = 0;
    for (const text of texts) {
      for (const chunk of splitDocuments(text)) {
        if (agrees(chunk.text)) read++;
      }
    }
    expect(read).toBeGreaterThan(40);
  });
});

describe("readManifestText with positions", () => {
  /** Each document's places for every path, as readManifestText noted them and as js-yaml notes them. */
  function compareDocuments(text: string): { documents: number; recorded: number } {
    let documents = 0;
    let recorded = 0;
    const chunks = [...splitDocuments(text)];
    for (const item of readManifestText(text, "m.yaml", { exactIntegers: true, positions: true })) {
      if (item.kind !== "document") continue;
      documents++;
      const { source, value } = item.document;
      if (source.positions === undefined) continue;
      recorded++;
      const chunk = chunks.find((c) => c.line === source.line);
      expect(chunk?.text).toBe(source.text);
      const expected = new RecordedPositions(source.text, readJsYaml(source.text, true).notes);
      for (const path of paths(value)) {
        expect({ path, at: source.positions.locate(source.documentInText, path) }).toEqual({
          path,
          at: expected.locate(source.documentInText, path),
        });
      }
    }
    return { documents, recorded };
  }

  it("note the same places on the fast path, after a fall-back, and on js-yaml's path", () => {
    const text = [
      "a: 1\nlist:\n- x\n- y: [1, 2]\n",
      // Falls back to js-yaml (an anchor-free tag), then the next documents are read fast again.
      "tagged: !!str 12\nb:\n  c: d\n",
      "e:\n  f: |\n    block\n  g: 'q'\n",
      // CRLF line ends: js-yaml's path.
      "h: 1\r\ni:\r\n  - j\r\n",
      "k: {l: m}\n",
      // A document ended with `...`: js-yaml's path; go-yaml reads nothing after it in the part.
      "n: 1\n...\no: [2]\n",
      "p: last",
    ].join("---\n");
    expect(compareDocuments(text)).toEqual({ documents: 7, recorded: 7 });
  });

  it("leave a part with a byte order mark or an alias to the yaml package, as before", () => {
    expect(compareDocuments("\uFEFFa: 1\nb: [x]\n---\nc: 2\n")).toEqual({ documents: 2, recorded: 1 });
    expect(compareDocuments("a: &x 1\nb: *x\n---\nc: 2\n")).toEqual({ documents: 2, recorded: 1 });
  });
});

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ManifestDocument } from "../../src/manifest/documents.js";
import { readManifestText } from "../../src/manifest/documents.js";
import { unsure } from "../../src/manifest/position-recorder.js";
import { YamlPositionIndex } from "../../src/manifest/yaml-positions.js";

function documents(text: string): ManifestDocument[] {
  const found: ManifestDocument[] = [];
  for (const item of readManifestText(text, "m.yaml", { exactIntegers: true, positions: true })) {
    if (item.kind === "document") found.push(item.document);
  }
  return found;
}

/** Every path of a decoded value, and beside each collection's a child it lacks. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  const found = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, i) => found.push(...paths(item, [...prefix, String(i)])));
    found.push([...prefix, String(value.length)], [...prefix, "absent", "deeper"]);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...prefix, key]));
    found.push([...prefix, "absent"], [...prefix, "absent", "deeper"]);
  }
  return found;
}

/**
 * Compares the recorded places of every path of every document with the `yaml` package's; returns how many
 * paths the recorded places answered and how many they left to the `yaml` package.
 */
function compare(text: string): { answered: number; unsure: number } {
  const counts = { answered: 0, unsure: 0 };
  for (const document of documents(text)) {
    const { positions, documentInText } = document.source;
    expect(positions).toBeDefined();
    const index = new YamlPositionIndex(document.source.text);
    for (const path of paths(document.value)) {
      const recorded = positions?.locate(documentInText, path);
      if (recorded === unsure) {
        counts.unsure++;
        continue;
      }
      counts.answered++;
      expect({ path, at: recorded }).toEqual({ path, at: index.locate(documentInText, path) });
    }
  }
  return counts;
}

describe("positions recorded while reading", () => {
  it("answer every path of plain block YAML as the yaml package does", () => {
    const text = [
      "# a comment",
      "apiVersion: example.com/v1",
      "kind: Widget",
      "metadata:",
      "  name: w",
      '  "quoted key": 1',
      "spec:",
      "  # comment before a key",
      "  size: 3",
      "  list:",
      "  - a",
      "  - b: 1",
      "    c: 'x'",
      "  -   - nested",
      "      - deeper",
      "  text: |",
      "    block",
      "  folded: >-",
      "    folded",
      "  map: {a: 1, b: [2, 3]}",
      "  plain: a multi",
      "    line scalar",
      "  tagged: !!str 12",
      "  anchored: &name value",
      "  nothing: null",
      "  tilde: ~",
      "  big: 123456789012345678",
      "",
    ].join("\n");
    expect(compare(text)).toEqual({ answered: expect.any(Number) as number, unsure: 0 });
  });

  it("read CRLF text, several documents in one part, and collections below their keys", () => {
    expect(compare("a: 1\r\nb:\r\n  c: x\r\n").unsure).toBe(0);
    expect(compare("a: 1\n...\n---\nb:\n- 2\n...\nc: [3]\n").unsure).toBe(0);
    expect(compare("a:\n  [1, 2]\nb:\n  {c: 3}\nd:\n  - x\n").unsure).toBe(0);
  });

  it("leave to the yaml package what they cannot tell the same way", () => {
    // An empty value, an empty item, an explicit key, a merge key, a pair in a flow sequence, a non-text key.
    const texts = [
      "a:\nb: 1\n",
      "a:\n- \n- 1\n",
      "? a\n: 1\nb: 2\n",
      "base: {x: 1}\nm:\n  <<: {y: 2}\n  z: 3\n",
      "a: [b: 1]\n",
      "1: one\nb: 2\n",
    ];
    for (const text of texts) expect(compare(text).unsure).toBeGreaterThan(0);
  });

  it("agree with the yaml package on corpus CRDs", () => {
    const corpus = new URL("../../../../testdata/corpus/crds/", import.meta.url);
    for (const file of [
      "cert-manager/acme.cert-manager.io_challenges.yaml",
      "argo-rollouts/analysis-run-crd.yaml",
    ]) {
      const text = readFileSync(fileURLToPath(new URL(file, corpus)), "utf8");
      expect(compare(text).answered).toBeGreaterThan(1000);
    }
  });

  it("are not noted unless asked for", () => {
    const [item] = readManifestText("a: 1\n", "m.yaml");
    expect(item?.kind === "document" && "positions" in item.document.source).toBe(false);
  });
});

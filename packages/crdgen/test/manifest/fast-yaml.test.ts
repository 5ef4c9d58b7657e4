import fc from "fast-check";
import yaml from "js-yaml";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFastYaml } from "../../src/manifest/fast-yaml/index.js";
import { warmUpText } from "../../src/manifest/fast-yaml/warm-up.js";
import { exactIntegerMode } from "../../src/manifest/scalars.js";
import { kubectlYamlSchema } from "../../src/manifest/schema.js";
import { splitDocuments } from "../../src/manifest/split.js";
import { maxNestingDepth } from "../../src/manifest/yaml-errors.js";
import { describeValue, yamlText } from "./yaml-texts.js";

/**
 * The fast reader against js-yaml with the kubectl schema (what crdgen reads manifests with otherwise): for
 * every text, the fast reader either declines or gives the very same values — same types, -0, integers past
 * 2^53 as Int64Scalar with the same digits, keys in the same order, `__proto__` as an own key.
 */

type Outcome = { readonly declined: true } | { readonly declined: false; readonly value: string };

function withExactIntegers<T>(exact: boolean, read: () => T): T {
  exactIntegerMode.enabled = exact;
  try {
    return read();
  } finally {
    exactIntegerMode.enabled = false;
  }
}

function jsYaml(text: string, exact: boolean): Outcome {
  return withExactIntegers(exact, () => {
    try {
      // As documents.ts loads: `maxDepth` is an option of the js-yaml version the repo pins, not in its types.
      const options: yaml.LoadOptions & { maxDepth: number } = {
        schema: kubectlYamlSchema,
        maxDepth: maxNestingDepth,
      };
      const documents = yaml.loadAll(text, null, options);
      return { declined: false, value: describeValue(documents) };
    } catch {
      return { declined: true };
    }
  });
}

function fast(text: string, exact: boolean): Outcome {
  return withExactIntegers(exact, () => {
    const documents = readFastYaml(text, maxNestingDepth);
    return documents === undefined
      ? { declined: true }
      : { declined: false, value: describeValue(documents) };
  });
}

/** Asserts that the fast reader declines or agrees; returns whether it read the text. */
function agrees(text: string, modes: readonly boolean[] = [false, true]): boolean {
  let read = false;
  for (const exact of modes) {
    const got = fast(text, exact);
    if (got.declined) continue;
    read = true;
    expect(got, JSON.stringify(text)).toEqual(jsYaml(text, exact));
  }
  return read;
}

describe("readFastYaml", () => {
  it("agrees with js-yaml (kubectl schema) or declines, on generated texts in, at the edge of and outside the subset", () => {
    let read = 0;
    let runs = 0;
    fc.assert(
      fc.property(yamlText, (text) => {
        runs++;
        if (agrees(text)) read++;
      }),
      { numRuns: 3000 },
    );
    // The generator is meant to reach the fast path often, not to be declined every time.
    expect(read / runs).toBeGreaterThan(0.3);
  });

  it.each([
    ['{"a": [1, {"b": null}],\n "c": "d"}', '[{"a":[1,{"b":null}],"c":"d"}]'],
    ["a: 1\nb: [x, 'y', \"z\"]\nc: {}\n", '[{"a":1,"b":["x","y","z"],"c":{}}]'],
    ["l:\n- a\n-\n- - b\n", '[{"l":["a",null,["b"]]}]'],
    ["d: plain text\n  folded on\n\n  lines # c\n", '[{"d":"plain text folded on\\nlines"}]'],
    ["s: |-\n  keep\n   this\n\n", '[{"s":"keep\\n this"}]'],
    [
      "k: -0.0\nm: 9007199254740993\n__proto__: 1\nn: -0\n",
      '[{"k":-0,"m":9007199254740992,"__proto__":1,"false":0}]',
    ],
    // A plain scalar looks past its line's end, then steps back: comments and blank lines after it.
    ["a: b\n # c\n\n  # d\ne: f # g\n", '[{"a":"b","e":"f"}]'],
    ["l:\n- a\n # c\n- b\n  \n-  c  \n", '[{"l":["a","b","c"]}]'],
    // Keys read without composeNode, and keys next to them that are not.
    [
      "x-kubernetes-list-type: map\n$ref: a.b/c_d\n-x: 1\n0o17: 2\nNo: 3\ntrue : 4\na:b: 5\né: 6\n",
      '[{"15":2,"x-kubernetes-list-type":"map","$ref":"a.b/c_d","-x":1,"false":3,"true":4,"a:b":5,"é":6}]',
    ],
    ["# only a comment\n", "[null]"],
    ["", "[]"],
  ])("reads %j", (text, described) => {
    expect(fast(text, false)).toEqual({ declined: false, value: described });
    expect(agrees(text)).toBe(true);
  });

  it.each([
    ["an anchor and alias", "a: &x 1\nb: *x\n"],
    ["a tag", "a: !!str 1\n"],
    ["a merge key", "<<: {}\n"],
    ["a pair in a flow sequence", "a: [b: c]\n"],
    ["an explicit key in a flow mapping", "a: {? b: c}\n"],
    ["a duplicate key", "a: 1\na: 2\n"],
    ["a tab", "a:\t1\n"],
    ["CRLF line ends", "a: 1\r\n"],
    ["a byte order mark", "\uFEFFa: 1\n"],
    ["a value with no JSON form", "a: .inf\n"],
    ["an integer key past 2^53 in exact mode", "9007199254740993: x\n"],
    // sigs.k8s.io/yaml spells these keys by go-yaml's type, or refuses them: js-yaml's path checks them.
    ["a null key", "~: x\n"],
    ["a fractional key", "{1.5: x}\n"],
    ["a key of a million", "1000000: x\n"],
    ["a negative zero key", "-0.0: x\n"],
    ["a syntax error", "a: b: c\n"],
    ["a document end marker", "a: 1\n...\nb: 2\n"],
  ])("declines %s", (_, text) => {
    expect(fast(text, true)).toEqual({ declined: true });
  });

  it("reads the warm-up text on the fast path, as js-yaml does (declined, it would warm up nothing)", () => {
    expect(agrees(warmUpText)).toBe(true);
    expect(agrees(`${warmUpText}\n`)).toBe(true);
  });

  it("reads the corpus CRDs as js-yaml does, all on the fast path", () => {
    const dir = new URL("../../../../testdata/corpus/crds/", import.meta.url).pathname;
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    const declined: string[] = [];
    let chunks = 0;
    for (const file of files) {
      for (const chunk of splitDocuments(readFileSync(file, "utf8"))) {
        chunks++;
        // As `crdgen check` reads CRDs: integers as numbers.
        if (!agrees(chunk.text, [false])) declined.push(file.slice(dir.length));
      }
    }
    expect(chunks).toBeGreaterThan(200);
    expect(declined).toEqual([]);
  });
});

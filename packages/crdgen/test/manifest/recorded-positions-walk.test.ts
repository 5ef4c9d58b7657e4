import fc from "fast-check";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { readFastYaml } from "../../src/manifest/fast-yaml/index.js";
import { PositionRecorder, RecordedPositions, unsure } from "../../src/manifest/position-recorder.js";
import { kubectlYamlSchema } from "../../src/manifest/schema.js";
import { maxNestingDepth } from "../../src/manifest/yaml-errors.js";
import { yamlText } from "./yaml-texts.js";

/**
 * `RecordedPositions` walks the notes through each node's subtree start. It used to rebuild a tree of node
 * objects from the notes first, nesting them by js-yaml's depth (which the notes held then); that tree, kept
 * here as it was, built from the depths js-yaml's listener sees, is the reference the walk must agree with on
 * every path of generated texts, read by js-yaml's listener and by the fast reader.
 */

type Notes = ReturnType<PositionRecorder["take"]>;

interface TreeNode {
  readonly open: number;
  readonly close: number;
  readonly depth: number;
  readonly kind: string | null;
  readonly result: unknown;
  readonly length: number;
  children: readonly TreeNode[];
}

/**
 * The old rebuild: each node's children are the deeper nodes closed before it still on the stack. `depths`:
 * js-yaml's depth as each node closed.
 */
function rebuild(notes: Notes, depths: readonly number[]): TreeNode[] {
  const stack: TreeNode[] = [];
  for (let n = 0; n < notes.kinds.length; n++) {
    const depth = depths[n] ?? 0;
    let first = stack.length;
    while (first > 0 && (stack[first - 1]?.depth ?? 0) > depth) first--;
    let children = stack.splice(first);
    const result = notes.results[n];
    const only = children.length === 1 ? children[0] : undefined;
    if (only !== undefined && typeof result === "object" && result !== null && only.result === result) {
      children = [...only.children];
    }
    stack.push({
      open: notes.numbers[4 * n] ?? 0,
      close: notes.numbers[4 * n + 1] ?? 0,
      depth,
      length: notes.numbers[4 * n + 3] ?? -1,
      kind: notes.kinds[n] ?? null,
      result,
      children,
    });
  }
  return stack;
}

/** The old locate over the rebuilt tree, answering with the offset and matched steps (or unsure). */
function treeLocate(
  text: string,
  roots: readonly TreeNode[],
  document: number,
  path: readonly string[],
): string {
  const isKey = (node: TreeNode): boolean => {
    let i = node.close;
    while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
    return text.charCodeAt(i) === 0x3a;
  };
  const start = (node: TreeNode): number => {
    let i = node.open;
    while (i < node.close) {
      const ch = text.charAt(i);
      if (" \t\n\r".includes(ch)) i++;
      else if (ch === "#") i = text.indexOf("\n", i) === -1 ? node.close : text.indexOf("\n", i) + 1;
      else if (ch === "!" || ch === "&") while (i < node.close && !" \t\r\n".includes(text.charAt(i))) i++;
      else break;
    }
    return Math.min(i, node.close);
  };
  const root = roots[document];
  if (root === undefined || root.kind === null) return "unsure";
  let node = root;
  let at = start(root);
  let matched = 0;
  for (const step of path) {
    let next: { node: TreeNode; offset: number } | undefined;
    if (node.kind === "sequence") {
      if (node.length !== node.children.length) return "unsure";
      const item = node.children[/^\d+$/.test(step) ? Number(step) : -1];
      if (item?.kind === null) return "unsure";
      next = item === undefined ? undefined : { node: item, offset: start(item) };
    } else if (node.kind === "mapping") {
      let children = node.children;
      const last = children.at(-1);
      if (last !== undefined && last.kind === null && last.result === null && last.open === last.close) {
        children = children.slice(0, -1);
      }
      const entries = new Map<string, { key: TreeNode; value: TreeNode | undefined }>();
      for (let i = 0; i < children.length;) {
        const key = children[i];
        if (key === undefined || key.kind !== "scalar" || typeof key.result !== "string" || !isKey(key)) {
          return "unsure";
        }
        const after = children[i + 1];
        const value = after !== undefined && !isKey(after) ? after : undefined;
        entries.set(key.result, { key, value });
        i += value === undefined ? 1 : 2;
      }
      const entry = entries.get(step);
      if (entry === undefined && entries.has("<<")) return "unsure";
      if (entry !== undefined) {
        const { key, value } = entry;
        if (value === undefined || value.kind === null) return "unsure";
        next = { node: value, offset: value.kind === "scalar" ? start(value) : start(key) };
      }
    }
    if (next === undefined) break;
    matched++;
    node = next.node;
    at = next.offset;
  }
  return `${at} ${matched}`;
}

function walkLocate(positions: RecordedPositions, document: number, path: readonly string[]): string {
  const found = positions.locate(document, path);
  if (found === unsure) return "unsure";
  if (found === undefined) return "undefined";
  return `${found.offset} ${found.matchedSteps}`;
}

/** Every path of a decoded value, and beside each collection's children some it lacks. */
function paths(value: unknown, prefix: readonly string[] = []): string[][] {
  const found = [[...prefix]];
  if (Array.isArray(value)) {
    value.forEach((item, i) => found.push(...paths(item, [...prefix, String(i)])));
    found.push([...prefix, String(value.length)], [...prefix, "x"]);
    // Steps that only look like indexes, and one with a leading zero, which is one.
    for (const step of ["", "-0", "1e0", " 1", "0x1", "01"]) found.push([...prefix, step]);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...prefix, key]));
    found.push([...prefix, "absent"], [...prefix, "<<"]);
  } else {
    found.push([...prefix, "below"]);
  }
  return found;
}

interface Read {
  readonly documents: readonly unknown[];
  readonly notes: Notes;
  /** js-yaml's depth as each node closed (the fast reader notes the same nodes, fast-yaml-positions.test.ts). */
  readonly depths: readonly number[];
}

function notesOf(text: string, fast: boolean): Read | undefined {
  const recorder = new PositionRecorder();
  const depths: number[] = [];
  const options: yaml.LoadOptions & { maxDepth: number } = {
    schema: kubectlYamlSchema,
    maxDepth: maxNestingDepth,
    listener: (event, state) => {
      if (event === "close") depths.push((state as unknown as { depth: number }).depth);
      recorder.listener(event, state);
    },
  };
  let read: Read;
  try {
    read = { documents: yaml.loadAll(text, null, options), notes: recorder.take(), depths };
  } catch {
    recorder.forget();
    return undefined;
  }
  if (!fast) return read;
  const documents = readFastYaml(text, maxNestingDepth, recorder);
  if (documents === undefined) {
    recorder.forget();
    return undefined;
  }
  const notes = recorder.take();
  expect(notes.kinds.length).toBe(depths.length);
  return { documents, notes, depths };
}

/** How the walk and the old tree answer every path of the text's documents, one line per path, or undefined. */
function answers(text: string, fast: boolean): { walk: string; tree: string } | undefined {
  const read = notesOf(text, fast);
  if (read === undefined) return undefined;
  const positions = new RecordedPositions(text, read.notes);
  const roots = rebuild(read.notes, read.depths);
  const walk: string[] = [];
  const tree: string[] = [];
  read.documents.forEach((value, document) => {
    for (const path of [...paths(value), ...paths(value)]) {
      walk.push(`${document} ${path.join(".")}: ${walkLocate(positions, document, path)}`);
      tree.push(`${document} ${path.join(".")}: ${treeLocate(text, roots, document, path)}`);
    }
  });
  return { walk: walk.join("\n"), tree: tree.join("\n") };
}

describe("recorded positions walked in the notes", () => {
  it("answer every path of generated texts as the tree rebuilt from the notes did", () => {
    let compared = 0;
    fc.assert(
      fc.property(yamlText, (text) => {
        for (const fast of [true, false]) {
          const found = answers(text, fast);
          if (found === undefined) continue;
          compared++;
          expect(found.walk).toBe(found.tree);
        }
      }),
      { numRuns: 2000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it.each([
    ["a collection first read as a would-be key", "a:\n  [1, 2]\nb:\n  {c: [3, {d: e}]}\n"],
    ["empty items and values", "l:\n- a\n-\n- - b\n  -\nm:\nn: 1\n"],
    ["documents ended with ...", "a: 1\n...\nb: [2, 3]\n...\n"],
    ["flow pairs in a sequence", "s: [a: 1, b]\n"],
    ["merge keys", "x: &a {k: 1}\ny:\n  <<: *a\n  j: 2\n"],
  ])("answer as the tree did for %s", (_, text) => {
    const found = answers(text, false);
    expect(found).toBeDefined();
    expect(found?.walk).toBe(found?.tree);
  });
});

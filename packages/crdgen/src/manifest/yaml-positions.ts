import { at } from "@crdgen/core";
import { createRequire } from "node:module";
import type * as Yaml from "yaml";

/** Where a path leads in a YAML text: the node found, and how many of the path's steps it took. */
export interface NodePosition {
  /** 0-based offset of the node in the text (of a mapping value: of its key, unless it is a scalar). */
  readonly offset: number;
  /** 1-based line and column of {@link offset}. */
  readonly line: number;
  readonly column: number;
  /** The text of that line, for a code frame. */
  readonly lineText: string;
  /** How many steps of the path exist; fewer than asked when the rest is absent from the text. */
  readonly matchedSteps: number;
}

// js-yaml reads the manifests but keeps no positions. The `yaml` package does, and is loaded only when a
// document has errors to place: most checks never need it, and loading it costs more than reading a CRD.
let yamlModule: typeof Yaml | undefined;
function loadYaml(): typeof Yaml {
  yamlModule ??= createRequire(import.meta.url)("yaml") as typeof Yaml;
  return yamlModule;
}

/**
 * The nodes of a YAML text (one chunk of a manifest, which may hold several documents) with their
 * positions, parsed once and asked for many paths. Paths are steps from a document's root: mapping keys as
 * strings, sequence indexes as numbers or digit strings. Aliases are followed to their anchors and `<<` merge
 * keys to the mappings they merge, since that is where the text of such a value is.
 */
export class YamlPositionIndex {
  private readonly documents: readonly Yaml.Document.Parsed[];
  private readonly lineCounter: Yaml.LineCounter;

  constructor(private readonly text: string) {
    const yaml = loadYaml();
    this.lineCounter = new yaml.LineCounter();
    // kubectl reads YAML 1.1 (go-yaml v2): `yes:` is the key "true" there too. Errors are ignored: the text
    // was read already, and whatever nodes the parser could build are as good as it gets.
    this.documents = yaml.parseAllDocuments(text, {
      version: "1.1",
      merge: true,
      uniqueKeys: false,
      lineCounter: this.lineCounter,
      keepSourceTokens: false,
    }) as Yaml.Document.Parsed[];
  }

  /** The position of the deepest node of `path` that exists in document `document` (0-based). */
  locate(document: number, path: readonly (string | number)[]): NodePosition | undefined {
    const yaml = loadYaml();
    const doc = this.documents[document];
    if (doc?.contents === null || doc === undefined) return undefined;
    let node: Yaml.Node | null = doc.contents;
    let at = nodeStart(node);
    let matched = 0;
    for (const step of path) {
      const found = childOf(yaml, doc, node, step);
      if (found === undefined) break;
      matched++;
      node = found.value;
      at = found.offset ?? at;
      if (node === null) break;
    }
    if (at === undefined) return undefined;
    const { line, col } = this.lineCounter.linePos(at);
    return { offset: at, line, column: col, lineText: this.lineText(line), matchedSteps: matched };
  }

  private lineText(line: number): string {
    const starts = this.lineCounter.lineStarts;
    const start = at(starts, line - 1);
    const next = starts[line];
    const end = next === undefined ? this.text.length : next - 1;
    return this.text.slice(start, end).replace(/\r$/, "");
  }
}

interface Child {
  readonly value: Yaml.Node | null;
  /** Where to point for this step; undefined to keep pointing at the parent. */
  readonly offset: number | undefined;
}

function childOf(
  yaml: typeof Yaml,
  doc: Yaml.Document.Parsed,
  parent: Yaml.Node | null,
  step: string | number,
): Child | undefined {
  const node = resolveAlias(yaml, doc, parent);
  if (yaml.isSeq(node)) {
    const index = typeof step === "number" ? step : /^\d+$/.test(step) ? Number(step) : -1;
    const item = node.items[index];
    if (item === undefined || !yaml.isNode(item)) return undefined;
    return { value: item, offset: nodeStart(resolveAlias(yaml, doc, item)) };
  }
  if (!yaml.isMap(node)) return undefined;
  const pair = findPair(yaml, doc, node, String(step), 0);
  if (pair === undefined) return undefined;
  const value = yaml.isNode(pair.value) ? pair.value : null;
  const target = resolveAlias(yaml, doc, value);
  // A scalar is pointed at itself (`type: strin` at `strin`); a collection, or nothing, at its key.
  const offset =
    yaml.isScalar(target) && target.range !== undefined && target.range !== null
      ? target.range[0]
      : yaml.isNode(pair.key)
        ? nodeStart(pair.key)
        : nodeStart(target);
  return { value, offset };
}

// Merged mappings can merge others; go-yaml stops far earlier than this on anything cyclic.
const maxMergeDepth = 32;

function findPair(
  yaml: typeof Yaml,
  doc: Yaml.Document.Parsed,
  map: Yaml.YAMLMap,
  key: string,
  depth: number,
): Yaml.Pair | undefined {
  // go-yaml decodes the entries in order, each writing over the ones before (decode.go:659-665): the last entry
  // that writes the key wins, whether it names it or merges a mapping that holds it; of a sequence of merged
  // mappings, the first holding it (decode.go:798-799).
  for (let i = map.items.length - 1; i >= 0; i--) {
    const pair = map.items[i];
    if (pair === undefined) continue;
    if (!isMergeKey(yaml, pair.key)) {
      if (keyText(yaml, pair.key) === key) return pair;
      continue;
    }
    if (depth >= maxMergeDepth) continue;
    const merged = resolveAlias(yaml, doc, yaml.isNode(pair.value) ? pair.value : null);
    const sources = yaml.isSeq(merged) ? merged.items : [merged];
    for (const source of sources) {
      const target = resolveAlias(yaml, doc, yaml.isNode(source) ? source : null);
      const found = yaml.isMap(target) ? findPair(yaml, doc, target, key, depth + 1) : undefined;
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function keyText(yaml: typeof Yaml, key: unknown): string | undefined {
  if (!yaml.isScalar(key)) return undefined;
  const value: unknown = key.value;
  if (value === null) return "null";
  // YAML 1.1 resolves `yes:` and `1:` to a boolean and a number; the decoded document has them as text.
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}

// go-yaml's isMerge (decode.go:813-815): a `<<` scalar, plain or tagged `!` or `!!merge`; a quoted `"<<"` is a key.
function isMergeKey(yaml: typeof Yaml, key: unknown): boolean {
  if (!yaml.isScalar(key) || key.source !== "<<") return false;
  return (
    key.tag === "!" ||
    key.tag === "tag:yaml.org,2002:merge" ||
    (key.tag === undefined && key.type === "PLAIN")
  );
}

function resolveAlias(
  yaml: typeof Yaml,
  doc: Yaml.Document.Parsed,
  node: Yaml.Node | null,
): Yaml.Node | null {
  let current = node;
  // An alias names an anchor defined before it, never itself; the bound only guards against a broken tree.
  for (let hops = 0; hops < 64 && yaml.isAlias(current); hops++) {
    const target: unknown = current.resolve(doc);
    current = yaml.isNode(target) ? target : null;
  }
  return current;
}

function nodeStart(node: Yaml.Node | null | undefined): number | undefined {
  const range = node?.range;
  return range === undefined || range === null ? undefined : range[0];
}

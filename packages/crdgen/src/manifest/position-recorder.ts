import type { State } from "js-yaml";
import type { NodeNotes } from "./fast-yaml/cursor.js";
import type { NodePosition } from "./yaml-positions.js";

// What js-yaml's state holds while a node closes, beyond what its type declarations show.
type ClosingState = Omit<State, "kind"> & { kind: string | null; depth: number };

/**
 * A js-yaml listener, and the fast reader's {@link NodeNotes}, that notes where each node of a chunk opens and
 * closes while the chunk is read (either reader tells it the same), so that the places of refused objects'
 * errors can be found later without parsing the text again. While the chunk is read the notes go to arrays
 * shared by all recorders ({@link NoteScratch}), which keep their size from chunk to chunk; {@link take} then
 * copies them out at their exact size. The tree is built from the notes by {@link RecordedPositions} the first
 * time a place is asked for, which valid objects never do.
 */
export class PositionRecorder implements NodeNotes {
  private readonly scratch = noteScratch;

  constructor() {
    this.scratch.reset();
  }

  readonly listener = (event: "open" | "close", state: State): void => {
    if (event === "open") {
      this.opened(state.position);
      return;
    }
    const closing = state as ClosingState;
    this.closed(closing.position, closing.depth, closing.kind, closing.result);
  };

  // The fast reader calls these directly, at the points where js-yaml calls the listener.
  opened(offset: number): void {
    const scratch = this.scratch;
    scratch.openOffsets[scratch.opened++] = offset;
  }

  closed(offset: number, depth: number, kind: string | null, result: unknown): void {
    const scratch = this.scratch;
    const length = Array.isArray(result) ? result.length : -1;
    const n = scratch.closed++;
    const open = scratch.opened > 0 ? (scratch.openOffsets[--scratch.opened] ?? 0) : offset;
    scratch.numbers[4 * n] = open;
    scratch.numbers[4 * n + 1] = offset;
    scratch.numbers[4 * n + 2] = depth;
    scratch.numbers[4 * n + 3] = length;
    scratch.kinds[n] = kind;
    scratch.results[n] = result;
  }

  /** Drops what was noted so far: a reader that gave up on the chunk leaves it to the next one. */
  forget(): void {
    this.scratch.results.fill(undefined, 0, this.scratch.closed);
    this.scratch.reset();
  }

  /** The notes of the chunk just read, at their exact size; the shared arrays then hold no values. */
  take(): RecordedNotes {
    const { closed, numbers, kinds, results } = this.scratch;
    const copied = new Int32Array(4 * closed);
    for (let i = 0; i < copied.length; i++) copied[i] = numbers[i] ?? 0;
    const taken = { numbers: copied, kinds: kinds.slice(0, closed), results: results.slice(0, closed) };
    // The decoded values stay reachable from the taken notes only, not from the shared arrays.
    results.fill(undefined, 0, closed);
    this.scratch.reset();
    return taken;
  }
}

/** A chunk's notes, per closed node in closing order. */
interface RecordedNotes {
  /** Per node: open offset, close offset, depth (1 for a document's root), and the length of a sequence as read
   * (later steps may change the decoded arrays; the text does not), -1 for other nodes. */
  readonly numbers: Int32Array;
  /** Per node: its kind ("scalar", "mapping", "sequence"; null for an alias or an empty node). */
  readonly kinds: readonly (string | null)[];
  /** Per node: what it decoded to (a key's text, or the collection itself). */
  readonly results: readonly unknown[];
}

/**
 * The growable arrays a chunk's notes are written to while js-yaml reads it. js-yaml reads synchronously, one
 * chunk at a time, and each recorder takes its notes before the next chunk is read, so one set serves every
 * recorder: the arrays grow to the largest chunk once instead of growing from empty for every chunk (most of
 * what noting positions allocated). They hold no decoded value between chunks.
 */
class NoteScratch {
  openOffsets: number[] = [];
  opened = 0;
  numbers: number[] = [];
  kinds: (string | null)[] = [];
  results: unknown[] = [];
  closed = 0;

  reset(): void {
    this.opened = 0;
    this.closed = 0;
  }
}

const noteScratch = new NoteScratch();

/** One node rebuilt from a {@link PositionRecorder}'s notes. */
interface RecordedNode {
  readonly open: number;
  readonly close: number;
  readonly depth: number;
  readonly kind: string | null;
  readonly result: unknown;
  /** A sequence's length when read; -1 for other nodes. */
  readonly length: number;
  children: readonly RecordedNode[];
  /** A mapping's entries by key, built when first walked; "unsure" when the notes do not pair up. */
  entries?: ReadonlyMap<string, Entry> | "unsure";
}

interface Entry {
  readonly key: RecordedNode;
  /** Undefined for a key without a value (`key:` then a sibling), which js-yaml reads without a node. */
  readonly value: RecordedNode | undefined;
}

/** What {@link RecordedPositions.locate} answers when the notes cannot tell what the `yaml` package would. */
export const unsure = Symbol("unsure");

/**
 * The places of a chunk's nodes, rebuilt from the notes taken while js-yaml read it. It answers as
 * `YamlPositionIndex` (the `yaml` package's nodes) does, and says {@link unsure} for what it cannot answer
 * the same way — aliases, merge keys, empty values, explicit keys, keys that are not text, pairs in flow
 * sequences — so that the caller asks `YamlPositionIndex` for those.
 */
export class RecordedPositions {
  private roots: readonly RecordedNode[] | undefined;
  private lineStarts: number[] | undefined;

  constructor(
    private readonly text: string,
    private notes: RecordedNotes | undefined,
  ) {}

  /** Like `YamlPositionIndex.locate`, or {@link unsure}. */
  locate(document: number, path: readonly (string | number)[]): NodePosition | undefined | typeof unsure {
    const root = this.documentRoots()[document];
    if (root === undefined || root.kind === null) return unsure;
    let node = root;
    let at = this.start(root);
    let matched = 0;
    for (const step of path) {
      const child = this.childOf(node, step);
      if (child === unsure) return unsure;
      if (child === undefined) break;
      matched++;
      node = child.node;
      at = child.offset;
    }
    const { line, column } = this.lineColumn(at);
    return { offset: at, line, column, lineText: this.lineText(line), matchedSteps: matched };
  }

  private childOf(
    parent: RecordedNode,
    step: string | number,
  ): { node: RecordedNode; offset: number } | undefined | typeof unsure {
    if (parent.kind === "sequence") {
      // js-yaml reads an empty item (`-` alone) and a flow sequence's `a: b` pair without a node of their own.
      if (parent.length !== parent.children.length) return unsure;
      const index = typeof step === "number" ? step : /^\d+$/.test(step) ? Number(step) : -1;
      const item = parent.children[index];
      if (item === undefined) return undefined;
      if (item.kind === null) return unsure;
      return { node: item, offset: this.start(item) };
    }
    if (parent.kind !== "mapping") return undefined;
    const entries = this.entriesOf(parent);
    if (entries === unsure) return unsure;
    const entry = entries.get(String(step));
    // A key the mapping lacks may come from a `<<` merge, which the `yaml` package follows.
    if (entry === undefined) return entries.has("<<") ? unsure : undefined;
    const { key, value } = entry;
    if (value === undefined || value.kind === null) return unsure;
    // A scalar is pointed at itself (`type: strin` at `strin`); a collection at its key.
    return { node: value, offset: value.kind === "scalar" ? this.start(value) : this.start(key) };
  }

  private entriesOf(mapping: RecordedNode): ReadonlyMap<string, Entry> | typeof unsure {
    mapping.entries ??= this.pairUp(mapping.children);
    return mapping.entries === "unsure" ? unsure : mapping.entries;
  }

  private pairUp(children: readonly RecordedNode[]): ReadonlyMap<string, Entry> | "unsure" {
    const entries = new Map<string, Entry>();
    // js-yaml tries to read one more key where a document ends with `...`, and notes a node holding nothing.
    const last = children.at(-1);
    if (last !== undefined && last.kind === null && last.result === null && last.open === last.close) {
      children = children.slice(0, -1);
    }
    for (let i = 0; i < children.length;) {
      const key = children[i];
      if (key === undefined || key.kind !== "scalar" || typeof key.result !== "string" || !this.isKey(key)) {
        return "unsure";
      }
      const next = children[i + 1];
      const value = next !== undefined && !this.isKey(next) ? next : undefined;
      // The last of duplicate keys wins, as in the decoded document.
      entries.set(key.result, { key, value });
      i += value === undefined ? 1 : 2;
    }
    return entries;
  }

  /** Whether a node is a mapping's key: a `:` follows it on its line. */
  private isKey(node: RecordedNode): boolean {
    let i = node.close;
    while (this.text.charCodeAt(i) === 0x20 || this.text.charCodeAt(i) === 0x09) i++;
    return this.text.charCodeAt(i) === 0x3a;
  }

  private documentRoots(): readonly RecordedNode[] {
    if (this.roots === undefined) {
      this.roots = this.notes === undefined ? [] : rebuild(this.notes);
      // The notes are not needed once the tree is built.
      this.notes = undefined;
    }
    return this.roots;
  }

  /** Where a node's content starts: past blanks, comment lines and its tag or anchor. */
  private start(node: RecordedNode): number {
    const text = this.text;
    let i = node.open;
    while (i < node.close) {
      const ch = text.charCodeAt(i);
      if (ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d) {
        i++;
      } else if (ch === 0x23 /* # */) {
        const eol = text.indexOf("\n", i);
        i = eol === -1 ? node.close : eol + 1;
      } else if (ch === 0x21 /* ! */ || ch === 0x26 /* & */) {
        while (i < node.close && !" \t\r\n".includes(text.charAt(i))) i++;
      } else {
        break;
      }
    }
    return Math.min(i, node.close);
  }

  private lineColumn(offset: number): { line: number; column: number } {
    const starts = this.starts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  }

  private lineText(line: number): string {
    const starts = this.starts();
    const start = starts[line - 1] ?? 0;
    const next = starts[line];
    const end = next === undefined ? this.text.length : next - 1;
    return this.text.slice(start, end).replace(/\r$/, "");
  }

  private starts(): number[] {
    if (this.lineStarts === undefined) {
      const starts = [0];
      for (let i = this.text.indexOf("\n"); i !== -1; i = this.text.indexOf("\n", i + 1)) starts.push(i + 1);
      this.lineStarts = starts;
    }
    return this.lineStarts;
  }
}

/** The documents' roots, from notes in closing order: each node's children are the deeper nodes closed before it. */
function rebuild(notes: RecordedNotes): RecordedNode[] {
  const stack: RecordedNode[] = [];
  const { numbers, kinds, results } = notes;
  for (let n = 0; n < kinds.length; n++) {
    const depth = numbers[4 * n + 2] ?? 0;
    let first = stack.length;
    while (first > 0 && (stack[first - 1]?.depth ?? 0) > depth) first--;
    let children = stack.splice(first);
    const result = results[n];
    // A collection js-yaml first read as a would-be key (`[a, b]` alone on a value's line) and then kept as
    // the value: its one child is itself.
    const only = children.length === 1 ? children[0] : undefined;
    if (only !== undefined && typeof result === "object" && result !== null && only.result === result) {
      children = [...only.children];
    }
    const node: RecordedNode = {
      open: numbers[4 * n] ?? 0,
      close: numbers[4 * n + 1] ?? 0,
      depth,
      length: numbers[4 * n + 3] ?? -1,
      kind: kinds[n] ?? null,
      result,
      children,
    };
    stack.push(node);
  }
  return stack;
}

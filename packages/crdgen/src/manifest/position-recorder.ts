import type { State } from "js-yaml";
import type { NodeNotes } from "./fast-yaml/cursor.js";
import type { NodePosition } from "./yaml-positions.js";

// What js-yaml's state holds while a node closes, beyond what its type declarations show.
type ClosingState = Omit<State, "kind"> & { kind: string | null };

/**
 * A js-yaml listener, and the fast reader's {@link NodeNotes}, that notes where each node of a chunk opens and
 * closes while the chunk is read (either reader tells it the same), so that the places of refused objects'
 * errors can be found later without parsing the text again. While the chunk is read the notes go to arrays
 * shared by all recorders ({@link NoteScratch}), which keep their size from chunk to chunk; {@link take} then
 * copies them out at their exact size. {@link RecordedPositions} walks the notes only when a place is asked for,
 * which valid objects never do.
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
    this.closed(closing.position, closing.kind, closing.result);
  };

  // The fast reader calls these directly, at the points where js-yaml calls the listener.
  // The open nodes' stack holds, per node, its open offset and how many nodes had closed when it opened: the
  // nodes that close between its open and its close are its subtree, so the latter is where the subtree starts.
  opened(offset: number): void {
    const scratch = this.scratch;
    if (2 * scratch.opened + 2 > scratch.openStack.length) scratch.openStack = grown(scratch.openStack);
    scratch.openStack[2 * scratch.opened] = offset;
    scratch.openStack[2 * scratch.opened + 1] = scratch.closed;
    scratch.opened++;
  }

  closed(offset: number, kind: string | null, result: unknown): void {
    const scratch = this.scratch;
    const length = Array.isArray(result) ? result.length : -1;
    const n = scratch.closed++;
    let open = offset;
    let start = n;
    if (scratch.opened > 0) {
      scratch.opened--;
      open = scratch.openStack[2 * scratch.opened] ?? 0;
      start = scratch.openStack[2 * scratch.opened + 1] ?? n;
    }
    if (4 * n + 4 > scratch.numbers.length) scratch.numbers = grown(scratch.numbers);
    const numbers = scratch.numbers;
    numbers[4 * n] = open;
    numbers[4 * n + 1] = offset;
    numbers[4 * n + 2] = start;
    numbers[4 * n + 3] = length;
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
    const taken = {
      numbers: numbers.slice(0, 4 * closed),
      kinds: kinds.slice(0, closed),
      results: results.slice(0, closed),
    };
    // The decoded values stay reachable from the taken notes only, not from the shared arrays.
    results.fill(undefined, 0, closed);
    this.scratch.reset();
    return taken;
  }
}

/** Twice as long, with the same numbers first. */
function grown(numbers: Int32Array): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(numbers.length * 2);
  larger.set(numbers);
  return larger;
}

/** A chunk's notes, per closed node in closing order. */
interface RecordedNotes {
  /** Per node: open offset, close offset, the first note of its subtree (its own index when it has no children),
   * and the length of a sequence as read (later steps may change the decoded arrays; the text does not), -1 for
   * other nodes. */
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
 * what noting positions allocated), and the numbers, typed, are copied out in one move. They hold no decoded
 * value between chunks.
 */
class NoteScratch {
  /** Per open node: its open offset, and the number of nodes closed when it opened. */
  openStack = new Int32Array(2 * 256);
  opened = 0;
  numbers = new Int32Array(4 * 1024);
  kinds: (string | null)[] = [];
  results: unknown[] = [];
  closed = 0;

  reset(): void {
    this.opened = 0;
    this.closed = 0;
  }
}

const noteScratch = new NoteScratch();

/**
 * A mapping's entries as indexes of notes, two numbers each: the key's, and the value's (-1 for a key without a
 * value, `key:` then a sibling, which js-yaml reads without a node). A flat list searched from its end (the last
 * of duplicate keys wins, as in the decoded document) rather than a map: a mapping on an error's path is
 * looked up a few times, and a map with an object per entry cost more to build than the searches.
 */
type Entries = readonly number[];

/** What {@link RecordedPositions.locate} answers when the notes cannot tell what the `yaml` package would. */
export const unsure = Symbol("unsure");

/**
 * The places of a chunk's nodes, found in the notes taken while js-yaml (or the fast reader) read it. It answers
 * as `YamlPositionIndex` (the `yaml` package's nodes) does, and says {@link unsure} for what it cannot answer
 * the same way — aliases, merge keys, empty values, explicit keys, keys that are not text, pairs in flow
 * sequences — so that the caller asks `YamlPositionIndex` for those.
 *
 * Nodes are the notes' indexes. No tree is built: a path is walked through each node's subtree start (one
 * number per node, noted while the text was read), which names its children, so a document with a few errors
 * to place costs a few arrays, not one object per node of the text.
 */
export class RecordedPositions {
  private rootList: readonly number[] | undefined;
  /** The children of the nodes walked so far, and the entries of the mappings among them. */
  private readonly childLists = new Map<number, readonly number[]>();
  private readonly entryLists = new Map<number, Entries | "unsure">();
  // The line {@link lineColumn} found last (1-based), and where it starts.
  private cursorLine = 1;
  private cursorStart = 0;

  constructor(
    private readonly text: string,
    private readonly notes: RecordedNotes,
  ) {}

  /** Like `YamlPositionIndex.locate`, or {@link unsure}. */
  locate(document: number, path: readonly (string | number)[]): NodePosition | undefined | typeof unsure {
    const root = this.roots()[document];
    if (root === undefined || this.kind(root) === null) return unsure;
    let node = root;
    // The node the place is the start of: the last matched step's (found once, at the end of the walk).
    let place = root;
    let matched = 0;
    for (const step of path) {
      const kind = this.kind(node);
      let child: number;
      let childPlace: number;
      if (kind === "sequence") {
        const children = this.childrenOf(node);
        // js-yaml reads an empty item (`-` alone) and a flow sequence's `a: b` pair without a node of their own.
        if (this.number(node, 3) !== children.length) return unsure;
        const item = children[sequenceIndex(step)];
        if (item === undefined) break;
        if (this.kind(item) === null) return unsure;
        child = item;
        childPlace = item;
      } else if (kind === "mapping") {
        const entries = this.entriesOf(node);
        if (entries === "unsure") return unsure;
        const at = this.entryOf(entries, String(step));
        if (at === -1) {
          // A key the mapping lacks may come from a `<<` merge, which the `yaml` package follows.
          if (this.entryOf(entries, "<<") !== -1) return unsure;
          break;
        }
        const key = entries[at] ?? -1;
        const value = entries[at + 1] ?? -1;
        if (value === -1 || this.kind(value) === null) return unsure;
        child = value;
        // A scalar is pointed at itself (`type: strin` at `strin`); a collection at its key.
        childPlace = this.kind(value) === "scalar" ? value : key;
      } else {
        break;
      }
      matched++;
      node = child;
      place = childPlace;
    }
    const at = this.start(place);
    const { line, column } = this.lineColumn(at);
    return { offset: at, line, column, lineText: this.cursorLineText(), matchedSteps: matched };
  }

  private entriesOf(mapping: number): Entries | "unsure" {
    let entries = this.entryLists.get(mapping);
    if (entries === undefined) {
      entries = this.pairUp(this.childrenOf(mapping));
      this.entryLists.set(mapping, entries);
    }
    return entries;
  }

  /** Where the last entry with the key `text` is in `entries`, or -1. */
  private entryOf(entries: Entries, text: string): number {
    const results = this.notes.results;
    for (let at = entries.length - 2; at >= 0; at -= 2) {
      if (results[entries[at] ?? -1] === text) return at;
    }
    return -1;
  }

  private pairUp(children: readonly number[]): Entries | "unsure" {
    const results = this.notes.results;
    let count = children.length;
    // js-yaml tries to read one more key where a document ends with `...`, and notes a node holding nothing.
    const last = children[count - 1];
    if (
      last !== undefined &&
      this.kind(last) === null &&
      results[last] === null &&
      this.number(last, 0) === this.number(last, 1)
    ) {
      count--;
    }
    const pairs: number[] = [];
    for (let i = 0; i < count;) {
      const key = children[i] ?? -1;
      const text = results[key];
      if (this.kind(key) !== "scalar" || typeof text !== "string" || !this.isKey(key)) return "unsure";
      const next = i + 1 < count ? (children[i + 1] ?? -1) : -1;
      const value = next !== -1 && !this.isKey(next) ? next : -1;
      pairs.push(key, value);
      i += value === -1 ? 1 : 2;
    }
    return pairs;
  }

  /**
   * A node's children in text order. A collection js-yaml first read as a would-be key (`[a, b]` alone on a
   * value's line) and then kept as the value closes twice, the second time around the first with the very same
   * value: its children are those of the first.
   */
  private childrenOf(node: number): readonly number[] {
    let children = this.childLists.get(node);
    if (children === undefined) {
      const found: number[] = [];
      // The children's subtrees fill the node's own, which ends just before it: walked from its last child back.
      const first = this.number(node, 2);
      for (let child = node - 1; child >= first; child = this.number(child, 2) - 1) found.push(child);
      found.reverse();
      const only = found.length === 1 ? found[0] : undefined;
      const result = this.notes.results[node];
      children =
        only !== undefined &&
        typeof result === "object" &&
        result !== null &&
        this.notes.results[only] === result
          ? this.childrenOf(only)
          : found;
      this.childLists.set(node, children);
    }
    return children;
  }

  /** The nodes no other node holds, the documents' roots: their subtrees fill the notes one after the other. */
  private roots(): readonly number[] {
    if (this.rootList === undefined) {
      const roots: number[] = [];
      for (let root = this.notes.kinds.length - 1; root >= 0; root = this.number(root, 2) - 1) {
        roots.push(root);
      }
      this.rootList = roots.reverse();
    }
    return this.rootList;
  }

  private kind(node: number): string | null {
    return this.notes.kinds[node] ?? null;
  }

  /** One of a node's numbers: 0 open offset, 1 close offset, 2 subtree start, 3 sequence length. */
  private number(node: number, which: 0 | 1 | 2 | 3): number {
    return this.notes.numbers[4 * node + which] ?? 0;
  }

  /** Whether a node is a mapping's key: a `:` follows it on its line. */
  private isKey(node: number): boolean {
    let i = this.number(node, 1);
    while (this.text.charCodeAt(i) === 0x20 || this.text.charCodeAt(i) === 0x09) i++;
    return this.text.charCodeAt(i) === 0x3a;
  }

  /** Where a node's content starts: past blanks, comment lines and its tag or anchor. */
  private start(node: number): number {
    const text = this.text;
    const close = this.number(node, 1);
    let i = this.number(node, 0);
    while (i < close) {
      const ch = text.charCodeAt(i);
      if (ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d) {
        i++;
      } else if (ch === 0x23 /* # */) {
        const eol = text.indexOf("\n", i);
        i = eol === -1 ? close : eol + 1;
      } else if (ch === 0x21 /* ! */ || ch === 0x26 /* & */) {
        while (i < close && !" \t\r\n".includes(text.charAt(i))) i++;
      } else {
        break;
      }
    }
    return Math.min(i, close);
  }

  // The line and column of an offset, counted from the line found last, back or on (an object's places are
  // near each other): no table of the text's line starts is made when its objects need a place or two.
  private lineColumn(offset: number): { line: number; column: number } {
    const text = this.text;
    let line = this.cursorLine;
    let start = this.cursorStart;
    while (start > offset) {
      // The line before: it starts after the newline before the one ending it.
      start = start < 2 ? 0 : text.lastIndexOf("\n", start - 2) + 1;
      line--;
    }
    for (let i = text.indexOf("\n", start); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
      line++;
      start = i + 1;
    }
    this.cursorLine = line;
    this.cursorStart = start;
    return { line, column: offset - start + 1 };
  }

  /** The text of the line {@link lineColumn} found last. */
  private cursorLineText(): string {
    const text = this.text;
    const start = this.cursorStart;
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    // Without the line's carriage return, if it has one.
    return text.slice(start, text.charCodeAt(end - 1) === 0x0d && end > start ? end - 1 : end);
  }
}

/** A sequence's index named by a path step (digits only), or -1. */
function sequenceIndex(step: string | number): number {
  if (typeof step === "number") return step;
  if (step.length === 0) return -1;
  for (let i = 0; i < step.length; i++) {
    const ch = step.charCodeAt(i);
    if (ch < 0x30 || ch > 0x39) return -1;
  }
  return Number(step);
}

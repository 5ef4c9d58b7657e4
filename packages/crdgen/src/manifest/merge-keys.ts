import { randomUUID } from "node:crypto";

const mergeTag = "tag:yaml.org,2002:merge";

/** What the merge-key listener reads of js-yaml's state while a node closes. */
export interface MergeClosing {
  result: unknown;
  tag: string | null;
}

/** A `<<` whose value is not a mapping or a sequence of mappings, and where its key is. */
export interface MergeRefusal {
  readonly offset: number;
}

// Per mapping being read: its merge keys' stand-ins in order, where each was written, and, for keys that are
// array indexes (which JavaScript objects list first, whatever their order), how many merges came before them.
interface MergeFrame {
  readonly stands: string[];
  readonly offsets: number[];
  epochs?: Map<string, number>;
}

/**
 * go-yaml v2's merge keys (decode.go:659-665, 786-815), which js-yaml merges otherwise. go-yaml decodes a
 * mapping's entries in order into one Go map: a `<<` entry writes every key of the mapping it names over what
 * earlier entries wrote, a later entry overwrites it in turn, and a sequence of mappings is merged from its last
 * item to its first (so the first wins). js-yaml lets explicit keys win wherever they are and the first of two
 * `<<` win, and does not merge `? <<` or `! <<`, which go-yaml does (isMerge: a `<<` scalar, plain or tagged `!`
 * or `!!merge`). So each merge key is handed to js-yaml as an ordinary key with a stand-in name (a random
 * prefix no document spells), and the mapping is rebuilt in go-yaml's order when it closes, in place, so that
 * anchors already pointing at it see the result.
 */
export class MergeKeys {
  private readonly frames: (MergeFrame | undefined)[] = [];
  private readonly prefix = `\u0000<<${randomUUID()}:`;
  private count = 0;
  private first: MergeRefusal | undefined;

  /** The first `<<` whose value cannot be merged, if any. */
  get refusal(): MergeRefusal | undefined {
    return this.first;
  }

  opened(): void {
    this.frames.push(undefined);
  }

  /**
   * Called as each node closes, after its key text is settled: rebuilds a mapping (or a flow sequence's
   * single-pair mappings) that held merge keys, then, when the node is a mapping key, notes it in its parent.
   */
  closed(closing: MergeClosing, isKey: boolean, offset: number): void {
    const frame = this.frames.pop();
    const result = closing.result;
    if (typeof result === "string" && result.startsWith(this.prefix)) {
      // js-yaml reads an explicit key (`? <<`) through a node of its own, which hands the key on.
      const index = frame?.stands.indexOf(result) ?? -1;
      if (index !== -1 && this.frames.length > 0) {
        const parent = this.frameAt(this.frames.length - 1);
        parent.stands.push(result);
        parent.offsets.push(frame?.offsets[index] ?? offset);
      }
      return;
    }
    if (frame !== undefined) this.rebuild(result, frame);
    if (!isKey || this.frames.length === 0) return;
    if (typeof result !== "string") return;
    if (result === "<<" && (closing.tag === mergeTag || closing.tag === "!")) {
      const parent = this.frameAt(this.frames.length - 1);
      const stand = `${this.prefix}${String(this.count++)}`;
      parent.stands.push(stand);
      parent.offsets.push(offset);
      closing.result = stand;
      closing.tag = null;
      return;
    }
    const parent = this.frames[this.frames.length - 1];
    if (parent !== undefined && isArrayIndex(result)) {
      parent.epochs ??= new Map();
      parent.epochs.set(result, parent.stands.length);
    }
  }

  private frameAt(index: number): MergeFrame {
    let frame = this.frames[index];
    if (frame === undefined) {
      frame = { stands: [], offsets: [] };
      this.frames[index] = frame;
    }
    return frame;
  }

  private rebuild(result: unknown, frame: MergeFrame): void {
    if (Array.isArray(result)) {
      // Pairs in a flow sequence (`[<<: *a]`) are single-pair mappings of their own.
      for (const item of result) {
        if (isPlainObject(item) && Object.keys(item).some((key) => key.startsWith(this.prefix))) {
          this.rebuildMapping(item, frame);
        }
      }
    } else if (isPlainObject(result)) {
      this.rebuildMapping(result, frame);
    }
  }

  private rebuildMapping(mapping: Record<string, unknown>, frame: MergeFrame): void {
    // Explicit keys between two merges, by how many merges precede them: JavaScript keeps the insertion order
    // of keys that are not array indexes, and the stand-ins are such keys.
    const merges: { readonly value: unknown; readonly offset: number }[] = [];
    const placed: { readonly key: string; readonly epoch: number }[] = [];
    for (const key of Object.keys(mapping)) {
      if (key.startsWith(this.prefix)) {
        const index = frame.stands.indexOf(key);
        merges.push({ value: mapping[key], offset: frame.offsets[index] ?? 0 });
      } else {
        const epoch = isArrayIndex(key) ? (frame.epochs?.get(key) ?? 0) : merges.length;
        placed.push({ key, epoch });
      }
    }
    const explicit: string[][] = merges.map(() => []);
    explicit.push([]);
    for (const { key, epoch } of placed) explicit[epoch]?.push(key);
    const merged = new Map<string, unknown>();
    explicit.forEach((keys, epoch) => {
      for (const key of keys) merged.set(key, mapping[key]);
      const merge = merges[epoch];
      if (merge !== undefined) this.merge(merged, merge.value, merge.offset);
    });
    for (const key of Object.keys(mapping)) Reflect.deleteProperty(mapping, key);
    for (const [key, value] of merged) {
      Object.defineProperty(mapping, key, { value, writable: true, enumerable: true, configurable: true });
    }
  }

  // decode.go:786-811: a mapping, or a sequence of mappings merged from the last to the first.
  private merge(into: Map<string, unknown>, value: unknown, offset: number): void {
    const sources = Array.isArray(value) ? [...(value as unknown[])].reverse() : [value];
    for (const source of sources) {
      if (!isPlainObject(source)) {
        this.first ??= { offset };
        return;
      }
      for (const key of Object.keys(source)) into.set(key, source[key]);
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

// The keys JavaScript lists before all others, in numeric order: canonical integers below 2^32 - 1.
function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}

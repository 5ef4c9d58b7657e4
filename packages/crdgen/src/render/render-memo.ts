import type { EmitterState, RenderedText } from "./emitter.js";
import { KeyListTrie } from "./key-list-trie.js";
import type { Scalar } from "./scalar-of.js";
import { isPlainData } from "./subtree-cache.js";

// A subtree's text is captured only when it comes back in a state it was already rendered in, so that one-off
// subtrees cost a map entry and nothing more: the entry is the state it was seen in, replaced by a map of
// states (seenOnce, or the text) when it comes back.
const seenOnce = null;
// The entry of an object noted as shared (see noteSharedBetween) that was not rendered yet in this run: kept in
// the same map as the rest, so that rendering a node costs one lookup however it was noted.
const sharedNotRendered: unique symbol = Symbol("shared, not rendered yet");
type SubtreeEntry =
  EmitterState | Map<EmitterState, RenderedText | typeof seenOnce> | typeof sharedNotRendered;

// Text kept for shared subtrees within one run; past this a run renders the rest without caching.
const subtreeBudgetChars = 64 * 1024 * 1024;

// The value-keyed memos are emptied when full, which only costs recomputation.
const maxScalars = 50_000;
const maxKeyOrders = 10_000;

// A scalar memo's entry for a text met once: its scalar is kept from the second time on. Most texts of a large
// API come once (a kind's own names and descriptions), and keeping their scalars (code points, analysis) kept
// them alive through the young-generation collections of the run, copied and promoted for nothing.
const metOnce = null;

/**
 * Everything the YAML renderer remembers, owned by whoever renders: one `renderGoYamlDocument` call by
 * default, or a generate session (a `crdgen generate` run, a watch session) that renders many CRDs.
 *
 * - Scalars and key orders are keyed by their text, so they can never go stale and live as long as the memo.
 * - Subtree texts are keyed by object identity: generated CRDs embed the same schema objects (PodTemplateSpec
 *   and the like) many times. Objects can change between runs (the caller's own objects, or a result edited
 *   by a build script), so these live for one run only: {@link startRun} forgets them and resets the budget.
 */
export class RenderMemo {
  readonly #stringScalars = new Map<string, Scalar | typeof metOnce>();
  readonly #otherScalars = new Map<string, Scalar | typeof metOnce>();
  #keyOrders = new KeyListTrie<readonly number[]>();
  #subtrees = new Map<object, SubtreeEntry>();
  #subtreeChars = 0;
  #keepsFrozen = false;
  #runs = 0;
  readonly #frozenSubtrees = new WeakMap<object, Map<EmitterState, RenderedText>>();
  readonly #deepFrozen = new WeakSet<object>();
  /** The run in which each frozen object was first rendered, while keeping frozen text. */
  readonly #frozenSince = new WeakMap<object, number>();

  /**
   * From now on, keeps the text of deeply frozen subtrees that come back in a later run, for as long as the
   * object lives: a frozen object of plain data and all it holds cannot change, so its text from a state stays
   * right. For a watch session, whose runs render the generator's own objects (plain data) again and again: a
   * core or kept library schema such as PodTemplateSpec's is the same frozen object in every run, while the
   * schemas of the edited kind's own types are new objects, never captured.
   */
  keepFrozenAcrossRuns(): void {
    this.#keepsFrozen = true;
  }

  /** Whether {@link keepFrozenAcrossRuns} was called. */
  get keepsFrozen(): boolean {
    return this.#keepsFrozen;
  }

  /** The text of a deeply frozen subtree rendered from `state` in this run or an earlier one. */
  frozenSubtree(node: object, state: EmitterState): RenderedText | undefined {
    return this.#frozenSubtrees.get(node)?.get(state);
  }

  /** Keeps the text of a deeply frozen subtree (see {@link keepFrozenAcrossRuns}). */
  keepFrozenSubtree(node: object, state: EmitterState, rendered: RenderedText): void {
    let byState = this.#frozenSubtrees.get(node);
    if (byState === undefined) {
      byState = new Map();
      this.#frozenSubtrees.set(node, byState);
    }
    byState.set(state, rendered);
  }

  /** Whether the frozen `node` was rendered in an earlier run; notes it the first time. */
  frozenInEarlierRun(node: object): boolean {
    const since = this.#frozenSince.get(node);
    if (since === undefined) this.#frozenSince.set(node, this.#runs);
    return since !== undefined && since < this.#runs;
  }

  /** Notes that `node` and everything it holds are frozen plain data. */
  markDeepFrozen(node: object): void {
    this.#deepFrozen.add(node);
  }

  /** Whether {@link markDeepFrozen} noted `node`. */
  isDeepFrozen(node: object): boolean {
    return this.#deepFrozen.has(node);
  }

  /** Begins a run: the objects rendered from now on may differ from those of earlier runs. */
  startRun(): void {
    this.#runs++;
    this.#subtrees = new Map();
    this.#subtreeChars = 0;
  }

  /**
   * Notes the plain objects that `first` and `second`, the first two documents about to be rendered in this
   * run, both hold (a named type's schema in every kind that uses it), so that their text is kept the first
   * time it is rendered and replayed from the second document on. Otherwise text is kept only when it comes
   * back, and the second of 800 CRDs that embed one 600 KB PodTemplateSpec rendered it all again. Only two
   * documents are walked, so that the notes cost the same however many documents the run has; the objects
   * shared by later ones are kept when they come back, as before. The notes last until the run ends.
   */
  noteSharedBetween(first: unknown, second: unknown): void {
    for (const node of sharedObjects(first, second)) {
      if (!this.#subtrees.has(node)) this.#subtrees.set(node, sharedNotRendered);
    }
  }

  /**
   * Ends a run, forgetting its subtrees: the next run cannot use them (see {@link startRun}), and a watch
   * session would otherwise keep an entry for every object of every CRD between runs (≈12 MB at 200 kinds).
   */
  finishRun(): void {
    this.startRun();
  }

  /** The memo of string scalars by text. */
  stringScalar(text: string, make: (text: string) => Scalar): Scalar {
    return remember(this.#stringScalars, maxScalars, text, make);
  }

  /** The memo of other scalars (numbers, booleans, null) by rendered text. */
  otherScalar(text: string, make: (text: string) => Scalar): Scalar {
    return remember(this.#otherScalars, maxScalars, text, make);
  }

  /** The memo of go-yaml key orders by key list. */
  keyOrder(keys: readonly string[], make: (keys: readonly string[]) => readonly number[]): readonly number[] {
    const known = this.#keyOrders.get(keys);
    if (known !== undefined) return known;
    const order = make(keys);
    if (this.#keyOrders.size >= maxKeyOrders) this.#keyOrders = new KeyListTrie();
    this.#keyOrders.set(keys, order);
    return order;
  }

  /**
   * What to do with `node` about to be rendered from `state`, in one lookup (this runs for every object of
   * every CRD): its text kept earlier in this run to replay; else `true` when its text should be captured
   * ({@link keepSubtree}), because it was seen before in that state or it is the first rendering of an object
   * noted as shared; else `false`, after noting this rendering.
   */
  subtree(node: object, state: EmitterState): RenderedText | boolean {
    const entry = this.#subtrees.get(node);
    if (entry === undefined) {
      this.#subtrees.set(node, state);
      return false;
    }
    if (entry === sharedNotRendered) {
      this.#subtrees.set(node, new Map([[state, seenOnce]]));
      return true;
    }
    if (entry instanceof Map) {
      const known = entry.get(state);
      if (known !== undefined) return known ?? true;
      entry.set(state, seenOnce);
      return false;
    }
    const byState = new Map<EmitterState, RenderedText | typeof seenOnce>([[entry, seenOnce]]);
    this.#subtrees.set(node, byState);
    if (entry === state) return true;
    byState.set(state, seenOnce);
    return false;
  }

  /** Keeps the text of a subtree rendered from `state`, within the run's budget. */
  keepSubtree(node: object, state: EmitterState, rendered: RenderedText): void {
    if (this.#subtreeChars + rendered.text.length > subtreeBudgetChars) return;
    const entry = this.#subtrees.get(node);
    if (!(entry instanceof Map)) return;
    this.#subtreeChars += rendered.text.length;
    entry.set(state, rendered);
  }
}

function remember<T>(
  memo: Map<string, T | typeof metOnce>,
  max: number,
  key: string,
  make: (key: string) => T,
): T {
  const known = memo.get(key);
  if (known !== undefined && known !== metOnce) return known;
  const value = make(key);
  if (memo.size >= max) memo.clear();
  memo.set(key, known === undefined ? metOnce : value);
  return value;
}

// The plain objects and arrays that `second` reaches and `first` does too, each walked once. Only plain data:
// the renderer keeps the text of nothing else (see renderCached), and a class instance's getters are not run.
function sharedObjects(first: unknown, second: unknown): Set<object> {
  const inFirst = new Set<object>();
  walkPlainData(first, (node) => {
    if (inFirst.has(node)) return false;
    inFirst.add(node);
    return true;
  });
  const shared = new Set<object>();
  const inSecond = new Set<object>();
  walkPlainData(second, (node) => {
    if (inFirst.has(node)) {
      shared.add(node);
      return false;
    }
    if (inSecond.has(node)) return false;
    inSecond.add(node);
    return true;
  });
  return shared;
}

// Visits the plain objects and arrays under `root`, and the members of those for which `visit` says so.
function walkPlainData(root: unknown, visit: (node: object) => boolean): void {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== "object" || value === null || !isPlainData(value) || !visit(value)) continue;
    if (Array.isArray(value)) for (const item of value) pending.push(item);
    else for (const key in value) pending.push((value as Record<string, unknown>)[key]);
  }
}

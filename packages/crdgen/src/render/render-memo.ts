import type { EmitterState, RenderedText } from "./emitter.js";
import type { Scalar } from "./scalar-of.js";

// A subtree's text is captured only when it comes back in a state it was already rendered in, so that one-off
// subtrees cost a map entry and nothing more: the entry is the state it was seen in, replaced by a map of
// states (seenOnce, or the text) when it comes back.
const seenOnce = null;
type SubtreeEntry = EmitterState | Map<EmitterState, RenderedText | typeof seenOnce>;

// Text kept for shared subtrees within one run; past this a run renders the rest without caching.
const subtreeBudgetChars = 64 * 1024 * 1024;

// The value-keyed memos are emptied when full, which only costs recomputation.
const maxScalars = 50_000;
const maxKeyOrders = 10_000;

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
  readonly #stringScalars = new Map<string, Scalar>();
  readonly #otherScalars = new Map<string, Scalar>();
  readonly #keyOrders = new Map<string, readonly number[]>();
  #subtrees = new Map<object, SubtreeEntry>();
  #subtreeChars = 0;

  /** Begins a run: the objects rendered from now on may differ from those of earlier runs. */
  startRun(): void {
    this.#subtrees = new Map();
    this.#subtreeChars = 0;
  }

  /**
   * Ends a run, forgetting its subtrees: the next run cannot use them (see {@link startRun}), and a watch
   * session would otherwise keep an entry for every object of every CRD between runs (≈12 MB at 200 kinds).
   */
  finishRun(): void {
    this.startRun();
  }

  /** The memo of string scalars by text. */
  stringScalar(text: string, make: () => Scalar): Scalar {
    return remember(this.#stringScalars, maxScalars, text, make);
  }

  /** The memo of other scalars (numbers, booleans, null) by rendered text. */
  otherScalar(text: string, make: () => Scalar): Scalar {
    return remember(this.#otherScalars, maxScalars, text, make);
  }

  /** The memo of go-yaml key orders by key list. */
  keyOrder(signature: string, make: () => readonly number[]): readonly number[] {
    return remember(this.#keyOrders, maxKeyOrders, signature, make);
  }

  /**
   * The text of `node` rendered earlier in this run from `state`; `undefined` the first time, after which
   * {@link wantsSubtree} says whether to capture it the second time.
   */
  subtree(node: object, state: EmitterState): RenderedText | undefined {
    const entry = this.#subtrees.get(node);
    if (!(entry instanceof Map)) return undefined;
    return entry.get(state) ?? undefined;
  }

  /** Notes a rendering of `node` from `state`; true when it was seen before and its text should be kept. */
  wantsSubtree(node: object, state: EmitterState): boolean {
    const entry = this.#subtrees.get(node);
    if (entry === undefined) {
      this.#subtrees.set(node, state);
      return false;
    }
    let byState = entry;
    if (!(byState instanceof Map)) {
      byState = new Map([[entry as EmitterState, seenOnce]]);
      this.#subtrees.set(node, byState);
    }
    if (byState.has(state)) return true;
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

function remember<T>(memo: Map<string, T>, max: number, key: string, make: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = make();
  if (memo.size >= max) memo.clear();
  memo.set(key, value);
  return value;
}

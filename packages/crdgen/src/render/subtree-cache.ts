import type { Emitter, EmitterState, RenderedText } from "./emitter.js";

/**
 * Renders `node`. A function of its own (not a closure over the node): it is called for every object of every
 * CRD, and a closure per call was a tenth of what rendering allocates.
 */
export type Render<A> = (e: Emitter, node: object, argument: A) => void;

/**
 * Reuse of the rendered text of subtrees that occur more than once in a run (see RenderMemo). Their YAML
 * depends only on the subtree and on the emitter state at entry (column, indentation, whitespace flags and
 * whether a sequence hangs off a mapping key), and leaves a state that is recorded with it.
 */
export function renderCached<A>(
  e: Emitter,
  node: object,
  hangsOffKey: boolean,
  render: Render<A>,
  argument: A,
): void {
  if (!isPlainData(node)) {
    e.unfrozen++;
    render(e, node, argument);
    return;
  }
  const state = e.stateKey(hangsOffKey, false);
  if (e.memo.keepsFrozen) {
    renderKeepingFrozen(e, node, state, render, argument);
    return;
  }
  const earlier = e.memo.subtree(node, state);
  if (earlier === false) {
    render(e, node, argument);
    return;
  }
  if (earlier !== true) {
    e.replay(earlier);
    return;
  }
  const mark = e.mark();
  render(e, node, argument);
  const text = e.textSince(mark);
  e.memo.keepSubtree(node, state, {
    text,
    column: e.column,
    whitespace: e.whitespace,
    indention: e.indention,
  });
}

/**
 * {@link renderCached} for a memo that keeps frozen subtrees across runs: as within a run, and besides, the
 * text of a frozen object rendered in an earlier run is kept when nothing rendered inside it was anything but
 * frozen plain data (`e.unfrozen` did not move), and replayed in the later runs.
 */
function renderKeepingFrozen<A>(
  e: Emitter,
  node: object,
  state: EmitterState,
  render: Render<A>,
  argument: A,
): void {
  const frozen = Object.isFrozen(node);
  if (frozen) {
    const kept = e.memo.frozenSubtree(node, state);
    if (kept !== undefined) {
      e.replay(kept);
      return;
    }
  } else {
    e.unfrozen++;
  }
  const earlier = e.memo.subtree(node, state);
  if (typeof earlier !== "boolean") {
    // Replayed text stands for objects this renderer does not visit: frozen only if it knows them to be.
    if (frozen && !e.memo.isDeepFrozen(node)) e.unfrozen++;
    e.replay(earlier);
    return;
  }
  const wanted = earlier;
  // Captured once it comes back in a later run, outermost first: the objects inside are then replayed with it.
  const capture = frozen && !e.capturing && e.memo.frozenInEarlierRun(node);
  const unfrozenBefore = e.unfrozen;
  const mark = e.mark();
  if (capture) e.capturing = true;
  render(e, node, argument);
  if (capture) e.capturing = false;
  const deep = frozen && e.unfrozen === unfrozenBefore;
  if (deep) e.memo.markDeepFrozen(node);
  const keep = capture && deep;
  if (!wanted && !keep) return;
  const rendered: RenderedText = {
    text: e.textSince(mark),
    column: e.column,
    whitespace: e.whitespace,
    indention: e.indention,
  };
  if (wanted) e.memo.keepSubtree(node, state, rendered);
  if (keep) e.memo.keepFrozenSubtree(node, state, rendered);
}

/** Whether the renderer may reuse text of `value`: class instances may compute what they show (getters, toJSON). */
export function isPlainData(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}

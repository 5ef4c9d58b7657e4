import type { Emitter } from "./emitter.js";

/**
 * Reuse of the rendered text of subtrees that occur more than once in a run (see RenderMemo). Their YAML
 * depends only on the subtree and on the emitter state at entry (column, indentation, whitespace flags and
 * whether a sequence hangs off a mapping key), and leaves a state that is recorded with it.
 */
export function renderCached(e: Emitter, node: object, hangsOffKey: boolean, render: () => void): void {
  if (!isPlainData(node)) {
    render();
    return;
  }
  const state = e.stateKey(hangsOffKey, false);
  const earlier = e.memo.subtree(node, state);
  if (earlier !== undefined) {
    e.replay(earlier);
    return;
  }
  if (!e.memo.wantsSubtree(node, state)) {
    render();
    return;
  }
  const mark = e.mark();
  render();
  const text = e.textSince(mark);
  e.memo.keepSubtree(node, state, {
    text,
    column: e.column,
    whitespace: e.whitespace,
    indention: e.indention,
  });
}

// Class instances may compute what they show (getters, toJSON); only plain objects and arrays are reused.
function isPlainData(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}

import type { Emitter, RenderedText } from "./emitter.js";

/**
 * Reuse of the rendered text of shared, immutable subtrees. Generated CRDs embed the same frozen schema
 * objects (PodTemplateSpec and the like) many times; their YAML depends only on the subtree and on the
 * emitter state at entry (column, indentation, whitespace flags and whether a sequence hangs off a mapping
 * key), and leaves a state that is recorded with it. Only trees that cannot change are cached: frozen
 * plain objects and arrays all the way down, with data properties only and no `toJSON`.
 */

// Text is captured only when a subtree comes back in a state it was already rendered in, so that one-off
// subtrees cost a map entry and nothing more.
const seenOnce = null;
const renderings = new WeakMap<object, Map<string, RenderedText | typeof seenOnce>>();
const immutable = new WeakMap<object, boolean>();

// Cached text is kept for as long as its (usually module-level) schema object lives; this bounds the total.
const cacheBudgetChars = 64 * 1024 * 1024;
let cachedChars = 0;

/**
 * Renders `node` with `render`, or replays its text from an earlier rendering from the same emitter state.
 * The output is byte-identical either way.
 */
export function renderCached(e: Emitter, node: object, hangsOffKey: boolean, render: () => void): void {
  if (!isImmutableTree(node)) {
    render();
    return;
  }
  const state = `${String(e.column)},${String(e.indent)},${String(e.flowLevel)},${e.whitespace ? "w" : ""}${e.indention ? "i" : ""}${hangsOffKey ? "k" : ""}`;
  let byState = renderings.get(node);
  if (byState === undefined) {
    byState = new Map();
    renderings.set(node, byState);
  }
  const earlier = byState.get(state);
  if (earlier === undefined) {
    byState.set(state, seenOnce);
    render();
    return;
  }
  if (earlier !== seenOnce) {
    e.replay(earlier);
    return;
  }
  const mark = e.mark();
  render();
  const text = e.textSince(mark);
  if (cachedChars + text.length > cacheBudgetChars) return;
  cachedChars += text.length;
  byState.set(state, { text, column: e.column, whitespace: e.whitespace, indention: e.indention });
}

/** Whether a value and everything under it is frozen, plain JSON-like data that reads the same every time. */
function isImmutableTree(value: object): boolean {
  if (!Object.isFrozen(value)) return false;
  const known = immutable.get(value);
  if (known !== undefined) return known;
  const result = checkImmutable(value);
  immutable.set(value, result);
  return result;
}

function checkImmutable(value: object): boolean {
  if (!Object.isFrozen(value) || "toJSON" in value) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  const plain = Array.isArray(value)
    ? proto === Array.prototype
    : proto === Object.prototype || proto === null;
  if (!plain) return false;
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(value))) {
    if (!("value" in descriptor)) return false;
    const child: unknown = descriptor.value;
    if (typeof child === "object" && child !== null && !isImmutableTree(child)) return false;
  }
  return true;
}

import { at } from "@crdgen/core";
import { wellFormed } from "./chars.js";
import { Emitter } from "./emitter.js";
import { compareGoYamlRunes, runes } from "./key-order.js";
import type { Scalar, ScalarStyle } from "./scalar-of.js";
import { scalarOf, seenOnce, stringScalar } from "./scalar-of.js";
import { RenderMemo } from "./render-memo.js";
import { renderCached } from "./subtree-cache.js";
import { writeDoubleQuoted, writeLiteral, writePlain, writeSingleQuoted } from "./scalar-writers.js";
import { replacedByToJson } from "./to-json.js";

/** Where a node sits, as go-yaml's `yaml_emitter_emit_node` records it. */
interface NodeContext {
  readonly mapping: boolean;
  readonly simpleKey: boolean;
}

const inSequence: NodeContext = { mapping: false, simpleKey: false };
const asValue: NodeContext = { mapping: true, simpleKey: false };
const asSimpleKey: NodeContext = { mapping: true, simpleKey: true };

/**
 * Renders a JSON value as one YAML document the way sigs.k8s.io/yaml.Marshal does (go-yaml v2 over the
 * JSON form): keys in go-yaml's order, block style with `- ` at the parent key's indentation, `{}`/`[]`
 * for empty collections, scalars quoted and folded as go-yaml decides. Ends with one newline. `memo` is for a
 * caller rendering many documents in one run (see RenderMemo); by default the call remembers nothing after it.
 */
export function renderGoYamlDocument(value: unknown, memo: RenderMemo = new RenderMemo()): string {
  return emitDocument(value, memo).text();
}

/**
 * {@link renderGoYamlDocument}'s text as chunks whose concatenation is that text: long chunks are the text
 * of subtrees rendered earlier in the memo's run, shared with the other documents that contain them.
 */
export function renderGoYamlChunks(value: unknown, memo: RenderMemo): string[] {
  return emitDocument(value, memo).chunks();
}

function emitDocument(value: unknown, memo: RenderMemo): Emitter {
  const e = new Emitter(memo);
  emitNode(e, toJsonValue(value) ?? null, { mapping: false, simpleKey: false });
  e.writeIndent();
  return e;
}

// JSON.stringify's view of a value: undefined, functions and symbols vanish from objects and are null
// in arrays; objects with toJSON (Date) are replaced by its result.
function toJsonValue(value: unknown): unknown {
  if (typeof value === "function" || typeof value === "symbol" || value === undefined) return undefined;
  return replacedByToJson(value);
}

// toJsonValue for a member or item: a value replaced by its toJSON may change whatever holds it, so the
// subtree holding it is not kept as frozen (see renderCached).
function memberValue(e: Emitter, value: unknown): unknown {
  const json = toJsonValue(value);
  if (json !== value && typeof value === "object" && value !== null) e.unfrozen++;
  return json;
}

function emitNode(e: Emitter, value: unknown, ctx: NodeContext): void {
  if (typeof value === "object" && value !== null) {
    renderCached(e, value, ctx.mapping, emitCollection, ctx);
  } else {
    emitScalar(e, scalarOf(e.memo, value), ctx);
  }
}

function emitCollection(e: Emitter, value: object, ctx: NodeContext): void {
  if (Array.isArray(value)) emitSequence(e, value as readonly unknown[], ctx);
  else emitMapping(e, jsonMembers(e, value));
}

/** An object's JSON members in go-yaml's order: `keys[order[i]]` is the i-th key, with its value. */
interface JsonMembers {
  readonly keys: readonly string[];
  readonly values: readonly unknown[];
  readonly order: readonly number[];
}

function jsonMembers(e: Emitter, object: object): JsonMembers {
  const keys: string[] = [];
  const values: unknown[] = [];
  for (const key of Object.keys(object)) {
    const value = memberValue(e, (object as Record<string, unknown>)[key]);
    if (value === undefined) continue;
    keys.push(key);
    values.push(value);
  }
  // The same key sets come back in every schema (`description`, `type`, `properties` …).
  const order = e.memo.keyOrder(keys, goYamlKeyOrder);
  return { keys, values, order };
}

function goYamlKeyOrder(keys: readonly string[]): readonly number[] {
  // go-yaml's order is not transitive for some key sets (`v1`, `v10`, `v1alpha1`, `v2`); starting from
  // byte order makes the result independent of the input's key order.
  return keys
    .map((key, index) => ({ key, index, runes: runes(wellFormed(key)) }))
    .sort(({ key: a }, { key: b }) => (a < b ? -1 : a > b ? 1 : 0))
    .sort((a, b) => compareGoYamlRunes(a.runes, b.runes))
    .map(({ index }) => index);
}

// yaml_emitter_select_scalar_style, outside flow collections (crdgen never writes non-empty ones).
function selectStyle(scalar: Scalar, ctx: NodeContext, flowLevel: number): ScalarStyle {
  const a = scalar.analysis;
  let style = scalar.requested;
  if (ctx.simpleKey && a.multiline) style = "double";
  if (style === "plain") {
    const allowed = flowLevel > 0 ? a.flowPlainAllowed : a.blockPlainAllowed;
    if (!allowed || (scalar.cps.length === 0 && (flowLevel > 0 || ctx.simpleKey))) style = "single";
  }
  if (style === "single" && !a.singleQuotedAllowed) style = "double";
  if (style === "literal" && (!a.blockAllowed || flowLevel > 0 || ctx.simpleKey)) style = "double";
  return style;
}

// A scalar's text depends only on the emitter state at entry; replaying it skips the character loop. It is
// captured the second time the scalar comes in the same state: most descriptions are written once, and
// joining their pieces into a text of their own would only copy them.
const maxRenderingsPerScalar = 16;

function emitScalar(e: Emitter, scalar: Scalar, ctx: NodeContext): void {
  const state = e.stateKey(ctx.mapping, ctx.simpleKey);
  const earlier = scalar.renderings.get(state);
  if (earlier !== undefined && earlier !== seenOnce) {
    e.replay(earlier);
    return;
  }
  if (scalar.renderings.size >= maxRenderingsPerScalar) {
    writeScalar(e, scalar, ctx);
    return;
  }
  if (earlier === undefined) {
    scalar.renderings.set(state, seenOnce);
    writeScalar(e, scalar, ctx);
    return;
  }
  const mark = e.mark();
  writeScalar(e, scalar, ctx);
  const text = e.textSince(mark);
  scalar.renderings.set(state, { text, column: e.column, whitespace: e.whitespace, indention: e.indention });
}

function writeScalar(e: Emitter, scalar: Scalar, ctx: NodeContext): void {
  const style = selectStyle(scalar, ctx, e.flowLevel);
  e.increaseIndent(true, false);
  const allowBreaks = !ctx.simpleKey;
  if (style === "plain") writePlain(e, scalar, allowBreaks);
  else if (style === "single") writeSingleQuoted(e, scalar, allowBreaks);
  else if (style === "double") writeDoubleQuoted(e, scalar, allowBreaks);
  else writeLiteral(e, scalar);
  e.restoreIndent();
}

function emitEmptyCollection(e: Emitter, open: string, close: string): void {
  e.writeIndicator(open, true, true, false);
  e.increaseIndent(true, false);
  e.restoreIndent();
  e.writeIndicator(close, false, false, false);
}

function emitSequence(e: Emitter, items: readonly unknown[], ctx: NodeContext): void {
  if (items.length === 0) {
    emitEmptyCollection(e, "[", "]");
    return;
  }
  // A sequence that is a mapping value starts its `- ` at the key's own indentation.
  e.increaseIndent(false, ctx.mapping && !e.indention);
  for (const item of items) {
    e.writeIndent();
    e.writeIndicator("-", true, false, true);
    emitNode(e, memberValue(e, item) ?? null, inSequence);
  }
  e.restoreIndent();
}

// yaml_emitter_check_simple_key: a key goes on one line with `:` unless it is multi-line or long.
function isSimpleKey(key: string, scalar: Scalar): boolean {
  if (scalar.analysis.multiline) return false;
  // A UTF-16 unit is at most 3 UTF-8 bytes, so short keys need no counting.
  return key.length <= 42 || Buffer.byteLength(wellFormed(key), "utf8") <= 128;
}

function emitMapping(e: Emitter, members: JsonMembers): void {
  if (members.order.length === 0) {
    emitEmptyCollection(e, "{", "}");
    return;
  }
  e.increaseIndent(false, false);
  for (const index of members.order) {
    const key = at(members.keys, index);
    const value = members.values[index];
    e.writeIndent();
    const keyScalar = stringScalar(e.memo, key);
    if (isSimpleKey(key, keyScalar)) {
      emitScalar(e, keyScalar, asSimpleKey);
      e.writeIndicator(":", false, false, false);
    } else {
      e.writeIndicator("?", true, false, true);
      emitScalar(e, keyScalar, asValue);
      e.writeIndent();
      e.writeIndicator(":", true, false, true);
    }
    emitNode(e, value, asValue);
  }
  e.restoreIndent();
}

import { codePoints, wellFormed } from "./chars.js";
import { Emitter } from "./emitter.js";
import { formatGoYamlNumber } from "./go-number.js";
import { needsQuotes } from "./implicit-type.js";
import { compareGoYamlKeys } from "./key-order.js";
import type { ScalarAnalysis } from "./scalar-analysis.js";
import { analyzeScalar } from "./scalar-analysis.js";
import { writeDoubleQuoted, writeLiteral, writePlain, writeSingleQuoted } from "./scalar-writers.js";

type ScalarStyle = "plain" | "single" | "double" | "literal";

/** A scalar as go-yaml's encoder hands it to the emitter: its text and the style it asks for. */
interface Scalar {
  readonly cps: readonly number[];
  readonly requested: ScalarStyle;
  readonly analysis: ScalarAnalysis;
}

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
 * for empty collections, scalars quoted and folded as go-yaml decides. Ends with one newline.
 */
export function renderGoYamlDocument(value: unknown): string {
  const e = new Emitter();
  emitNode(e, toJsonValue(value) ?? null, { mapping: false, simpleKey: false });
  e.writeIndent();
  return e.text();
}

// JSON.stringify's view of a value: undefined, functions and symbols vanish from objects and are null
// in arrays; objects with toJSON (Date) are replaced by its result.
function toJsonValue(value: unknown): unknown {
  if (typeof value === "function" || typeof value === "symbol" || value === undefined) return undefined;
  if (
    typeof value === "object" &&
    value !== null &&
    "toJSON" in value &&
    typeof value.toJSON === "function"
  ) {
    return (value.toJSON as () => unknown)();
  }
  return value;
}

function emitNode(e: Emitter, value: unknown, ctx: NodeContext): void {
  if (Array.isArray(value)) {
    emitSequence(e, value as readonly unknown[], ctx);
  } else if (typeof value === "object" && value !== null) {
    emitMapping(e, jsonEntries(value));
  } else {
    emitScalar(e, scalarOf(value), ctx);
  }
}

function jsonEntries(object: object): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const [key, raw] of Object.entries(object)) {
    const value = toJsonValue(raw);
    if (value !== undefined) entries.push([key, value]);
  }
  // go-yaml's order is not transitive for some key sets (`v1`, `v10`, `v1alpha1`, `v2`); starting from
  // byte order makes the result independent of the input's key order.
  return entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .sort(([a], [b]) => compareGoYamlKeys(wellFormed(a), wellFormed(b)));
}

function scalarOf(value: unknown): Scalar {
  if (typeof value === "string") return stringScalar(value);
  let text = "null";
  if (typeof value === "number") text = formatGoYamlNumber(value);
  else if (typeof value === "boolean") text = value ? "true" : "false";
  else if (typeof value === "bigint") text = value.toString();
  const cps = codePoints(text);
  return { cps, requested: "plain", analysis: analyzeScalar(cps) };
}

// go-yaml's `stringv`: a literal block for text with a newline, plain text unless that would read back
// as another type, double quotes otherwise. The emitter may still fall back to another style.
function stringScalar(text: string): Scalar {
  const cps = codePoints(text);
  let requested: ScalarStyle = "plain";
  if (text.includes("\n")) requested = "literal";
  else if (needsQuotes(text)) requested = "double";
  return { cps, requested, analysis: analyzeScalar(cps) };
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

function emitScalar(e: Emitter, scalar: Scalar, ctx: NodeContext): void {
  const style = selectStyle(scalar, ctx, e.flowLevel);
  e.increaseIndent(true, false);
  const allowBreaks = !ctx.simpleKey;
  if (style === "plain") writePlain(e, scalar.cps, allowBreaks);
  else if (style === "single") writeSingleQuoted(e, scalar.cps, allowBreaks);
  else if (style === "double") writeDoubleQuoted(e, scalar.cps, allowBreaks);
  else writeLiteral(e, scalar.cps);
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
    emitNode(e, toJsonValue(item) ?? null, inSequence);
  }
  e.restoreIndent();
}

// yaml_emitter_check_simple_key: a key goes on one line with `:` unless it is multi-line or long.
function isSimpleKey(key: string, scalar: Scalar): boolean {
  return !scalar.analysis.multiline && Buffer.byteLength(wellFormed(key), "utf8") <= 128;
}

function emitMapping(e: Emitter, entries: readonly [string, unknown][]): void {
  if (entries.length === 0) {
    emitEmptyCollection(e, "{", "}");
    return;
  }
  e.increaseIndent(false, false);
  for (const [key, value] of entries) {
    e.writeIndent();
    const keyScalar = stringScalar(key);
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

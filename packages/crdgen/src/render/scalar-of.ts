import { codePoints } from "./chars.js";
import type { EmitterState, RenderedText } from "./emitter.js";
import type { RenderMemo } from "./render-memo.js";
import { formatGoYamlNumber } from "./go-number.js";
import { asGoYamlReadsJson } from "./json-strings.js";
import { needsQuotes } from "./implicit-type.js";
import type { ScalarAnalysis } from "./scalar-analysis.js";
import { analyzeScalar, analyzeText } from "./scalar-analysis.js";
import type { ScalarChars } from "./scalar-writers.js";

/** The style go-yaml's encoder asks for; the emitter may still pick another. */
export type ScalarStyle = "plain" | "single" | "double" | "literal";

/** A scalar as go-yaml's encoder hands it to the emitter: its text and the style it asks for. */
// CRDs repeat the same descriptions, keys and values many times; analysing such a text once more rather than
// every time (memoised in the RenderMemo from its second time on) is most of the renderer's work saved.
export interface Scalar extends ScalarChars {
  readonly requested: ScalarStyle;
  readonly analysis: ScalarAnalysis;
  /**
   * Its rendered text by emitter state at entry, filled by the node emitter (see emit-node.ts): `seenOnce`
   * until it comes a second time in that state.
   */
  readonly renderings: Map<EmitterState, RenderedText | typeof seenOnce>;
}

/** A scalar's rendering in a state it has been written in once, not captured (see Scalar.renderings). */
export const seenOnce = null;

const surrogate = /[\uD800-\uDFFF]/;

function makeScalar(text: string, requested: ScalarStyle): Scalar {
  const cps = codePoints(text);
  // Without surrogates, the i-th code point is the i-th UTF-16 unit and the writers can copy slices of text.
  const sliceable = cps.length === text.length && !surrogate.test(text);
  return {
    cps,
    text: sliceable ? text : undefined,
    requested,
    analysis: sliceable ? analyzeText(text) : analyzeScalar(cps),
    renderings: new Map(),
  };
}

/** A non-object JSON value (number, boolean, bigint, null) as a plain scalar; strings go to stringScalar. */
export function scalarOf(memo: RenderMemo, value: unknown): Scalar {
  if (typeof value === "string") return stringScalar(memo, value);
  let text = "null";
  if (typeof value === "number") text = formatGoYamlNumber(value);
  else if (typeof value === "boolean") text = value ? "true" : "false";
  else if (typeof value === "bigint") text = value.toString();
  return memo.otherScalar(text, plainScalar);
}

// The memos' make functions take the text rather than closing over it: a closure per scalar written (most of
// them found in the memo) was a sixth of what rendering allocates.
function plainScalar(text: string): Scalar {
  return makeScalar(text, "plain");
}

/**
 * go-yaml's `stringv` on the string as it reads it from the JSON form (see asGoYamlReadsJson): a literal block for text with a newline, plain text unless that would read back
 * as another type, double quotes otherwise. The emitter may still fall back to another style.
 */
export function stringScalar(memo: RenderMemo, text: string): Scalar {
  return memo.stringScalar(text, makeStringScalar);
}

function makeStringScalar(json: string): Scalar {
  const text = asGoYamlReadsJson(json);
  let requested: ScalarStyle = "plain";
  if (text.includes("\n")) requested = "literal";
  else if (needsQuotes(text)) requested = "double";
  return makeScalar(text, requested);
}

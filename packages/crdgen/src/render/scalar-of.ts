import { codePoints } from "./chars.js";
import type { RenderedText } from "./emitter.js";
import type { RenderMemo } from "./render-memo.js";
import { formatGoYamlNumber } from "./go-number.js";
import { needsQuotes } from "./implicit-type.js";
import type { ScalarAnalysis } from "./scalar-analysis.js";
import { analyzeScalar } from "./scalar-analysis.js";

/** The style go-yaml's encoder asks for; the emitter may still pick another. */
export type ScalarStyle = "plain" | "single" | "double" | "literal";

/** A scalar as go-yaml's encoder hands it to the emitter: its text and the style it asks for. */
// CRDs repeat the same descriptions, keys and values many times; analysing each text once (memoised in the
// RenderMemo) is most of the renderer's work saved.
export interface Scalar {
  readonly cps: readonly number[];
  readonly requested: ScalarStyle;
  readonly analysis: ScalarAnalysis;
  /** Its rendered text by emitter state at entry, filled by the node emitter (see emit-node.ts). */
  readonly renderings: Map<string, RenderedText>;
}

function makeScalar(text: string, requested: ScalarStyle): Scalar {
  const cps = codePoints(text);
  return { cps, requested, analysis: analyzeScalar(cps), renderings: new Map() };
}

/** A non-object JSON value (number, boolean, bigint, null) as a plain scalar; strings go to stringScalar. */
export function scalarOf(memo: RenderMemo, value: unknown): Scalar {
  if (typeof value === "string") return stringScalar(memo, value);
  let text = "null";
  if (typeof value === "number") text = formatGoYamlNumber(value);
  else if (typeof value === "boolean") text = value ? "true" : "false";
  else if (typeof value === "bigint") text = value.toString();
  return memo.otherScalar(text, () => makeScalar(text, "plain"));
}

/**
 * go-yaml's `stringv`: a literal block for text with a newline, plain text unless that would read back
 * as another type, double quotes otherwise. The emitter may still fall back to another style.
 */
export function stringScalar(memo: RenderMemo, text: string): Scalar {
  return memo.stringScalar(text, () => {
    let requested: ScalarStyle = "plain";
    if (text.includes("\n")) requested = "literal";
    else if (needsQuotes(text)) requested = "double";
    return makeScalar(text, requested);
  });
}

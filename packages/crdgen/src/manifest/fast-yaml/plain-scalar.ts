import { cannotStartPlain, COLON, DASH, HASH, isFlowIndicator, isWsOrEol, LF, SPACE } from "./characters.js";
import type { Cursor } from "./cursor.js";
import { foldedLines } from "./line-folding.js";

/**
 * js-yaml's readPlainScalar: each line is searched for the line break and for what ends a plain scalar
 * earlier, `: ` and ` #` (and flow indicators in a flow collection). Leaves the text, unresolved, in
 * `cursor.result`.
 */
export function readPlainScalar(cursor: Cursor, nodeIndent: number, withinFlow: boolean): boolean {
  const input = cursor.input;
  const ch = input.charCodeAt(cursor.position) | 0;
  if (cannotStartPlain(ch)) return false;
  if (ch === 0x3f /* ? */ || ch === DASH) {
    const following = input.charCodeAt(cursor.position + 1) | 0;
    if (isWsOrEol(following) || (withinFlow && isFlowIndicator(following))) return false;
  }
  let result = "";
  let pending = false;
  let breaksBefore = 0;
  for (;;) {
    // The end of the text, or a continuation line that starts with a document marker (at column 0 only).
    if ((input.charCodeAt(cursor.position) | 0) === 0) break;
    if (cursor.position === cursor.lineStart && cursor.atDocumentSeparator()) break;
    const stop = plainStop(input, cursor.position, withinFlow);
    let end = stop;
    while (end > cursor.position && (input.charCodeAt(end - 1) | 0) === SPACE) end--;
    if (pending && stop > cursor.position) {
      result += foldedLines(breaksBefore);
      pending = false;
    }
    result += input.slice(cursor.position, end);
    // Unless it stopped at a line break, the scalar ended on this line (at `: `, ` #`, a flow indicator or
    // the end of the text).
    if ((input.charCodeAt(stop) | 0) !== LF) {
      cursor.position = stop;
      break;
    }
    // The line ended: the scalar goes on if the next content line is indented deeper than its parent.
    const captureEnd = end;
    const line = cursor.line;
    const lineStart = cursor.lineStart;
    const lineIndent = cursor.lineIndent;
    cursor.position = stop;
    const lineBreaks = cursor.skipSeparationSpace(false);
    if (cursor.lineIndent >= nodeIndent) {
      breaksBefore = cursor.line - line;
      pending = true;
      continue;
    }
    cursor.rememberSkip(captureEnd, lineBreaks);
    cursor.position = captureEnd;
    cursor.line = line;
    cursor.lineStart = lineStart;
    cursor.lineIndent = lineIndent;
    break;
  }
  if (result === "") return false;
  cursor.result = result;
  return true;
}

/**
 * Where a plain scalar's text on one line stops: at a `:` followed by a blank or the line's end, at a `#`
 * after a blank (or at the first character, which follows indentation or a line break), at the line's end,
 * and inside a flow collection at a flow indicator or a `:` before one. One pass over the line: `indexOf`
 * would run past the line to the next `#`, often the end of the file.
 */
function plainStop(input: string, from: number, withinFlow: boolean): number {
  for (let i = from; ; i++) {
    const ch = input.charCodeAt(i) | 0;
    if (ch === LF || ch === 0) return i;
    if (ch === COLON) {
      const after = input.charCodeAt(i + 1) | 0;
      if (after === SPACE || after === LF || (withinFlow && isFlowIndicator(after))) return i;
    } else if (ch === HASH) {
      if (i === from || (input.charCodeAt(i - 1) | 0) === SPACE) return i;
    } else if (withinFlow && isFlowIndicator(ch)) {
      return i;
    }
  }
}

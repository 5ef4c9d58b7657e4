import { DASH, HASH, LF, SPACE } from "./characters.js";
import type { Cursor } from "./cursor.js";
import { decline } from "./decline.js";

const chompClip = 1;
const chompStrip = 2;
const chompKeep = 3;

/** js-yaml's readBlockScalar: a `|` (literal) or `>` (folded) scalar into `cursor.result`. */
export function readBlockScalar(cursor: Cursor, nodeIndent: number): boolean {
  let ch = cursor.at(cursor.position);
  let folding: boolean;
  if (ch === 0x7c /* | */) folding = false;
  else if (ch === 0x3e /* > */) folding = true;
  else return false;
  const input = cursor.input;
  let chomping = chompClip;
  let didReadContent = false;
  let detectedIndent = false;
  let textIndent = nodeIndent;
  let emptyLines = 0;
  let atMoreIndented = false;
  let result = "";
  while (ch !== 0) {
    ch = input.charCodeAt(++cursor.position) | 0;
    if (ch === 0x2b /* + */ || ch === DASH) {
      if (chomping !== chompClip) decline();
      chomping = ch === 0x2b ? chompKeep : chompStrip;
    } else if (ch >= 0x30 && ch <= 0x39) {
      if (ch === 0x30 || detectedIndent) decline();
      textIndent = nodeIndent + (ch - 0x30) - 1;
      detectedIndent = true;
    } else {
      break;
    }
  }
  if (ch === SPACE) {
    do ch = input.charCodeAt(++cursor.position) | 0;
    while (ch === SPACE);
    if (ch === HASH) {
      const end = input.indexOf("\n", cursor.position);
      cursor.position = end === -1 ? cursor.length : end;
      ch = input.charCodeAt(cursor.position) | 0;
    }
  }
  while (ch !== 0) {
    // js-yaml reads a line break here whatever the character: anything but one ends its header in an error.
    if (ch !== LF) decline();
    cursor.readLineBreak();
    let lineIndent = 0;
    // Counted in locals, not in the cursor's fields: most of a description's text is indentation.
    let position = cursor.position;
    ch = input.charCodeAt(position) | 0;
    while ((!detectedIndent || lineIndent < textIndent) && ch === SPACE) {
      lineIndent++;
      ch = input.charCodeAt(++position) | 0;
    }
    // A tab after the indentation fails in go-yaml while it is short of the scalar's indentation (scannerc.go:
    // 2280-2283) and is text to js-yaml: the node checker tells the two apart, on js-yaml's path.
    if (ch === 0x09) decline();
    cursor.position = position;
    cursor.lineIndent = lineIndent;
    if (!detectedIndent && lineIndent > textIndent) textIndent = lineIndent;
    if (ch === LF) {
      emptyLines++;
      continue;
    }
    if (!detectedIndent && textIndent === 0) decline();
    if (lineIndent < textIndent) {
      if (chomping === chompKeep) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      else if (chomping === chompClip && didReadContent) result += "\n";
      break;
    }
    if (folding) {
      if (ch === SPACE) {
        atMoreIndented = true;
        result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        result += "\n".repeat(emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didReadContent) result += " ";
      } else {
        result += "\n".repeat(emptyLines);
      }
    } else {
      result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    }
    didReadContent = true;
    detectedIndent = true;
    emptyLines = 0;
    const start = cursor.position;
    // Past the last line break (an indentation of 0 with `|1` at the top level reads on) the line is empty.
    const end = input.indexOf("\n", start);
    cursor.position = end === -1 ? cursor.length : end;
    result += input.slice(start, cursor.position);
    ch = end === -1 ? 0 : LF;
  }
  cursor.result = result;
  return true;
}

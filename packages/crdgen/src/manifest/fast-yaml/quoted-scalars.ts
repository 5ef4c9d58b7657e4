import {
  BACKSLASH,
  DQUOTE,
  escapedHexLength,
  fromHexCode,
  LF,
  simpleEscape,
  SPACE,
  SQUOTE,
} from "./characters.js";
import type { Cursor } from "./cursor.js";
import { decline } from "./decline.js";
import { foldedLines } from "./line-folding.js";

/** js-yaml's readSingleQuotedScalar: a `'…'` scalar into `cursor.result`. */
export function readSingleQuotedScalar(cursor: Cursor): boolean {
  if (cursor.at(cursor.position) !== SQUOTE) return false;
  const input = cursor.input;
  let result = "";
  let ch: number;
  cursor.position++;
  let captureStart = cursor.position;
  let captureEnd = cursor.position;
  while ((ch = input.charCodeAt(cursor.position) | 0) !== 0) {
    if (ch === SQUOTE) {
      result += input.slice(captureStart, cursor.position);
      ch = input.charCodeAt(++cursor.position) | 0;
      if (ch === SQUOTE) {
        captureStart = cursor.position;
        cursor.position++;
        captureEnd = cursor.position;
      } else {
        cursor.result = result;
        return true;
      }
    } else if (ch === LF) {
      result += input.slice(captureStart, captureEnd);
      result += foldQuotedLineBreaks(cursor);
      captureStart = captureEnd = cursor.position;
    } else if (cursor.position === cursor.lineStart && cursor.atDocumentSeparator()) {
      decline();
    } else {
      cursor.position++;
      if (ch !== SPACE) captureEnd = cursor.position;
    }
  }
  return decline();
}

/** js-yaml's readDoubleQuotedScalar: a `"…"` scalar, with its escapes, into `cursor.result`. */
export function readDoubleQuotedScalar(cursor: Cursor): boolean {
  if (cursor.at(cursor.position) !== DQUOTE) return false;
  const input = cursor.input;
  let result = "";
  let ch: number;
  cursor.position++;
  let captureStart = cursor.position;
  let captureEnd = cursor.position;
  while ((ch = input.charCodeAt(cursor.position) | 0) !== 0) {
    if (ch === DQUOTE) {
      result += input.slice(captureStart, cursor.position);
      cursor.position++;
      cursor.result = result;
      return true;
    } else if (ch === BACKSLASH) {
      result += input.slice(captureStart, cursor.position);
      ch = input.charCodeAt(++cursor.position) | 0;
      const simple = simpleEscape(ch);
      if (ch === LF) {
        skipQuotedLineBreaks(cursor);
      } else if (simple !== undefined) {
        result += simple;
        cursor.position++;
      } else {
        const hexLength = escapedHexLength(ch);
        if (hexLength === 0) decline();
        let code = 0;
        for (let i = 0; i < hexLength; i++) {
          const digit = fromHexCode(input.charCodeAt(++cursor.position) | 0);
          if (digit < 0) decline();
          code = code * 16 + digit;
        }
        // js-yaml builds the code point with `<< 4`, which wraps past 2^31; such escapes leave the subset, and
        // so do surrogates, which go-yaml refuses (js-yaml's path reports them).
        if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) decline();
        result += String.fromCodePoint(code);
        cursor.position++;
      }
      captureStart = captureEnd = cursor.position;
    } else if (ch === LF) {
      result += input.slice(captureStart, captureEnd);
      result += foldQuotedLineBreaks(cursor);
      captureStart = captureEnd = cursor.position;
    } else if (cursor.position === cursor.lineStart && cursor.atDocumentSeparator()) {
      decline();
    } else {
      cursor.position++;
      if (ch !== SPACE) captureEnd = cursor.position;
    }
  }
  return decline();
}

/** A line break inside a quoted scalar and the blank lines after it, folded as js-yaml does. */
function foldQuotedLineBreaks(cursor: Cursor): string {
  return foldedLines(skipQuotedLineBreaks(cursor));
}

// js-yaml warns (and only warns) about a continuation line indented less than the scalar; the subset has no
// reason to care, since the value is the same.
function skipQuotedLineBreaks(cursor: Cursor): number {
  return cursor.skipSeparationSpace(false);
}

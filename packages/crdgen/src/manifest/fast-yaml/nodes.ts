import { readBlockScalar } from "./block-scalar.js";
import { COLON, DASH, isWsOrEol, SPACE } from "./characters.js";
import type { Cursor } from "./cursor.js";
import { decline } from "./decline.js";
import { readPlainScalar } from "./plain-scalar.js";
import { readDoubleQuotedScalar, readSingleQuotedScalar } from "./quoted-scalars.js";
import { readSimpleKey } from "./simple-key.js";
import { keyText, resolvePlain, storePair } from "./values.js";

// composeNode and the collection readers call each other, so they live in one module.

// js-yaml's node contexts (only those the subset reaches).
const flowIn = 1;
const blockIn = 2;
export const blockOut = 3;
const flowOut = 4;

/**
 * js-yaml's composeNode without node properties: reads one node into `cursor.result`. Returns whether there
 * was one (false leaves `result` null).
 */
export function composeNode(
  cursor: Cursor,
  parentIndent: number,
  context: number,
  allowToSeek: boolean,
  allowCompact: boolean,
): boolean {
  if (cursor.depth >= cursor.maxDepth) decline();
  cursor.depth++;
  const notes = cursor.notes;
  notes?.opened(cursor.position);
  cursor.result = null;
  cursor.kind = null;
  cursor.isCollection = false;
  const allowBlockStyles = context === blockOut || context === blockIn;
  let indentStatus = 1;
  let atNewLine = false;
  let hasContent = false;
  let plain = false;
  if (allowToSeek && cursor.skipSeparationSpace(true) !== 0) {
    atNewLine = true;
    indentStatus = Math.sign(cursor.lineIndent - parentIndent);
  }
  const first = cursor.at(cursor.position);
  // Tags and anchors, which js-yaml reads here as the node's properties.
  if (indentStatus === 1 && (first === 0x21 /* ! */ || first === 0x26) /* & */) decline();
  const allowBlockCollections = allowBlockStyles && (atNewLine || allowCompact);
  if (indentStatus === 1 || context === blockOut) {
    const flowIndent = context === flowOut || context === flowIn ? parentIndent : parentIndent + 1;
    const blockIndent = cursor.position - cursor.lineStart;
    if (indentStatus === 1) {
      if (
        (allowBlockCollections &&
          (readBlockSequence(cursor, blockIndent) || readBlockMapping(cursor, blockIndent, flowIndent))) ||
        readFlowCollection(cursor, flowIndent)
      ) {
        hasContent = true;
      } else if (
        (allowBlockStyles && readBlockScalar(cursor, flowIndent)) ||
        readSingleQuotedScalar(cursor) ||
        readDoubleQuotedScalar(cursor)
      ) {
        hasContent = true;
        cursor.kind = "scalar";
      } else if (cursor.at(cursor.position) === 0x2a /* * */) {
        decline(); // an alias
      } else if (readPlainScalar(cursor, flowIndent, context === flowIn)) {
        hasContent = true;
        cursor.kind = "scalar";
        plain = true;
      }
    } else if (indentStatus === 0) {
      hasContent = allowBlockCollections && readBlockSequence(cursor, blockIndent);
    }
  }
  if (plain) cursor.result = resolvePlain(cursor.result as string);
  notes?.closed(cursor.position, cursor.kind, cursor.result);
  cursor.depth--;
  return hasContent;
}

function readBlockSequence(cursor: Cursor, nodeIndent: number): boolean {
  const result: unknown[] = [];
  let detected = false;
  let ch = cursor.at(cursor.position);
  while (ch !== 0) {
    if (ch !== DASH || !isWsOrEol(cursor.at(cursor.position + 1))) break;
    detected = true;
    cursor.position++;
    if (cursor.skipSeparationSpace(true) !== 0 && cursor.lineIndent <= nodeIndent) {
      result.push(null);
      ch = cursor.at(cursor.position);
      continue;
    }
    const line = cursor.line;
    composeNode(cursor, nodeIndent, blockIn, false, true);
    result.push(cursor.result);
    cursor.skipSeparationSpace(true);
    ch = cursor.at(cursor.position);
    if ((cursor.line === line || cursor.lineIndent > nodeIndent) && ch !== 0) decline();
    else if (cursor.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  cursor.result = result;
  cursor.kind = "sequence";
  cursor.isCollection = true;
  return true;
}

function readBlockMapping(cursor: Cursor, nodeIndent: number, flowIndent: number): boolean {
  const result: Record<string, unknown> = {};
  let detected = false;
  let ch = cursor.at(cursor.position);
  while (ch !== 0) {
    const following = cursor.at(cursor.position + 1);
    const line = cursor.line;
    // Explicit keys (`? key` / `: value`).
    if ((ch === 0x3f /* ? */ || ch === COLON) && isWsOrEol(following)) decline();
    if (!readSimpleKey(cursor) && !composeNode(cursor, flowIndent, flowOut, false, true)) break;
    if (cursor.line !== line) {
      if (detected) decline();
      return true; // not a mapping: the node read stays the result
    }
    ch = cursor.at(cursor.position);
    while (ch === SPACE) ch = cursor.at(++cursor.position);
    if (ch !== COLON) {
      if (detected) decline();
      return true;
    }
    ch = cursor.at(++cursor.position);
    if (!isWsOrEol(ch)) decline();
    if (cursor.isCollection) decline(); // a flow collection as a key
    const key = keyText(cursor.result);
    detected = true;
    let value: unknown = null;
    if (cursor.line === line || cursor.lineIndent > nodeIndent) {
      if (composeNode(cursor, nodeIndent, blockOut, true, false)) value = cursor.result;
      storePair(result, key, value);
      cursor.skipSeparationSpace(true);
      ch = cursor.at(cursor.position);
    }
    if ((cursor.line === line || cursor.lineIndent > nodeIndent) && ch !== 0) decline();
    else if (cursor.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  cursor.result = result;
  cursor.kind = "mapping";
  cursor.isCollection = true;
  return true;
}

/**
 * js-yaml's readFlowCollection (JSON is the common case), without explicit `? key` pairs and without pairs
 * inside sequences (`[a: b]`, which js-yaml turns into one-key mappings).
 */
function readFlowCollection(cursor: Cursor, nodeIndent: number): boolean {
  const open = cursor.at(cursor.position);
  if (open !== 0x5b /* [ */ && open !== 0x7b /* { */) return false;
  const isMapping = open === 0x7b;
  const terminator = isMapping ? 0x7d /* } */ : 0x5d; /* ] */
  const sequence: unknown[] = [];
  const mapping: Record<string, unknown> = {};
  let readNext = true;
  cursor.position++;
  for (;;) {
    cursor.skipSeparationSpace(true);
    let ch = cursor.at(cursor.position);
    if (ch === terminator) break;
    // The end of the text, a missing comma, an empty entry, or an explicit pair.
    if (ch === 0 || !readNext || ch === 0x2c /* , */) decline();
    if (ch === 0x3f /* ? */ && isWsOrEol(cursor.at(cursor.position + 1))) decline();
    const line = cursor.line;
    composeNode(cursor, nodeIndent, flowIn, false, true);
    const entry = cursor.result;
    const entryIsCollection = cursor.isCollection;
    cursor.skipSeparationSpace(true);
    ch = cursor.at(cursor.position);
    if (cursor.line === line && ch === COLON) {
      if (!isMapping || entryIsCollection) decline();
      cursor.position++;
      cursor.skipSeparationSpace(true);
      composeNode(cursor, nodeIndent, flowIn, false, true);
      storePair(mapping, keyText(entry), cursor.result);
    } else if (isMapping) {
      if (entryIsCollection) decline();
      storePair(mapping, keyText(entry), null);
    } else {
      sequence.push(entry);
    }
    cursor.skipSeparationSpace(true);
    readNext = cursor.at(cursor.position) === 0x2c;
    if (readNext) cursor.position++;
  }
  cursor.position++;
  cursor.result = isMapping ? mapping : sequence;
  cursor.kind = isMapping ? "mapping" : "sequence";
  cursor.isCollection = true;
  return true;
}

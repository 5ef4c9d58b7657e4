import { at } from "@crdgen/core";
import { byteOrderMark, isBreak, isPrintable, lineFeed, space } from "./chars.js";
import type { Emitter } from "./emitter.js";

/**
 * The scalar writers of go-yaml v2's emitter. Plain and quoted scalars fold at a space once the line is
 * past the emitter's width (80), continuing on the next line at the scalar's indentation.
 *
 * go-yaml decides character by character, but only spaces, breaks, quotes and escaped characters need a
 * decision: the writers copy each run of other characters in one piece (see writeRun), which is what keeps a
 * large CRD's rendering from pushing one string per character.
 */

/** A scalar's code points, and its text when each UTF-16 unit of it is one code point (so runs are slices). */
export interface ScalarChars {
  readonly cps: readonly number[];
  readonly text: string | undefined;
}

/** The end of the run of characters from `start` for which `ordinary` holds. */
function runEnd(cps: readonly number[], start: number, ordinary: (cp: number) => boolean): number {
  let end = start + 1;
  while (end < cps.length && ordinary(at(cps, end))) end++;
  return end;
}

/** Copies the characters `start` to `end` (exclusive) of a scalar, one column each. */
function writeRun(e: Emitter, chars: ScalarChars, start: number, end: number): void {
  if (chars.text !== undefined) {
    e.writeText(chars.text.slice(start, end), end - start);
    return;
  }
  let text = "";
  for (let i = start; i < end; i++) text += String.fromCodePoint(at(chars.cps, i));
  e.writeText(text, end - start);
}

const isPlainOrdinary = (cp: number): boolean => cp !== space && !isBreak(cp);
const isSingleQuotedOrdinary = (cp: number): boolean => cp !== space && cp !== 0x27 && !isBreak(cp);
const isLiteralOrdinary = (cp: number): boolean => !isBreak(cp);
// Written as they are inside double quotes: printable, neither a space nor a break, quote or backslash.
const isDoubleQuotedOrdinary = (cp: number): boolean =>
  cp !== space && cp !== 0x22 && cp !== 0x5c && isPrintable(cp) && !isBreak(cp);

/** Writes a plain (unquoted) scalar. */
export function writePlain(e: Emitter, chars: ScalarChars, allowBreaks: boolean): void {
  const cps = chars.cps;
  if (!e.whitespace) e.put(" ");
  let spaces = false;
  let breaks = false;
  for (let i = 0; i < cps.length; i++) {
    const cp = at(cps, i);
    if (cp === space) {
      if (allowBreaks && !spaces && e.column > e.bestWidth && cps[i + 1] !== space) e.writeIndent();
      else e.write(cp);
      spaces = true;
    } else if (isBreak(cp)) {
      if (!breaks && cp === lineFeed) e.putBreak();
      e.writeBreak(cp);
      e.indention = true;
      breaks = true;
    } else {
      if (breaks) e.writeIndent();
      const end = runEnd(cps, i, isPlainOrdinary);
      writeRun(e, chars, i, end);
      i = end - 1;
      e.indention = false;
      spaces = breaks = false;
    }
  }
  e.whitespace = false;
  e.indention = false;
}

/** Writes a single-quoted scalar; a quote inside is doubled. */
export function writeSingleQuoted(e: Emitter, chars: ScalarChars, allowBreaks: boolean): void {
  const cps = chars.cps;
  e.writeIndicator("'", true, false, false);
  let spaces = false;
  let breaks = false;
  for (let i = 0; i < cps.length; i++) {
    const cp = at(cps, i);
    if (cp === space) {
      const inside = i > 0 && i < cps.length - 1;
      if (allowBreaks && !spaces && e.column > e.bestWidth && inside && cps[i + 1] !== space) e.writeIndent();
      else e.write(cp);
      spaces = true;
    } else if (isBreak(cp)) {
      if (!breaks && cp === lineFeed) e.putBreak();
      e.writeBreak(cp);
      e.indention = true;
      breaks = true;
    } else {
      if (breaks) e.writeIndent();
      if (cp === 0x27) {
        e.put("'");
        e.write(cp);
      } else {
        const end = runEnd(cps, i, isSingleQuotedOrdinary);
        writeRun(e, chars, i, end);
        i = end - 1;
      }
      e.indention = false;
      spaces = breaks = false;
    }
  }
  e.writeIndicator("'", false, false, false);
  e.whitespace = false;
  e.indention = false;
}

const shortEscapes = new Map<number, string>([
  [0x00, "0"],
  [0x07, "a"],
  [0x08, "b"],
  [0x09, "t"],
  [0x0a, "n"],
  [0x0b, "v"],
  [0x0c, "f"],
  [0x0d, "r"],
  [0x1b, "e"],
  [0x22, '"'],
  [0x5c, "\\"],
  [0x85, "N"],
  [0xa0, "_"],
  [0x2028, "L"],
  [0x2029, "P"],
]);

function escapeSequence(cp: number): string {
  const short = shortEscapes.get(cp);
  if (short !== undefined) return short;
  const hex = cp.toString(16).toUpperCase();
  if (cp <= 0xff) return "x" + hex.padStart(2, "0");
  if (cp <= 0xffff) return "u" + hex.padStart(4, "0");
  return "U" + hex.padStart(8, "0");
}

/** Writes a double-quoted scalar with go-yaml's escapes (`\t`, `\n`, `\xXX`, `\uXXXX`, `\UXXXXXXXX`). */
export function writeDoubleQuoted(e: Emitter, chars: ScalarChars, allowBreaks: boolean): void {
  const cps = chars.cps;
  // go-yaml's BOM test looks at the start of the value, not at the current character.
  const escapeAll = cps[0] === byteOrderMark;
  let spaces = false;
  e.writeIndicator('"', true, false, false);
  for (let i = 0; i < cps.length; i++) {
    const cp = at(cps, i);
    if (escapeAll || !isPrintable(cp) || isBreak(cp) || cp === 0x22 || cp === 0x5c) {
      // Escapes are ASCII, one column per character.
      const escape = "\\" + escapeSequence(cp);
      e.writeText(escape, escape.length);
      spaces = false;
    } else if (cp === space) {
      if (allowBreaks && !spaces && e.column > e.bestWidth && i > 0 && i < cps.length - 1) {
        e.writeIndent();
        if (cps[i + 1] === space) e.put("\\");
      } else {
        e.write(cp);
      }
      spaces = true;
    } else {
      const end = runEnd(cps, i, isDoubleQuotedOrdinary);
      writeRun(e, chars, i, end);
      i = end - 1;
      spaces = false;
    }
  }
  e.writeIndicator('"', false, false, false);
  e.whitespace = false;
  e.indention = false;
}

function writeBlockScalarHints(e: Emitter, cps: readonly number[]): void {
  const first = cps[0];
  if (first === space || isBreak(first)) e.writeIndicator(String(e.bestIndent), false, false, false);
  const n = cps.length;
  let chomp = "";
  if (n === 0 || !isBreak(cps[n - 1])) chomp = "-";
  else if (n === 1 || isBreak(cps[n - 2])) chomp = "+";
  if (chomp !== "") e.writeIndicator(chomp, false, false, false);
}

/** Writes a literal block scalar (`|-`, `|`, `|+`, with an indentation hint when it starts with a space). */
export function writeLiteral(e: Emitter, chars: ScalarChars): void {
  const cps = chars.cps;
  e.writeIndicator("|", true, false, false);
  writeBlockScalarHints(e, cps);
  e.putBreak();
  e.indention = true;
  e.whitespace = true;
  let breaks = true;
  for (let i = 0; i < cps.length; i++) {
    const cp = at(cps, i);
    if (isBreak(cp)) {
      e.writeBreak(cp);
      e.indention = true;
      breaks = true;
    } else {
      if (breaks) e.writeIndent();
      const end = runEnd(cps, i, isLiteralOrdinary);
      writeRun(e, chars, i, end);
      i = end - 1;
      e.indention = false;
      breaks = false;
    }
  }
}

import { at } from "@crdgen/core";
import { byteOrderMark, isBreak, isPrintable, lineFeed, space } from "./chars.js";
import type { Emitter } from "./emitter.js";

/**
 * The scalar writers of go-yaml v2's emitter. Plain and quoted scalars fold at a space once the line is
 * past the emitter's width (80), continuing on the next line at the scalar's indentation.
 */

/** Writes a plain (unquoted) scalar. */
export function writePlain(e: Emitter, cps: readonly number[], allowBreaks: boolean): void {
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
      e.write(cp);
      e.indention = false;
      spaces = breaks = false;
    }
  }
  e.whitespace = false;
  e.indention = false;
}

/** Writes a single-quoted scalar; a quote inside is doubled. */
export function writeSingleQuoted(e: Emitter, cps: readonly number[], allowBreaks: boolean): void {
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
      if (cp === 0x27) e.put("'");
      e.write(cp);
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
export function writeDoubleQuoted(e: Emitter, cps: readonly number[], allowBreaks: boolean): void {
  // go-yaml's BOM test looks at the start of the value, not at the current character.
  const escapeAll = cps[0] === byteOrderMark;
  let spaces = false;
  e.writeIndicator('"', true, false, false);
  for (let i = 0; i < cps.length; i++) {
    const cp = at(cps, i);
    if (escapeAll || !isPrintable(cp) || isBreak(cp) || cp === 0x22 || cp === 0x5c) {
      for (const ch of "\\" + escapeSequence(cp)) e.put(ch);
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
      e.write(cp);
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
export function writeLiteral(e: Emitter, cps: readonly number[]): void {
  e.writeIndicator("|", true, false, false);
  writeBlockScalarHints(e, cps);
  e.putBreak();
  e.indention = true;
  e.whitespace = true;
  let breaks = true;
  for (const cp of cps) {
    if (isBreak(cp)) {
      e.writeBreak(cp);
      e.indention = true;
      breaks = true;
    } else {
      if (breaks) e.writeIndent();
      e.write(cp);
      e.indention = false;
      breaks = false;
    }
  }
}

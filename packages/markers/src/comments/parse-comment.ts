import type { Diagnostic, SourcePosition, SourceSpan } from "@crdgen/core";
import { positionAt } from "@crdgen/core";
import type { Marker, ParsedComment } from "../marker.js";
import type { MarkerTarget } from "../registry/types.js";
import { findConflicts } from "../semantics/conflicts.js";
import { classifyLines, describe } from "./description.js";
import { tagMarkers } from "./jsdoc-markers.js";
import { commentLines } from "./lines.js";
import { parseMarkerLine } from "./marker-line.js";
import type { MarkerLineMemo } from "./marker-line-memo.js";

/**
 * Reads the markers and the description from the comments directly above one declaration.
 *
 * `text` is the raw source text of those comments — `/** … *\/` and/or `//` lines, with the whitespace
 * between them — and `start` the 1-based position of its first character in `file`, so that every
 * diagnostic points at its marker's `+`. `target` is what the comment describes: a file-leading comment
 * describes the package. Without a target no placement checks are made.
 *
 * JSDoc validation tags (`@minimum 1`, `@pattern ^[a-z]+$` …) are read as aliases of the matching markers,
 * with their diagnostics at the tag; other JSDoc tags are documentation and stay out of the description.
 *
 * `lines`, when given, reads each marker line that was read clean before (in any comment) from the caller's memo.
 */
export function parseComment(
  text: string,
  start: SourcePosition,
  file: string,
  target?: MarkerTarget,
  lines?: MarkerLineMemo,
): ParsedComment {
  const fromTags = tagMarkers(text, target, spanOf);
  const classified = classifyLines(commentLines(text), fromTags.descriptionEnd);
  const markers: Marker[] = [];
  const packageMarkers: Marker[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const { line, role } of classified) {
    if (role !== "marker") continue;
    const indent = line.text.length - line.text.trimStart().length;
    const markerText = line.text.trim();
    const offset = line.offset + indent;
    const span = spanOf(offset, markerText.length);
    const result =
      lines === undefined ? parseMarkerLine(markerText, span, target) : lines.parse(markerText, span, target);
    diagnostics.push(...result.diagnostics);
    if (result.marker !== undefined) {
      (result.forPackage === true ? packageMarkers : markers).push(result.marker);
    }
  }
  diagnostics.push(...fromTags.diagnostics);
  // in source order, so that between a tag and a marker for the same keyword the later one wins
  const all = sortBySource([...markers, ...fromTags.markers]);
  diagnostics.push(...findConflicts(all, target));
  return { markers: all, packageMarkers, description: describe(classified), diagnostics };

  function spanOf(offset: number, length: number): SourceSpan {
    return {
      file,
      start: filePosition(text, start, offset),
      end: filePosition(text, start, offset + length),
    };
  }
}

function sortBySource(markers: readonly Marker[]): Marker[] {
  return [...markers].sort(
    (a, b) => a.span.start.line - b.span.start.line || a.span.start.column - b.span.start.column,
  );
}

/** The 1-based file position of an offset in comment text that starts at `start`. */
function filePosition(text: string, start: SourcePosition, offset: number): SourcePosition {
  const inText = positionAt(text, offset);
  return inText.line === 1
    ? { line: start.line, column: start.column + inText.column - 1 }
    : { line: start.line + inText.line - 1, column: inText.column };
}

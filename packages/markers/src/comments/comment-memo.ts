import type { SourcePosition, SourceSpan } from "@crdgen/core";
import type { Marker, ParsedComment } from "../marker.js";
import type { MarkerTarget } from "../registry/types.js";
import { MarkerLineMemo } from "./marker-line-memo.js";
import { parseComment } from "./parse-comment.js";

/** A comment read clean: what it says, read where it was first met. */
interface CleanComment {
  readonly start: SourcePosition;
  readonly parsed: ParsedComment;
}

/**
 * The comments read so far, by their text and target: many come back word for word in every kind of an API
 * (`// +optional`, a field's doc and its markers), and a comment reads the same wherever it is written, only
 * its markers' spans move with it. A comment with problems is read again each time, so that its diagnostics
 * are made at its own place; its clean marker lines still come from the {@link MarkerLineMemo}. Values are
 * shared between the markers of equal comments, as they are between the uses of one declaration's markers:
 * nothing changes a marker's value. Its owner makes one for a batch of comments read together (crdgen's
 * generator: one generate run) and drops it with the batch.
 */
export class CommentMemo {
  readonly #comments = new Map<string, CleanComment>();
  readonly #lines = new MarkerLineMemo();

  /** {@link parseComment}, from the memo when the same text was read clean for the same target before. */
  parse(text: string, start: SourcePosition, file: string, target: MarkerTarget | undefined): ParsedComment {
    const key = `${target ?? ""}\n${text}`;
    const known = this.#comments.get(key);
    if (known !== undefined) return moved(known, start, file);
    const parsed = parseComment(text, start, file, target, this.#lines);
    if (parsed.diagnostics.length === 0) this.#comments.set(key, { start, parsed });
    return parsed;
  }
}

// The comment read at `read.start` as read at `start` in `file`: positions on its first line keep their distance
// from its start column, those below keep their column, as parseComment places them (filePosition).
function moved(read: CleanComment, start: SourcePosition, file: string): ParsedComment {
  const from = read.start;
  const position = (p: SourcePosition): SourcePosition =>
    p.line === from.line
      ? { line: start.line, column: p.column - from.column + start.column }
      : { line: p.line - from.line + start.line, column: p.column };
  const span = (s: SourceSpan): SourceSpan =>
    s.end === undefined
      ? { file, start: position(s.start) }
      : { file, start: position(s.start), end: position(s.end) };
  const marker = (m: Marker): Marker => ({ ...m, span: span(m.span) });
  const { parsed } = read;
  return {
    markers: parsed.markers.map(marker),
    packageMarkers: parsed.packageMarkers.map(marker),
    description: parsed.description,
    diagnostics: [],
  };
}

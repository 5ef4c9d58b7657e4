import type { SourcePosition } from "@crdgen/core";
import type { DeclarationComments, RawComment } from "./model.js";

/*
 * How comments above a declaration are grouped and attached, on the file's text and the comment ranges the
 * compiler's scanner found. It knows no compiler API, so that both adapters (src/ts over ts-morph, src/ts7 over
 * TypeScript 7) share one definition of "doc comment" and "detached comment".
 */

/** A comment's offsets in its file, as both compilers' `getLeadingCommentRanges` give them. */
export interface CommentRange {
  readonly pos: number;
  readonly end: number;
}

/** A file as comment grouping needs it: its text and the 1-based position of an offset. */
export interface CommentFile {
  readonly text: string;
  positionOf(offset: number): SourcePosition;
}

// Two comments belong to one group when no blank line separates them.
function hasBlankLine(text: string): boolean {
  return /\n[ \t\r]*\n/.test(text);
}

/** The comment ranges before a token, in groups separated by blank lines. */
export function groupComments(text: string, ranges: readonly CommentRange[]): CommentRange[][] {
  const groups: CommentRange[][] = [];
  let previous: CommentRange | undefined;
  for (const range of ranges) {
    const current = groups.at(-1);
    if (
      current === undefined ||
      previous === undefined ||
      hasBlankLine(text.slice(previous.end, range.pos))
    ) {
      groups.push([range]);
    } else {
      current.push(range);
    }
    previous = range;
  }
  return groups;
}

function toRaw(file: CommentFile, group: readonly CommentRange[]): RawComment {
  const first = group[0];
  const last = group.at(-1);
  if (first === undefined || last === undefined) return { text: "", start: { line: 1, column: 1 } };
  return { text: file.text.slice(first.pos, last.end), start: file.positionOf(first.pos) };
}

function isAttached(text: string, group: readonly CommentRange[] | undefined, nodeStart: number): boolean {
  const last = group?.at(-1);
  return last !== undefined && !hasBlankLine(text.slice(last.end, nodeStart));
}

/**
 * The comments above a declaration starting at `nodeStart`, from the groups before it: the group attached to it
 * (its doc comment), the closest detached group above that, and the groups further up, which controller-gen
 * reads as its markers only the closest non-doc group (collect.go). For the file's first statement, detached
 * groups are the file's leading comment and belong to the package, not to the declaration (see
 * {@link leadingFileComments}).
 */
export function declarationCommentsOf(
  file: CommentFile,
  groups: readonly (readonly CommentRange[])[],
  nodeStart: number,
  isFirstStatement: boolean,
): DeclarationComments {
  const attached = isAttached(file.text, groups.at(-1), nodeStart);
  const detachedGroups = isFirstStatement ? [] : attached ? groups.slice(0, -1) : groups;
  const closest = detachedGroups.at(-1);
  const detached = closest === undefined ? [] : [toRaw(file, closest)];
  const farther = detachedGroups.slice(0, -1).map((g) => toRaw(file, g));
  const doc = attached ? groups.at(-1) : undefined;
  return {
    ...(doc === undefined ? {} : { doc: toRaw(file, doc) }),
    detached,
    ...(farther.length === 0 ? {} : { farther }),
  };
}

/**
 * The file's leading comment: the comment groups before the first statement, except the doc comment of a
 * first statement that declares a type (`firstTypeDeclarationStart`, its first token). A file without type
 * declarations first (imports, `export {}`, or nothing at all) gives all its leading comments to the package.
 */
export function leadingFileComments(
  file: CommentFile,
  groups: readonly (readonly CommentRange[])[],
  firstTypeDeclarationStart: number | undefined,
): RawComment[] {
  const keepDoc =
    firstTypeDeclarationStart !== undefined &&
    isAttached(file.text, groups.at(-1), firstTypeDeclarationStart);
  return (keepDoc ? groups.slice(0, -1) : groups).map((g) => toRaw(file, g));
}

import { ts } from "@ts-morph/common";
import { declarationCommentsOf, groupComments, leadingFileComments } from "./comment-groups.js";
import type { CommentFile, CommentRange } from "./comment-groups.js";
import type { DeclarationComments, RawComment } from "./model.js";
import { positionOf } from "./spans.js";

function commentFile(file: ts.SourceFile): CommentFile {
  return { text: file.text, positionOf: (offset) => positionOf(file, offset) };
}

/** The comments before `offset` (after the previous token), in groups separated by blank lines. */
function commentGroups(file: ts.SourceFile, offset: number): CommentRange[][] {
  return groupComments(file.text, ts.getLeadingCommentRanges(file.text, offset) ?? []);
}

/**
 * What a declaration without comments has, one object for all of them: the comment reader knows its answer by
 * the object, and most properties have no comment.
 */
export const noComments: DeclarationComments = Object.freeze({ detached: Object.freeze([]) });

/**
 * The comments above a declaration: its doc comment and the detached groups above it (comment-groups.ts).
 * `file` is the node's source file when the caller has it at hand (finding it walks up the node's parents).
 */
export function declarationComments(
  node: ts.Node,
  file: ts.SourceFile = node.getSourceFile(),
): DeclarationComments {
  const ranges = ts.getLeadingCommentRanges(file.text, node.getFullStart());
  if (ranges === undefined || ranges.length === 0) return noComments;
  const groups = groupComments(file.text, ranges);
  return declarationCommentsOf(commentFile(file), groups, node.getStart(file), file.statements[0] === node);
}

function isTypeDeclaration(node: ts.Node): boolean {
  return (
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isEnumDeclaration(node)
  );
}

/** The file's leading comments, which belong to the package (comment-groups.ts). */
export function fileLeadingComments(file: ts.SourceFile): RawComment[] {
  const first = file.statements[0];
  const groups = commentGroups(
    file,
    first === undefined ? file.endOfFileToken.getFullStart() : first.getFullStart(),
  );
  const typeStart = first !== undefined && isTypeDeclaration(first) ? first.getStart(file) : undefined;
  return leadingFileComments(commentFile(file), groups, typeStart);
}

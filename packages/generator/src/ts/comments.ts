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

/** The comments above a declaration: its doc comment and the detached groups above it (comment-groups.ts). */
export function declarationComments(node: ts.Node): DeclarationComments {
  const file = node.getSourceFile();
  const groups = commentGroups(file, node.getFullStart());
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

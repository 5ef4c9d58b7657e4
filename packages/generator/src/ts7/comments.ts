import type * as Ast from "typescript7/unstable/ast";
import { declarationCommentsOf, groupComments, leadingFileComments } from "../ts/comment-groups.js";
import type { CommentFile, CommentRange } from "../ts/comment-groups.js";
import type { DeclarationComments, RawComment } from "../ts/model.js";
import type { Ts7Modules } from "./modules.js";
import { positionOf } from "./spans.js";

/*
 * The same grouping of comments as src/ts/comments.ts (both in ../ts/comment-groups.ts), over TypeScript 7's
 * AST: the comment scanner runs in this process on the file's text, with no round trip to the compiler.
 */

function commentFile(file: Ast.SourceFile): CommentFile {
  return { text: file.text, positionOf: (offset) => positionOf(file, offset) };
}

/** The comments before `offset` (after the previous token), in groups separated by blank lines. */
function commentGroups(m: Ts7Modules, file: Ast.SourceFile, offset: number): CommentRange[][] {
  return groupComments(file.text, m.ast.getLeadingCommentRanges(file.text, offset) ?? []);
}

/** The comments above a declaration: see src/ts/comments.ts. */
export function declarationComments(m: Ts7Modules, node: Ast.Node): DeclarationComments {
  const file = node.getSourceFile();
  const groups = commentGroups(m, file, node.getFullStart());
  return declarationCommentsOf(commentFile(file), groups, node.getStart(file), file.statements[0] === node);
}

function isTypeDeclaration(m: Ts7Modules, node: Ast.Node): boolean {
  const { ast } = m;
  return (
    ast.isInterfaceDeclaration(node) ||
    ast.isTypeAliasDeclaration(node) ||
    ast.isClassDeclaration(node) ||
    ast.isEnumDeclaration(node)
  );
}

/** The file's leading comment: see src/ts/comments.ts. */
export function fileLeadingComments(m: Ts7Modules, file: Ast.SourceFile): RawComment[] {
  const first = file.statements[0];
  const groups = commentGroups(
    m,
    file,
    first === undefined ? file.endOfFileToken.getFullStart() : first.getFullStart(),
  );
  const typeStart = first !== undefined && isTypeDeclaration(m, first) ? first.getStart(file) : undefined;
  return leadingFileComments(commentFile(file), groups, typeStart);
}

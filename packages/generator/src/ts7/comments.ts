import type * as Ast from "typescript7/unstable/ast";
import type { DeclarationComments, RawComment } from "../ts/model.js";
import type { Ts7Modules } from "./modules.js";
import { positionOf } from "./spans.js";

/*
 * The same grouping of comments as src/ts/comments.ts, over TypeScript 7's AST: the comment scanner runs in
 * this process on the file's text, with no round trip to the compiler.
 */

interface Range {
  readonly pos: number;
  readonly end: number;
}

// Two comments belong to one group when no blank line separates them.
function hasBlankLine(text: string): boolean {
  return /\n[ \t\r]*\n/.test(text);
}

/** The comments before `offset` (after the previous token), in groups separated by blank lines. */
function commentGroups(m: Ts7Modules, file: Ast.SourceFile, offset: number): Range[][] {
  const ranges = m.ast.getLeadingCommentRanges(file.text, offset) ?? [];
  const groups: Range[][] = [];
  let previous: Range | undefined;
  for (const range of ranges) {
    const current = groups.at(-1);
    if (
      current === undefined ||
      previous === undefined ||
      hasBlankLine(file.text.slice(previous.end, range.pos))
    ) {
      groups.push([range]);
    } else {
      current.push(range);
    }
    previous = range;
  }
  return groups;
}

function toRaw(file: Ast.SourceFile, group: readonly Range[]): RawComment {
  const first = group[0];
  const last = group.at(-1);
  if (first === undefined || last === undefined) return { text: "", start: { line: 1, column: 1 } };
  return { text: file.text.slice(first.pos, last.end), start: positionOf(file, first.pos) };
}

function isAttached(file: Ast.SourceFile, group: readonly Range[] | undefined, nodeStart: number): boolean {
  const last = group?.at(-1);
  return last !== undefined && !hasBlankLine(file.text.slice(last.end, nodeStart));
}

/** The comments above a declaration: see src/ts/comments.ts. */
export function declarationComments(m: Ts7Modules, node: Ast.Node): DeclarationComments {
  const file = node.getSourceFile();
  const groups = commentGroups(m, file, node.getFullStart());
  const attached = isAttached(file, groups.at(-1), node.getStart(file));
  const detachedGroups = attached ? groups.slice(0, -1) : groups;
  const isFirst = file.statements[0] === node;
  const detached = isFirst ? [] : detachedGroups.map((g) => toRaw(file, g));
  const doc = attached ? groups.at(-1) : undefined;
  return doc === undefined ? { detached } : { doc: toRaw(file, doc), detached };
}

function isTypeDeclaration(m: Ts7Modules, node: Ast.Node | undefined): boolean {
  const { ast } = m;
  return (
    node !== undefined &&
    (ast.isInterfaceDeclaration(node) ||
      ast.isTypeAliasDeclaration(node) ||
      ast.isClassDeclaration(node) ||
      ast.isEnumDeclaration(node))
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
  const keepDoc =
    first !== undefined &&
    isTypeDeclaration(m, first) &&
    isAttached(file, groups.at(-1), first.getStart(file));
  return (keepDoc ? groups.slice(0, -1) : groups).map((g) => toRaw(file, g));
}

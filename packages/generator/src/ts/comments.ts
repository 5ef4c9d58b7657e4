import { ts } from "ts-morph";
import type { DeclarationComments, RawComment } from "./model.js";
import { positionOf } from "./spans.js";

interface Range {
  readonly pos: number;
  readonly end: number;
}

// Two comments belong to one group when no blank line separates them.
function hasBlankLine(text: string): boolean {
  return /\n[ \t\r]*\n/.test(text);
}

/** The comments before `offset` (after the previous token), in groups separated by blank lines. */
function commentGroups(file: ts.SourceFile, offset: number): Range[][] {
  const ranges = ts.getLeadingCommentRanges(file.text, offset) ?? [];
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

function toRaw(file: ts.SourceFile, group: readonly Range[]): RawComment {
  const first = group[0];
  const last = group.at(-1);
  if (first === undefined || last === undefined) return { text: "", start: { line: 1, column: 1 } };
  return { text: file.text.slice(first.pos, last.end), start: positionOf(file, first.pos) };
}

function isAttached(file: ts.SourceFile, group: readonly Range[] | undefined, nodeStart: number): boolean {
  const last = group?.at(-1);
  return last !== undefined && !hasBlankLine(file.text.slice(last.end, nodeStart));
}

/**
 * The comments above a declaration: the group attached to it (its doc comment) and the detached groups above
 * that. For the file's first statement, detached groups are the file's leading comment and belong to the
 * package, not to the declaration (see {@link fileLeadingComments}).
 */
export function declarationComments(node: ts.Node): DeclarationComments {
  const file = node.getSourceFile();
  const groups = commentGroups(file, node.getFullStart());
  const attached = isAttached(file, groups.at(-1), node.getStart(file));
  const detachedGroups = attached ? groups.slice(0, -1) : groups;
  const isFirst = file.statements[0] === node;
  const detached = isFirst ? [] : detachedGroups.map((g) => toRaw(file, g));
  const doc = attached ? groups.at(-1) : undefined;
  return doc === undefined ? { detached } : { doc: toRaw(file, doc), detached };
}

function isTypeDeclaration(node: ts.Node | undefined): boolean {
  return (
    node !== undefined &&
    (ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isEnumDeclaration(node))
  );
}

/**
 * The file's leading comment: the comment groups before the first statement, except the doc comment of a
 * first statement that declares a type. A file without type declarations first (imports, `export {}`, or
 * nothing at all) gives all its leading comments to the package.
 */
export function fileLeadingComments(file: ts.SourceFile): RawComment[] {
  const first = file.statements[0];
  const groups = commentGroups(
    file,
    first === undefined ? file.endOfFileToken.getFullStart() : first.getFullStart(),
  );
  const keepDoc =
    first !== undefined && isTypeDeclaration(first) && isAttached(file, groups.at(-1), first.getStart(file));
  return (keepDoc ? groups.slice(0, -1) : groups).map((g) => toRaw(file, g));
}

import type * as Ast from "typescript7/unstable/ast";
import type { RawComment, TsSourceFile, TsType, TsTypeDeclaration } from "../ts/model.js";
import { fileLeadingComments } from "./comments.js";
import type { Ts7Context } from "./context.js";
import { prefetchFiles } from "./prefetch.js";

function isExported(context: Ts7Context, node: Ast.Node): boolean {
  const modifiers = (node as Partial<Ast.ModifiersBase>).modifiers ?? [];
  return modifiers.some((m) => m.kind === context.m.ast.SyntaxKind.ExportKeyword);
}

function typeParameterCount(context: Ts7Context, node: Ast.Node): number {
  const { ast } = context.m;
  return ast.isInterfaceDeclaration(node) || ast.isTypeAliasDeclaration(node) || ast.isClassDeclaration(node)
    ? (node.typeParameters?.length ?? 0)
    : 0;
}

function declarationViews(
  context: Ts7Context,
  file: Ast.SourceFile,
  together: readonly Ast.SourceFile[],
): TsTypeDeclaration[] {
  const { ast } = context.m;
  const statements = [...file.statements];
  // The questions of the file (and of the files read with it) in a few round trips, before the first
  // declaration is looked at.
  prefetchFiles(context, [file, ...together]);
  const out: TsTypeDeclaration[] = [];
  for (const node of statements) {
    const named = context.namedDeclaration(node);
    if (named === undefined || !context.isNamedNode(node) || node.name === undefined) continue;
    const name = node.name;
    const type = (): TsType => {
      const t = context.typeOfNode(name);
      return context.view(t, ast.isTypeAliasDeclaration(node) ? node.type : undefined, named);
    };
    out.push({
      ...named,
      exported: isExported(context, node),
      typeParameterCount: typeParameterCount(context, node),
      type,
    });
  }
  return out;
}

/**
 * The view of one input file: its leading comment and its top-level type declarations. `together` are the
 * files whose questions are asked with this file's, when its declarations are first listed.
 */
export function sourceFileView(
  context: Ts7Context,
  file: Ast.SourceFile,
  together: readonly Ast.SourceFile[] = [],
): TsSourceFile {
  let leading: readonly RawComment[] | undefined;
  let declarations: readonly TsTypeDeclaration[] | undefined;
  return {
    path: file.fileName,
    text: file.text,
    get leadingComments() {
      leading ??= fileLeadingComments(context.m, file);
      return leading;
    },
    get declarations() {
      declarations ??= declarationViews(context, file, together);
      return declarations;
    },
  };
}

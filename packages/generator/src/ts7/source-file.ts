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

/**
 * Files whose questions are asked together, by whichever of them first lists its declarations (a cold run:
 * all the inputs). Asked once: each of the files would otherwise hand the whole list to prefetchFiles again.
 */
export class PrefetchGroup {
  private asked = false;

  constructor(private readonly files: readonly Ast.SourceFile[]) {}

  /** The files to ask about with `file`: the group the first time, then none. */
  with(file: Ast.SourceFile): readonly Ast.SourceFile[] {
    if (this.asked) return [file];
    this.asked = true;
    return [file, ...this.files];
  }
}

function declarationViews(
  context: Ts7Context,
  file: Ast.SourceFile,
  together: PrefetchGroup | undefined,
): TsTypeDeclaration[] {
  const { ast } = context.m;
  const statements = [...file.statements];
  // The questions of the file (and of the files read with it) in a few round trips, before the first
  // declaration is looked at.
  prefetchFiles(context, together?.with(file) ?? [file]);
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
 * The view of one input file: its leading comment and its top-level type declarations. `together` holds the
 * files whose questions are asked with this file's, when its declarations are first listed.
 */
export function sourceFileView(
  context: Ts7Context,
  file: Ast.SourceFile,
  together?: PrefetchGroup,
): TsSourceFile {
  let leading: readonly RawComment[] | undefined;
  let declarations: readonly TsTypeDeclaration[] | undefined;
  return {
    path: context.fileNames.nameOf(file),
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

import type * as Ast from "typescript7/unstable/ast";
import type { RawComment, TsSourceFile, TsType, TsTypeDeclaration } from "../ts/model.js";
import { fileLeadingComments } from "./comments.js";
import type { Ts7Context } from "./context.js";

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

function declarationViews(context: Ts7Context, file: Ast.SourceFile): TsTypeDeclaration[] {
  const { ast } = context.m;
  const statements = [...file.statements];
  // The symbols of every declaration's name in one round trip (identity and `lib` checks need them).
  context.prefetchNamed(statements);
  let prefetched = false;
  const out: TsTypeDeclaration[] = [];
  const nameNodes = statements.flatMap((s) =>
    context.isNamedNode(s) && s.name !== undefined ? [s.name] : [],
  );
  for (const node of statements) {
    const named = context.namedDeclaration(node);
    if (named === undefined || !context.isNamedNode(node) || node.name === undefined) continue;
    const name = node.name;
    const type = (): TsType => {
      // The declared types of all the file's declarations in one round trip, the first time one is asked.
      if (!prefetched) context.typesOfNodes(nameNodes);
      prefetched = true;
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

/** The view of one input file: its leading comment and its top-level type declarations. */
export function sourceFileView(context: Ts7Context, file: Ast.SourceFile): TsSourceFile {
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
      declarations ??= declarationViews(context, file);
      return declarations;
    },
  };
}

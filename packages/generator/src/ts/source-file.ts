import { ts } from "@ts-morph/common";
import { fileLeadingComments } from "./comments.js";
import type { ProgramContext } from "./context.js";
import { isNamedNode } from "./context.js";
import type { RawComment, TsSourceFile, TsType, TsTypeDeclaration } from "./model.js";

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function typeParameterCount(node: ts.Node): number {
  return ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)
    ? (node.typeParameters?.length ?? 0)
    : 0;
}

function declarationView(context: ProgramContext, node: ts.Node): TsTypeDeclaration | undefined {
  const named = context.namedDeclaration(node);
  if (named === undefined || !isNamedNode(node)) return undefined;
  const { checker } = context;
  const type = (): TsType => {
    const symbol = node.name === undefined ? undefined : checker.getSymbolAtLocation(node.name);
    const declared = symbol === undefined ? checker.getAnyType() : checker.getDeclaredTypeOfSymbol(symbol);
    return context.view(declared, ts.isTypeAliasDeclaration(node) ? node.type : undefined, named);
  };
  return { ...named, exported: isExported(node), typeParameterCount: typeParameterCount(node), type };
}

/** The view of one input file: its leading comment and its top-level type declarations. */
export function sourceFileView(context: ProgramContext, file: ts.SourceFile): TsSourceFile {
  let leading: readonly RawComment[] | undefined;
  let declarations: readonly TsTypeDeclaration[] | undefined;
  return {
    path: file.fileName,
    text: file.text,
    get leadingComments() {
      leading ??= fileLeadingComments(file);
      return leading;
    },
    get declarations() {
      declarations ??= file.statements.flatMap((s) => declarationView(context, s) ?? []);
      return declarations;
    },
  };
}

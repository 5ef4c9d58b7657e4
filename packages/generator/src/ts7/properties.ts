import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { TsProperty } from "../ts/model.js";
import { declarationComments } from "./comments.js";
import type { Ts7Context } from "./context.js";
import { inTs5Order } from "./order.js";
import { spanOf } from "./spans.js";
import { nodeMatches } from "./syntax.js";

// Symbol-keyed (`[Symbol.iterator]`) and `#private` members never reach JSON. TypeScript 7 prefixes the
// names it makes up with "\u00FE" where TypeScript 5 wrote "__".
function isJsonKey(symbol: Sync.Symbol): boolean {
  const name = symbol.escapedName as string;
  return !/^(__@|__#|#|\u00FE@|\u00FE#)/.test(name);
}

function typeNodeOf(context: Ts7Context, declaration: Ast.Node | undefined): Ast.TypeNode | undefined {
  const { ast } = context.m;
  if (declaration === undefined) return undefined;
  if (ast.isPropertySignatureDeclaration(declaration) || ast.isPropertyDeclaration(declaration)) {
    return declaration.type;
  }
  return undefined;
}

function nameNodeOf(context: Ts7Context, declaration: Ast.Node): Ast.Node {
  const { ast } = context.m;
  return ast.isPropertySignatureDeclaration(declaration) ||
    ast.isPropertyDeclaration(declaration) ||
    ast.isMethodSignatureDeclaration(declaration)
    ? declaration.name
    : declaration;
}

/**
 * The properties an object or intersection type really has (see src/ts/properties.ts), asked in batches:
 * one round trip for the properties, one for all their types, one for the types their written nodes denote.
 */
export function propertiesOf(context: Ts7Context, type: Sync.Type): TsProperty[] {
  const { checker, cwd } = context;
  const { SymbolFlags, TypeFlags } = context.m.sync;
  const symbols = inTs5Order(context, type, context.propertiesOfType(type)).filter(isJsonKey);
  if (symbols.length === 0) return [];
  const types = checker.getTypeOfSymbol(symbols);
  const declarations = symbols.map((s) => context.resolve(s.valueDeclaration ?? s.declarations[0]));
  const writtenNodes = declarations.map((d) => typeNodeOf(context, d));
  context.typesOfNodes(writtenNodes.filter((n): n is Ast.TypeNode => n !== undefined));
  // Optional properties are `T | undefined`: their members are compared with what was written.
  const unions = types.filter((t) => t !== undefined && (t.flags & TypeFlags.Union) !== 0);
  for (const union of unions) if (union !== undefined) context.membersOf(union);
  return symbols.map((symbol, i) => {
    const declaration = declarations[i];
    const propertyType = types[i] ?? context.anyType();
    const written = writtenNodes[i];
    const node = written !== undefined && nodeMatches(context, written, propertyType) ? written : undefined;
    const file = declaration?.getSourceFile();
    const fromLib = file !== undefined && context.isDefaultLibrary(file);
    return {
      name: symbol.name,
      optional: (symbol.flags & SymbolFlags.Optional) !== 0,
      isMethod: (symbol.flags & SymbolFlags.Method) !== 0,
      type: context.view(propertyType, node),
      ...(declaration === undefined || file === undefined
        ? {}
        : { span: spanOf(nameNodeOf(context, declaration), cwd), file: file.fileName }),
      comments:
        declaration === undefined || fromLib ? { detached: [] } : declarationComments(context.m, declaration),
    };
  });
}

import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { TsProperty } from "../ts/model.js";
import { declarationComments } from "./comments.js";
import { declaredProperties } from "./declared-members.js";
import type { Ts7Context } from "./context.js";
import { inTs5Order } from "./order.js";
import { spanOf } from "./spans.js";
import { nodeMatches } from "./syntax.js";

// Symbol-keyed (`[Symbol.iterator]`) and `#private` members never reach JSON. TypeScript 7 prefixes the
// names it makes up with "\u00FE" where TypeScript 5 wrote "__".
function isJsonName(escapedName: string): boolean {
  return !/^(__@|__#|#|\u00FE@|\u00FE#)/.test(escapedName);
}

function isJsonKey(symbol: Sync.Symbol): boolean {
  return isJsonName(symbol.escapedName);
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

/** A property as readProperties needs it, from the declaration (declared-members.ts) or the checker. */
interface PropertySource {
  readonly name: string;
  readonly optional: boolean;
  readonly isMethod: boolean;
  readonly declaration: Ast.Node | undefined;
  readonly type: Sync.Type;
  /** The type node that denotes the property's type (with the `| undefined` of `?` left out), if one does. */
  readonly node?: Ast.TypeNode | undefined;
}

/**
 * The properties the declaration of an interface or type literal lists (see declared-members.ts): each
 * property's type is its signature's type node's (with `| undefined` when optional), so the written node
 * always denotes it. The types of all of them are one batch (most were asked with their file's).
 */
function fromDeclaration(
  context: Ts7Context,
  type: Sync.Type,
  exactNode?: Ast.TypeNode,
): PropertySource[] | undefined {
  const declared = declaredProperties(context, type, exactNode);
  if (declared === undefined) return undefined;
  const kept = declared.filter((p) => isJsonName(p.escapedName));
  const nodes = kept.map((p) => typeNodeOf(context, p.declaration));
  const written = nodes.filter((n): n is Ast.TypeNode => n !== undefined);
  const types = context.typesOfNodes([...kept.map((p) => p.typeLocation), ...written]);
  const { TypeFlags } = context.m.sync;
  return kept.map((p, i) => {
    const type = types[i] ?? context.anyType();
    const node = nodes[i];
    if (node !== undefined && p.optional && (type.flags & TypeFlags.Union) !== 0) {
      context.noteOptional(type, context.typeOfNode(node));
    }
    return {
      name: p.name,
      optional: p.optional,
      isMethod: p.isMethod,
      declaration: p.declaration,
      type,
      node,
    };
  });
}

/** The checker's properties, their types asked in one batch and their written nodes checked against them. */
function fromChecker(context: Ts7Context, type: Sync.Type): PropertySource[] {
  const { SymbolFlags, TypeFlags } = context.m.sync;
  const symbols = inTs5Order(context, type, context.propertiesOfType(type)).filter(isJsonKey);
  if (symbols.length === 0) return [];
  const types = context.typesOfSymbols(symbols);
  const declarations = symbols.map((s) => context.resolve(s.valueDeclaration ?? s.declarations[0]));
  const writtenNodes = declarations.map((d) => typeNodeOf(context, d));
  context.typesOfNodes(writtenNodes.filter((n): n is Ast.TypeNode => n !== undefined));
  // Optional properties are `T | undefined`: their members are compared with what was written.
  for (const union of types) if ((union.flags & TypeFlags.Union) !== 0) context.membersOf(union);
  return symbols.map((symbol, i) => {
    const propertyType = types[i] ?? context.anyType();
    const written = writtenNodes[i];
    const node = written !== undefined && nodeMatches(context, written, propertyType) ? written : undefined;
    return {
      name: symbol.name,
      optional: (symbol.flags & SymbolFlags.Optional) !== 0,
      isMethod: (symbol.flags & SymbolFlags.Method) !== 0,
      declaration: declarations[i],
      type: propertyType,
      node,
    };
  });
}

/**
 * The properties an object or intersection type really has (see src/ts/properties.ts), asked in batches:
 * read from the declaration where it lists them all, else one round trip for the properties, one for all
 * their types, one for the types their written nodes denote. `exactNode` is a node that denotes `type`.
 */
export function propertiesOf(
  context: Ts7Context,
  type: Sync.Type,
  exactNode?: Ast.TypeNode,
): readonly TsProperty[] {
  // Only a type literal's properties depend on the node (read from it when it denotes the type, see
  // declared-members.ts); every other type's are the same from wherever it is written.
  const { ObjectFlags, TypeFlags } = context.m.sync;
  const literal =
    exactNode !== undefined &&
    (type.flags & TypeFlags.Object) !== 0 &&
    ((type as Sync.ObjectType).objectFlags & ObjectFlags.Anonymous) !== 0;
  return context.rememberProperties(type, literal ? exactNode : undefined, () =>
    readProperties(context, type, exactNode),
  );
}

function readProperties(context: Ts7Context, type: Sync.Type, exactNode?: Ast.TypeNode): TsProperty[] {
  const sources = fromDeclaration(context, type, exactNode) ?? fromChecker(context, type);
  // Two literals, not a spread of a span or nothing: a property is made for each property of each type read.
  return sources.map(({ name, optional, isMethod, declaration, type: propertyType, node }): TsProperty => {
    const type = context.view(propertyType, node);
    if (declaration === undefined) return { name, optional, isMethod, type, comments: { detached: [] } };
    const file = declaration.getSourceFile();
    const span = spanOf(nameNodeOf(context, declaration), context);
    const comments = context.isDefaultLibrary(file)
      ? { detached: [] }
      : declarationComments(context.m, declaration);
    return { name, optional, isMethod, type, span, file: context.fileNames.nameOf(file), comments };
  });
}

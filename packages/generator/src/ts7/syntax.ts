import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { Ts7Context } from "./context.js";

/*
 * Reading types through the syntax they were written as: the same rules as src/ts/syntax.ts (read there why),
 * over TypeScript 7's AST and checker. Type identity is the checker's type id.
 */

/** The node without the parentheses around it. */
export function skipParens(context: Ts7Context, node: Ast.TypeNode): Ast.TypeNode {
  let current = node;
  while (context.m.ast.isParenthesizedTypeNode(current)) current = current.type;
  return current;
}

/** The declaration a type reference names, looking through imports and re-exports. */
export function referencedDeclaration(
  context: Ts7Context,
  node: Ast.TypeReferenceNode,
): Ast.Node | undefined {
  let symbol = context.symbolAt(node.typeName);
  if (symbol !== undefined && (symbol.flags & context.m.sync.SymbolFlags.Alias) !== 0) {
    symbol = context.aliasedSymbol(symbol);
  }
  return context.resolve(symbol?.declarations[0]);
}

/** The type node a non-generic alias reference stands for (`Phase` → `"a" | "b"`), if it is one. */
function aliasedNode(context: Ts7Context, node: Ast.TypeNode): Ast.TypeNode | undefined {
  const { ast } = context.m;
  const bare = skipParens(context, node);
  if (!ast.isTypeReferenceNode(bare)) return undefined;
  const declaration = referencedDeclaration(context, bare);
  if (declaration === undefined || !ast.isTypeAliasDeclaration(declaration)) return undefined;
  return (declaration.typeParameters?.length ?? 0) === 0 ? declaration.type : undefined;
}

/** The node behind a chain of non-generic alias references (`Names` → `Hostname[]`). */
function resolveAliases(context: Ts7Context, node: Ast.TypeNode): Ast.TypeNode {
  let current = skipParens(context, node);
  const seen = new Set<Ast.Node>();
  for (
    let next = aliasedNode(context, current);
    next !== undefined && !seen.has(next);
    next = aliasedNode(context, current)
  ) {
    seen.add(next);
    current = skipParens(context, next);
  }
  return current;
}

function withoutUndefined(context: Ts7Context, types: readonly Sync.Type[]): Sync.Type[] {
  return types.filter((t) => (t.flags & context.m.sync.TypeFlags.Undefined) === 0);
}

function sameMembers(a: readonly Sync.Type[], b: readonly Sync.Type[]): boolean {
  const set = new Set(a.map((t) => t.id));
  return a.length === b.length && b.every((t) => set.has(t.id));
}

export function isUnion(context: Ts7Context, type: Sync.Type): boolean {
  return (type.flags & context.m.sync.TypeFlags.Union) !== 0;
}

/**
 * Whether `node` denotes `type`, allowing the `| undefined` an optional property adds. False for nodes that
 * mention type parameters the type has since been instantiated with.
 */
export function nodeMatches(context: Ts7Context, node: Ast.TypeNode, type: Sync.Type): boolean {
  const written = context.typeOfNode(node);
  if (written.id === type.id) return true;
  if (!isUnion(context, type)) return false;
  const writtenMembers = isUnion(context, written) ? context.membersOf(written) : [written];
  return sameMembers(
    withoutUndefined(context, context.membersOf(type)),
    withoutUndefined(context, writtenMembers),
  );
}

/** The member nodes of a union written in source, through aliases and parentheses, nested unions flattened. */
export function unionMemberNodes(context: Ts7Context, node: Ast.TypeNode): Ast.TypeNode[] | undefined {
  const { ast } = context.m;
  let current: Ast.TypeNode | undefined = skipParens(context, node);
  while (current !== undefined && !ast.isUnionTypeNode(current)) {
    const next = aliasedNode(context, current);
    current = next === undefined ? undefined : skipParens(context, next);
  }
  if (current === undefined) return undefined;
  return current.types.flatMap((member) => {
    const bare = skipParens(context, member);
    return ast.isUnionTypeNode(bare) ? (unionMemberNodes(context, bare) ?? [bare]) : [bare];
  });
}

/** Whether a reference names TypeScript's own `name` (Array, ReadonlyArray, Record …). */
function isLibReference(
  context: Ts7Context,
  node: Ast.TypeNode,
  name: string,
): node is Ast.TypeReferenceNode {
  const { ast } = context.m;
  if (!ast.isTypeReferenceNode(node)) return false;
  if (!ast.isIdentifier(node.typeName) || node.typeName.text !== name) return false;
  const declaration = referencedDeclaration(context, node);
  return declaration !== undefined && context.isDefaultLibrary(declaration.getSourceFile());
}

/** The element node of `T[]`, `readonly T[]`, `Array<T>` and `ReadonlyArray<T>`. */
export function arrayElementNode(context: Ts7Context, node: Ast.TypeNode): Ast.TypeNode | undefined {
  const { ast } = context.m;
  let bare = resolveAliases(context, node);
  if (ast.isTypeOperatorNode(bare) && bare.operator === ast.SyntaxKind.ReadonlyKeyword) {
    bare = skipParens(context, bare.type);
  }
  if (ast.isArrayTypeNode(bare)) return bare.elementType;
  const isArray = isLibReference(context, bare, "Array") || isLibReference(context, bare, "ReadonlyArray");
  return isArray && ast.isTypeReferenceNode(bare) ? bare.typeArguments?.[0] : undefined;
}

/** The value node of `Record<K, V>` and of `{ [key: string]: V }`. */
export function recordValueNode(context: Ts7Context, node: Ast.TypeNode): Ast.TypeNode | undefined {
  const { ast } = context.m;
  const bare = resolveAliases(context, node);
  if (isLibReference(context, bare, "Record")) return bare.typeArguments?.[1];
  if (!ast.isTypeLiteralNode(bare)) return undefined;
  const index = bare.members.find((m) => ast.isIndexSignatureDeclaration(m));
  return bare.members.length === 1 && index !== undefined && ast.isIndexSignatureDeclaration(index)
    ? index.type
    : undefined;
}

/** The key nodes of `Record<K, V>` as written (`Record<"a" | "b", V>`: `"a"`, `"b"`), through aliases. */
export function recordKeyNodes(context: Ts7Context, node: Ast.TypeNode): Ast.TypeNode[] | undefined {
  const bare = resolveAliases(context, node);
  if (!isLibReference(context, bare, "Record")) return undefined;
  const key = bare.typeArguments?.[0];
  if (key === undefined) return undefined;
  return unionMemberNodes(context, key) ?? [skipParens(context, key)];
}

/** The type arguments written on a reference (`EmbeddedResource<Foo>`: `Foo`). */
export function typeArgumentNodes(context: Ts7Context, node: Ast.TypeNode): readonly Ast.TypeNode[] {
  const bare = skipParens(context, node);
  return context.m.ast.isTypeReferenceNode(bare) ? (bare.typeArguments ?? []) : [];
}

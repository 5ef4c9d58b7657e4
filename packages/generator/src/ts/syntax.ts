import { ts } from "@ts-morph/common";

/*
 * Reading types through the syntax they were written as. The checker forgets aliases of primitives
 * (`type Quantity = string` is just `string`) and orders union members by creation, not by source; the type
 * nodes still know both. Every node is checked against the checker's type before it is trusted, so that a
 * mapped or generic type never borrows the syntax of the declaration it was made from.
 */

/** The node without the parentheses around it. */
export function skipParens(node: ts.TypeNode): ts.TypeNode {
  let current = node;
  while (ts.isParenthesizedTypeNode(current)) current = current.type;
  return current;
}

/** Finds the declaration a type reference names; the program's context answers once per reference node. */
export interface ReferenceLookup {
  referencedDeclaration(node: ts.TypeReferenceNode): ts.Declaration | undefined;
}

/** The declaration a type reference names, looking through imports and re-exports. */
export function referencedDeclaration(
  checker: ts.TypeChecker,
  node: ts.TypeReferenceNode,
): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0) {
    symbol = checker.getAliasedSymbol(symbol);
  }
  return symbol?.declarations?.[0];
}

/** The type node a non-generic alias reference stands for (`Phase` → `"a" | "b"`), if it is one. */
function aliasedNode(references: ReferenceLookup, node: ts.TypeNode): ts.TypeNode | undefined {
  const bare = skipParens(node);
  if (!ts.isTypeReferenceNode(bare)) return undefined;
  const declaration = references.referencedDeclaration(bare);
  if (declaration === undefined || !ts.isTypeAliasDeclaration(declaration)) return undefined;
  return (declaration.typeParameters?.length ?? 0) === 0 ? declaration.type : undefined;
}

/** The node behind a chain of non-generic alias references (`Names` → `Hostname[]`). */
function resolveAliases(references: ReferenceLookup, node: ts.TypeNode): ts.TypeNode {
  let current = skipParens(node);
  const seen = new Set<ts.TypeNode>();
  for (
    let next = aliasedNode(references, current);
    next !== undefined && !seen.has(next);
    next = aliasedNode(references, current)
  ) {
    seen.add(next);
    current = skipParens(next);
  }
  return current;
}

function withoutUndefined(types: readonly ts.Type[]): ts.Type[] {
  return types.filter((t) => (t.flags & ts.TypeFlags.Undefined) === 0);
}

function sameMembers(a: readonly ts.Type[], b: readonly ts.Type[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((t) => set.has(t));
}

/** The type a type node denotes; the program's context answers once per node. */
export interface NodeTypes {
  typeOfNode(node: ts.TypeNode): ts.Type;
}

/**
 * Whether `node` denotes `type`, allowing the `| undefined` an optional property adds. False for nodes that
 * mention type parameters the type has since been instantiated with.
 */
export function nodeMatches(types: NodeTypes, node: ts.TypeNode, type: ts.Type): boolean {
  const written = types.typeOfNode(node);
  if (written === type) return true;
  if (!type.isUnion()) return false;
  const writtenMembers = written.isUnion() ? written.types : [written];
  return sameMembers(withoutUndefined(type.types), withoutUndefined(writtenMembers));
}

/** The member nodes of a union written in source, through aliases and parentheses, nested unions flattened. */
export function unionMemberNodes(references: ReferenceLookup, node: ts.TypeNode): ts.TypeNode[] | undefined {
  let current: ts.TypeNode | undefined = skipParens(node);
  while (current !== undefined && !ts.isUnionTypeNode(current)) {
    const next = aliasedNode(references, current);
    current = next === undefined ? undefined : skipParens(next);
  }
  if (current === undefined) return undefined;
  return current.types.flatMap((member) => {
    const bare = skipParens(member);
    return ts.isUnionTypeNode(bare) ? (unionMemberNodes(references, bare) ?? [bare]) : [bare];
  });
}

/** Whether a reference names TypeScript's own `name` (Array, ReadonlyArray, Record …). */
function isLibReference(
  program: ts.Program,
  references: ReferenceLookup,
  node: ts.TypeNode,
  name: string,
): node is ts.TypeReferenceNode {
  if (!ts.isTypeReferenceNode(node)) return false;
  const declaration = references.referencedDeclaration(node);
  return (
    declaration !== undefined &&
    program.isSourceFileDefaultLibrary(declaration.getSourceFile()) &&
    ts.isIdentifier(node.typeName) &&
    node.typeName.text === name
  );
}

/** The element node of `T[]`, `readonly T[]`, `Array<T>` and `ReadonlyArray<T>`. */
export function arrayElementNode(
  program: ts.Program,
  references: ReferenceLookup,
  node: ts.TypeNode,
): ts.TypeNode | undefined {
  let bare = resolveAliases(references, node);
  if (ts.isTypeOperatorNode(bare) && bare.operator === ts.SyntaxKind.ReadonlyKeyword) {
    bare = skipParens(bare.type);
  }
  if (ts.isArrayTypeNode(bare)) return bare.elementType;
  const isArray =
    isLibReference(program, references, bare, "Array") ||
    isLibReference(program, references, bare, "ReadonlyArray");
  return isArray && ts.isTypeReferenceNode(bare) ? bare.typeArguments?.[0] : undefined;
}

/** The value node of `Record<K, V>` and of `{ [key: string]: V }`. */
export function recordValueNode(
  program: ts.Program,
  references: ReferenceLookup,
  node: ts.TypeNode,
): ts.TypeNode | undefined {
  const bare = resolveAliases(references, node);
  if (isLibReference(program, references, bare, "Record")) return bare.typeArguments?.[1];
  if (!ts.isTypeLiteralNode(bare)) return undefined;
  const index = bare.members.find(ts.isIndexSignatureDeclaration);
  return bare.members.length === 1 ? index?.type : undefined;
}

/** The type arguments written on a reference (`EmbeddedResource<Foo>`: `Foo`). */
export function typeArgumentNodes(node: ts.TypeNode): readonly ts.TypeNode[] {
  const bare = skipParens(node);
  return ts.isTypeReferenceNode(bare) ? (bare.typeArguments ?? []) : [];
}

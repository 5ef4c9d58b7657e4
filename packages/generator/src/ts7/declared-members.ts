import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { Ts7Context } from "./context.js";
import { isDeclarationPath } from "./context.js";
import { skipParens } from "./syntax.js";

/*
 * The properties of an interface or a type literal read from its declaration, where asking the checker
 * would cost a round trip per type (`getPropertiesOfType` has no batched form). Where the declaration is all
 * there is to the type — one declaration, no `extends`, no type parameters, only plainly named property and
 * method signatures — the checker's properties are the symbols of those members, in declaration order (the
 * order the binder enters them in the symbol's members), and the symbol at each member's name is one
 * question of a batch the whole file shares. Anything else is asked of the checker.
 */

/** A property read from its declaration: the member's symbol and its (first) signature. */
export interface DeclaredProperty {
  readonly symbol: Sync.Symbol;
  readonly declaration: Ast.Node;
}

function hasPlainName(context: Ts7Context, member: Ast.Node): boolean {
  const { ast } = context.m;
  const name = (member as { name?: Ast.Node }).name;
  return (
    name !== undefined && (ast.isIdentifier(name) || ast.isStringLiteral(name) || ast.isNumericLiteral(name))
  );
}

/**
 * The members of an interface or type literal that are properties, when its members say all of them;
 * undefined when one of them is something the checker has to be asked about (an accessor, a computed name).
 */
export function propertyMembers(context: Ts7Context, container: Ast.Node): Ast.Node[] | undefined {
  const { ast } = context.m;
  let members: readonly Ast.Node[];
  if (ast.isInterfaceDeclaration(container)) {
    if ((container.heritageClauses?.length ?? 0) > 0 || (container.typeParameters?.length ?? 0) > 0) {
      return undefined;
    }
    members = container.members;
  } else if (ast.isTypeLiteralNode(container)) {
    members = container.members;
  } else {
    return undefined;
  }
  const out: Ast.Node[] = [];
  for (const member of members) {
    if (ast.isPropertySignatureDeclaration(member) || ast.isMethodSignatureDeclaration(member)) {
      if (!hasPlainName(context, member)) return undefined;
      out.push(member);
    } else if (
      !ast.isIndexSignatureDeclaration(member) &&
      !ast.isCallSignatureDeclaration(member) &&
      !ast.isConstructSignatureDeclaration(member)
    ) {
      return undefined;
    }
  }
  return out;
}

/** The declaration whose members are all of `type`'s properties (see above), or undefined. */
function declaringContainer(
  context: Ts7Context,
  type: Sync.Type,
  exactNode: Ast.TypeNode | undefined,
): Ast.Node | undefined {
  const { ast } = context.m;
  const { ObjectFlags, TypeFlags } = context.m.sync;
  if ((type.flags & TypeFlags.Object) === 0) return undefined;
  const { objectFlags } = type as Sync.ObjectType;
  // The type a type literal denotes, where it is written (not an instantiation of it: `exactNode` denotes it).
  if (exactNode !== undefined && (objectFlags & ObjectFlags.Anonymous) !== 0) {
    const bare = skipParens(context, exactNode);
    return ast.isTypeLiteralNode(bare) ? bare : undefined;
  }
  // A non-generic interface's own type. An interface that mentions `this` is generic in its `this` type (a
  // reference to itself, instantiated): left to the checker.
  if ((objectFlags & ObjectFlags.Interface) === 0 || (objectFlags & ObjectFlags.Reference) !== 0) {
    return undefined;
  }
  const declarations = type.getSymbol()?.declarations ?? [];
  // Only the user's files: a package's declaration file can be large, and fetching its syntax costs more
  // than the one question it would save.
  if (declarations.length !== 1 || isDeclarationPath(declarations[0]?.path ?? "")) return undefined;
  const declaration = context.resolve(declarations[0]);
  return declaration !== undefined && ast.isInterfaceDeclaration(declaration) ? declaration : undefined;
}

/**
 * The properties of `type` read from its declaration, or undefined when the checker has to be asked.
 * `exactNode` is a type node known to denote exactly `type`.
 */
export function declaredProperties(
  context: Ts7Context,
  type: Sync.Type,
  exactNode?: Ast.TypeNode,
): DeclaredProperty[] | undefined {
  const container = declaringContainer(context, type, exactNode);
  if (container === undefined || container.getSourceFile().isDeclarationFile) return undefined;
  const members = propertyMembers(context, container);
  if (members === undefined) return undefined;
  const symbols = context.symbolsAt(members.map((m) => (m as Ast.PropertySignatureDeclaration).name));
  const out: DeclaredProperty[] = [];
  const seen = new Set<number>();
  for (const [i, symbol] of symbols.entries()) {
    const declaration = members[i];
    if (symbol === undefined || declaration === undefined) return undefined;
    // Overloads of a method are one property, declared by its first signature.
    if (seen.has(symbol.id)) continue;
    seen.add(symbol.id);
    out.push({ symbol, declaration });
  }
  return out;
}

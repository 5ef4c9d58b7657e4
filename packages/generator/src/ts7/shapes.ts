import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { Ts7Context } from "./context.js";
import { skipParens } from "./syntax.js";

/*
 * Questions about an object type that its declarations answer without a round trip to the compiler. Each
 * is asked of every object type the converter meets (is it a tuple, an array, callable, indexed), and asked
 * of the checker each would cost a round trip; the answers below are the checker's own rules, read from
 * the declarations, and anything they do not cover is asked of the checker.
 */

/** What the declarations of an interface, class or type literal say. */
interface DeclaredShape {
  /** Declares call or construct signatures. */
  readonly callable: boolean;
  /** Declares index signatures. */
  readonly indexed: boolean;
}

function objectFlagsOf(context: Ts7Context, type: Sync.Type): number {
  return (type.flags & context.m.sync.TypeFlags.Object) === 0 ? 0 : (type as Sync.ObjectType).objectFlags;
}

/** The type that a reference instantiates (`Array<string>`: Array), or undefined for other types. */
function referenceTarget(context: Ts7Context, type: Sync.Type): Sync.Type | undefined {
  const { ObjectFlags } = context.m.sync;
  return (objectFlagsOf(context, type) & ObjectFlags.Reference) === 0 ? undefined : context.targetOf(type);
}

/** `checker.isTupleType`: a reference to a tuple target. */
export function isTupleType(context: Ts7Context, type: Sync.Type): boolean {
  const target = referenceTarget(context, type);
  return target !== undefined && (objectFlagsOf(context, target) & context.m.sync.ObjectFlags.Tuple) !== 0;
}

/** `checker.isArrayType`: a reference to the global Array or ReadonlyArray (TypeScript's library's). */
export function isArrayType(context: Ts7Context, type: Sync.Type): boolean {
  const target = referenceTarget(context, type);
  if (target === undefined) return false;
  return context.isArrayTarget(target, () => {
    const symbol = target.getSymbol();
    if (symbol === undefined || (symbol.name !== "Array" && symbol.name !== "ReadonlyArray")) return false;
    return symbol.declarations.some((d) => context.isDefaultLibraryPath(d.path));
  });
}

function declaredMembers(context: Ts7Context, node: Ast.Node): readonly Ast.Node[] | undefined {
  const { ast } = context.m;
  if (ast.isInterfaceDeclaration(node) || ast.isClassDeclaration(node)) {
    // What a base adds is not in the declaration: the checker is asked.
    return (node.heritageClauses?.length ?? 0) > 0 ? undefined : node.members;
  }
  return ast.isTypeLiteralNode(node) ? node.members : undefined;
}

function shapeOf(context: Ts7Context, members: readonly Ast.Node[]): DeclaredShape {
  const { SyntaxKind } = context.m.ast;
  let callable = false;
  let indexed = false;
  for (const member of members) {
    if (member.kind === SyntaxKind.CallSignature || member.kind === SyntaxKind.ConstructSignature) {
      callable = true;
    } else if (member.kind === SyntaxKind.IndexSignature) {
      indexed = true;
    }
  }
  return { callable, indexed };
}

/**
 * The shape the declarations of an interface, class (instance side) or type literal give, when they are all
 * it has (no `extends`); undefined otherwise. `exactNode`, a node known to denote `type`, answers for a type
 * literal without asking for its symbol.
 */
export function declaredShape(
  context: Ts7Context,
  type: Sync.Type,
  exactNode?: Ast.TypeNode,
): DeclaredShape | undefined {
  const { ObjectFlags } = context.m.sync;
  const flags = objectFlagsOf(context, type);
  if (exactNode !== undefined && (flags & ObjectFlags.Anonymous) !== 0) {
    const bare = skipParens(context, exactNode);
    if (context.m.ast.isTypeLiteralNode(bare)) return shapeOf(context, bare.members);
  }
  let declared: Sync.Type | undefined;
  if ((flags & ObjectFlags.ClassOrInterface) !== 0) {
    declared = type;
  } else if ((flags & ObjectFlags.Reference) !== 0) {
    const target = context.targetOf(type);
    if (target !== undefined && (objectFlagsOf(context, target) & ObjectFlags.ClassOrInterface) !== 0) {
      declared = target;
    }
  } else if ((flags & ObjectFlags.Anonymous) !== 0) {
    declared = type;
  }
  if (declared === undefined) return undefined;
  const symbol = declared.getSymbol();
  if (symbol === undefined || symbol.declarations.length === 0) return undefined;
  const members: Ast.Node[] = [];
  for (const handle of symbol.declarations) {
    const node = context.resolve(handle);
    const list = node === undefined ? undefined : declaredMembers(context, node);
    if (list === undefined) return undefined;
    members.push(...list);
  }
  return shapeOf(context, members);
}

/**
 * The generic class or interface a reference instantiates (`Port[]`: Array), when it is another type: an
 * instantiation has its target's signatures, instantiated, so whether it is callable is asked once per
 * target (Array's declarations include `declare var Array`, which leaves it to the checker).
 */
export function instantiatedTarget(context: Ts7Context, type: Sync.Type): Sync.Type | undefined {
  const { ObjectFlags } = context.m.sync;
  const target = referenceTarget(context, type);
  if (target === undefined || target.id === type.id) return undefined;
  return (objectFlagsOf(context, target) & ObjectFlags.ClassOrInterface) !== 0 ? target : undefined;
}

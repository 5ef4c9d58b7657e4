import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { TsType } from "../ts/model.js";
import type { Ts7Context } from "./context.js";

/*
 * TypeScript 7 lists the members an interface inherits in the order their symbols were made, where
 * TypeScript 5 and 6 list them base by base, each base in its own order: `interface W extends B, D` with
 * `interface D extends C { d1 }` gives W's own members, B's, then d1, c1, c2 in TypeScript 5 and c1, c2, d1 in
 * TypeScript 7. A CRD's properties follow that order, so the adapter puts them back in the order TypeScript
 * 5 gives: own members in declaration order, then each base (as written in `extends`), recursively; an
 * intersection is its members' orders one after another.
 */

function memberName(node: Ast.Node): string | undefined {
  const name = (node as { name?: Ast.Node }).name as { text?: unknown } | undefined;
  return typeof name?.text === "string" ? name.text : undefined;
}

/** The instance members an interface or class declares, in source order (parameter properties included). */
function declaredMembers(context: Ts7Context, declaration: Ast.Node): string[] {
  const { ast } = context.m;
  if (!ast.isInterfaceDeclaration(declaration) && !ast.isClassDeclaration(declaration)) return [];
  const out: string[] = [];
  for (const member of declaration.members) {
    const flags = (member as Partial<Ast.ModifiersBase>).modifierFlags ?? 0;
    if ((flags & ast.ModifierFlags.Static) !== 0) continue;
    if (ast.isConstructorDeclaration(member)) {
      for (const parameter of member.parameters) {
        if ((parameter.modifierFlags & ast.ModifierFlags.ParameterPropertyModifier) === 0) continue;
        const name = memberName(parameter);
        if (name !== undefined) out.push(name);
      }
      continue;
    }
    const name = memberName(member);
    if (name !== undefined) out.push(name);
  }
  return out;
}

/** The class or interface a type is (itself, or the generic it instantiates), when it is one. */
function classOrInterface(context: Ts7Context, type: Sync.Type): Sync.Type | undefined {
  const { ObjectFlags, TypeFlags } = context.m.sync;
  if ((type.flags & TypeFlags.Object) === 0) return undefined;
  const { objectFlags } = type as Sync.ObjectType;
  if ((objectFlags & ObjectFlags.ClassOrInterface) !== 0) return type;
  if ((objectFlags & ObjectFlags.Reference) === 0) return undefined;
  const target = context.targetOf(type);
  return target !== undefined && (target as Sync.ObjectType).objectFlags & ObjectFlags.ClassOrInterface
    ? target
    : undefined;
}

function declarationNodes(context: Ts7Context, declared: Sync.Type): Ast.Node[] {
  return (declared.getSymbol()?.declarations ?? []).flatMap((handle) => {
    const node = context.resolve(handle);
    return node === undefined ? [] : [node];
  });
}

function hasHeritage(declaration: Ast.Node): boolean {
  return ((declaration as { heritageClauses?: readonly unknown[] }).heritageClauses?.length ?? 0) > 0;
}

/**
 * The types a class or interface (or the generic a reference instantiates) extends, in the order written; the
 * syntax answers for a declaration without `extends`, with no question to the checker. One written as a
 * non-generic alias (`extends B` where `type B = A`) is viewed through it, so that the alias is among its
 * names as where a field is written with it.
 */
export function extendedViews(context: Ts7Context, type: Sync.Type): TsType[] {
  const declared = classOrInterface(context, type);
  if (declared === undefined) return [];
  const declarations = declarationNodes(context, declared);
  if (!declarations.some(hasHeritage)) return [];
  const bases = context.baseTypes(declared);
  if (bases.length === 0) return [];
  const elements = declarations.flatMap((d) => extendsElements(context, d));
  const types = context.typesOfNodes(elements);
  const used = new Set<number>();
  return bases.map((base) => {
    const index = elements.findIndex((_, i) => !used.has(i) && types[i]?.id === base.id);
    if (index === -1) return context.view(base);
    used.add(index);
    const alias = aliasNamedBy(context, (elements[index] as Ast.ExpressionWithTypeArguments).expression);
    const named = alias === undefined ? undefined : context.namedDeclaration(alias);
    return alias === undefined || named === undefined
      ? context.view(base)
      : context.view(base, alias.type, named);
  });
}

/** The elements of a class's or interface's `extends` clauses (not `implements`). */
function extendsElements(context: Ts7Context, declaration: Ast.Node): Ast.ExpressionWithTypeArguments[] {
  const { ast } = context.m;
  if (!ast.isInterfaceDeclaration(declaration) && !ast.isClassDeclaration(declaration)) return [];
  return (declaration.heritageClauses ?? [])
    .filter((c) => c.token === ast.SyntaxKind.ExtendsKeyword)
    .flatMap((c) => [...c.types]);
}

// The non-generic type alias an `extends` element names, through imports.
function aliasNamedBy(context: Ts7Context, expression: Ast.Node): Ast.TypeAliasDeclaration | undefined {
  const { ast } = context.m;
  let symbol = context.symbolAt(expression);
  if (symbol !== undefined && (symbol.flags & context.m.sync.SymbolFlags.Alias) !== 0) {
    symbol = context.aliasedSymbol(symbol);
  }
  const declaration = context.resolve(symbol?.declarations[0]);
  return declaration !== undefined &&
    ast.isTypeAliasDeclaration(declaration) &&
    (declaration.typeParameters?.length ?? 0) === 0
    ? declaration
    : undefined;
}

/** The library's mapped types that keep each property of their argument, in its order. */
const homomorphic: ReadonlySet<string> = new Set(["Partial", "Readonly", "Required"]);

// `Partial<T>`, `Readonly<T>`, `Required<T>`: TypeScript 5 lists T's properties in T's order.
function wrappedWhole(context: Ts7Context, type: Sync.Type): Sync.Type | undefined {
  const { ObjectFlags, TypeFlags } = context.m.sync;
  if (
    (type.flags & TypeFlags.Object) === 0 ||
    ((type as Sync.ObjectType).objectFlags & ObjectFlags.Mapped) === 0
  ) {
    return undefined;
  }
  const alias = context.aliasDeclaration(type);
  if (alias === undefined || !alias.identity.isLib || !homomorphic.has(alias.identity.name)) return undefined;
  return type.getAliasTypeArguments()[0];
}

/**
 * The property names of a type in TypeScript 5's order, as far as interfaces, classes and intersections
 * decide it; undefined for other types (whose order TypeScript 7 gives as TypeScript 5 does).
 */
function ts5PropertyOrder(
  context: Ts7Context,
  type: Sync.Type,
  visiting = new Set<number>(),
): string[] | undefined {
  const { TypeFlags } = context.m.sync;
  if (visiting.has(type.id)) return [];
  visiting.add(type.id);
  try {
    if ((type.flags & TypeFlags.Intersection) !== 0) {
      const members = context.membersOf(type);
      const parts = members.map((t) => ts5PropertyOrder(context, t, visiting));
      if (parts.every((p) => p === undefined)) return undefined;
      return parts.flatMap(
        (p, i) => p ?? (members[i] === undefined ? [] : context.propertyNames(members[i])),
      );
    }
    const whole = wrappedWhole(context, type);
    if (whole !== undefined) {
      return ts5PropertyOrder(context, whole, visiting) ?? context.propertyNames(whole);
    }
    const declared = classOrInterface(context, type);
    if (declared === undefined) return undefined;
    const declarations = declarationNodes(context, declared);
    // Without `extends` both compilers list the declared members in declaration order.
    if (!declarations.some(hasHeritage)) return undefined;
    const own = declarations.flatMap((node) => declaredMembers(context, node));
    const inherited = context
      .baseTypes(declared)
      .flatMap((base) => ts5PropertyOrder(context, base, visiting) ?? context.propertyNames(base));
    return [...own, ...inherited];
  } finally {
    visiting.delete(type.id);
  }
}

/** The properties in TypeScript 5's order where it differs from TypeScript 7's; stable otherwise. */
export function inTs5Order<T extends { readonly name: string }>(
  context: Ts7Context,
  type: Sync.Type,
  properties: readonly T[],
): T[] {
  const order = ts5PropertyOrder(context, type);
  if (order === undefined) return [...properties];
  const rank = new Map<string, number>();
  order.forEach((name, i) => {
    if (!rank.has(name)) rank.set(name, i);
  });
  const of = (p: T): number => rank.get(p.name) ?? Number.MAX_SAFE_INTEGER;
  return properties
    .map((p, i) => ({ p, i }))
    .sort((a, b) => of(a.p) - of(b.p) || a.i - b.i)
    .map(({ p }) => p);
}

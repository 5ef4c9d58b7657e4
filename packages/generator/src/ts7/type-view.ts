import type { SourceSpan } from "@crdgen/core";
import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { NamedDeclaration, TsProperty, TsType, TypeKind } from "../ts/model.js";
import type { Ts7Context } from "./context.js";
import type { ViewKey } from "./view-keys.js";
import { extendedViews } from "./order.js";
import { propertiesOf } from "./properties.js";
import { isArrayType, isTupleType } from "./shapes.js";
import { spanOf } from "./spans.js";
import type { KindTable } from "../ts/type-kinds.js";
import { kindOfFlags } from "../ts/type-kinds.js";
import {
  arrayElementNode,
  isUnion,
  nodeMatches,
  recordKeyNodes,
  recordValueNode,
  referencedDeclaration,
  skipParens,
  typeArgumentNodes,
  unionMemberNodes,
} from "./syntax.js";

type Flags = typeof Sync.TypeFlags;

function kindOf(kinds: KindTable, type: Sync.Type): TypeKind {
  if (type.isErrorType()) return "unresolved";
  return kindOfFlags(kinds, type.flags);
}

/**
 * Whether a union written with this member keeps it as written: string and number literals (not an enum's)
 * and object types. A union type node's type is the union of its members' types with literal reduction
 * only, which drops a literal beside its primitive (`"a" | string`), merges `true | false`, absorbs
 * everything into `any` or `unknown` and, without strictNullChecks, drops null and undefined: none of them
 * touches these, so the union's members are the written ones and the checker need not be asked for them.
 */
function keptAsWritten(F: Flags, type: Sync.Type): boolean {
  if ((type.flags & F.EnumLiteral) !== 0) return false;
  return (type.flags & (F.StringLiteral | F.NumberLiteral | F.Object)) !== 0;
}

/** A checker type of TypeScript 7, with the node it was written as when the node is known to denote it. */
export class Ts7TypeView implements TsType {
  readonly kind: TypeKind;
  readonly id: number;
  readonly fromEnum: boolean;
  /** The node denotes exactly this type, not this type without the `| undefined` of an optional property. */
  private readonly exact: boolean;
  // Each answer depends on the type, the node and the outer declaration alone, and converters ask the same
  // view again and again (a property's `T | undefined` has its members listed by the union converter, then by
  // the field-marker check; every object is asked for both index signatures and whether it is an array), so
  // each is worked out once per view, as the ts-morph adapter's views do. Views live as long as their snapshot's
  // context; an answer kept here holds views of the same context.
  private cachedNames: readonly NamedDeclaration[] | undefined;
  private cachedProperties: readonly TsProperty[] | undefined;
  private cachedBases: readonly TsType[] | undefined;
  private cachedMembers: readonly TsType[] | undefined;
  private cachedElement: { readonly type: TsType | undefined } | undefined;
  private cachedStringIndex: { readonly type: TsType | undefined } | undefined;
  private cachedNumberIndex: { readonly type: TsType | undefined } | undefined;

  constructor(
    private readonly context: Ts7Context,
    private readonly type: Sync.Type,
    private readonly node: Ast.TypeNode | undefined,
    private readonly outer: NamedDeclaration | undefined,
    /** Its key among its type's views (context.ts, view). */
    readonly key: ViewKey,
  ) {
    const F = context.m.sync.TypeFlags;
    this.kind = kindOf(context.m.typeKinds, type);
    this.id = context.idOf(type);
    this.fromEnum = (type.flags & F.EnumLiteral) !== 0;
    this.exact = node !== undefined && context.typeOfNode(node).id === type.id;
  }

  get text(): string {
    return this.context.typeText(this.type);
  }

  get literal(): string | number | boolean | undefined {
    const F = this.context.m.sync.TypeFlags;
    if ((this.type.flags & (F.StringLiteral | F.NumberLiteral | F.BooleanLiteral)) === 0) return undefined;
    const { value } = this.type as Sync.LiteralType;
    return typeof value === "bigint" ? undefined : value;
  }

  get span(): SourceSpan | undefined {
    if (this.node !== undefined) return spanOf(this.node, this.context);
    return this.names()[0]?.span;
  }

  get isTuple(): boolean {
    return isTupleType(this.context, this.type);
  }

  get isCallable(): boolean {
    return this.context.isCallable(this.type, this.exactNode());
  }

  /** The node, when it denotes exactly this type. */
  private exactNode(): Ast.TypeNode | undefined {
    return this.exact ? this.node : undefined;
  }

  /** Written as a type literal: an anonymous type, whose symbol (`__type`) names no declaration. */
  private isTypeLiteral(): boolean {
    const node = this.exactNode();
    return node !== undefined && this.context.m.ast.isTypeLiteralNode(skipParens(this.context, node));
  }

  names(): readonly NamedDeclaration[] {
    this.cachedNames ??= this.collectNames();
    return this.cachedNames;
  }

  nameArguments(): readonly TsType[] {
    const { context } = this;
    if (this.node !== undefined && this.exact) {
      const written = typeArgumentNodes(context, this.node);
      if (written.length > 0) {
        const types = context.typesOfNodes(written);
        return written.map((n, i) => context.view(types[i] ?? context.anyType(), n));
      }
    }
    return this.type.getAliasTypeArguments().map((t) => context.view(t));
  }

  members(): readonly TsType[] {
    this.cachedMembers ??= this.readMembers();
    return this.cachedMembers;
  }

  private readMembers(): readonly TsType[] {
    const F = this.context.m.sync.TypeFlags;
    if ((this.type.flags & F.Intersection) !== 0) {
      return this.context.membersOf(this.type).map((t) => this.context.view(t));
    }
    if (!isUnion(this.context, this.type)) return [];
    return this.membersFromSyntax() ?? this.membersFromChecker();
  }

  arrayElement(): TsType | undefined {
    this.cachedElement ??= { type: this.readArrayElement() };
    return this.cachedElement.type;
  }

  private readArrayElement(): TsType | undefined {
    const { context } = this;
    if (!isArrayType(context, this.type)) return undefined;
    const node = this.node === undefined ? undefined : arrayElementNode(context, this.node);
    // `T[]`, `Array<T>` written as this very type: its type argument is what the element node denotes
    // (asked with the rest of the statement's nodes), no round trip for the reference's arguments.
    const element =
      this.exact && node !== undefined ? context.typeOfNode(node) : context.typeArguments(this.type)[0];
    if (element === undefined) return undefined;
    return context.view(element, this.trusted(node, element));
  }

  properties(): readonly TsProperty[] {
    this.cachedProperties ??=
      this.kind === "object" || this.kind === "intersection"
        ? this.inWrittenKeyOrder(propertiesOf(this.context, this.type, this.exactNode()))
        : [];
    return this.cachedProperties;
  }

  /**
   * TypeScript 7 orders a union of literals by value where TypeScript 5 and 6 keep the order the literals
   * were first seen in, which is, nearly always, the order they are written: `Record<"small" | "large", V>`
   * has `small` first in both only when the keys are put in the order written. The properties a mapped
   * type makes from literal keys have no declaration; they are ordered by the written keys.
   */
  private inWrittenKeyOrder(properties: readonly TsProperty[]): readonly TsProperty[] {
    if (this.node === undefined || !this.exact) return properties;
    const keys = recordKeyNodes(this.context, this.node);
    if (keys === undefined || properties.some((p) => p.span !== undefined)) return properties;
    const order = new Map<string, number>();
    this.context.typesOfNodes(keys).forEach((t, i) => {
      const value = (t as Partial<Sync.LiteralType>).value;
      if (typeof value === "string" || typeof value === "number") {
        if (!order.has(String(value))) order.set(String(value), i);
      }
    });
    const rank = (p: TsProperty): number => order.get(p.name) ?? Number.MAX_SAFE_INTEGER;
    return properties
      .map((p, i) => ({ p, i }))
      .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
      .map(({ p }) => p);
  }

  bases(): readonly TsType[] {
    if (this.kind !== "object") return [];
    this.cachedBases ??= extendedViews(this.context, this.type);
    return this.cachedBases;
  }

  stringIndex(): TsType | undefined {
    this.cachedStringIndex ??= { type: this.index(this.context.m.sync.TypeFlags.String) };
    return this.cachedStringIndex.type;
  }

  numberIndex(): TsType | undefined {
    this.cachedNumberIndex ??= { type: this.index(this.context.m.sync.TypeFlags.Number) };
    return this.cachedNumberIndex.type;
  }

  private index(keyFlag: number): TsType | undefined {
    const { context } = this;
    if (this.kind !== "object" && this.kind !== "intersection") return undefined;
    const info = context
      .indexInfos(this.type, this.exactNode())
      .find((i) => (i.keyType.flags & keyFlag) !== 0);
    if (info === undefined) return undefined;
    const declaration = context.resolve(info.declaration);
    const declared =
      declaration !== undefined && context.m.ast.isIndexSignatureDeclaration(declaration)
        ? declaration.type
        : undefined;
    const written = declared ?? (this.node === undefined ? undefined : recordValueNode(context, this.node));
    return context.view(info.valueType, this.trusted(written, info.valueType));
  }

  private trusted(node: Ast.TypeNode | undefined, type: Sync.Type): Ast.TypeNode | undefined {
    return node !== undefined && nodeMatches(this.context, node, type) ? node : undefined;
  }

  private membersFromSyntax(): TsType[] | undefined {
    const { context } = this;
    const F = context.m.sync.TypeFlags;
    if (this.node === undefined) return undefined;
    if (!this.exact) {
      // an optional property written `x?: T`: the members are T as written, and undefined
      const written = context.typeOfNode(this.node);
      const rest = context.undefinedMembers(this.type, written);
      return [context.view(written, this.node), ...rest.map((t) => context.view(t))];
    }
    const nodes = unionMemberNodes(context, this.node);
    if (nodes === undefined) return undefined;
    const nodeTypes = context.typesOfNodes(nodes);
    const written = nodes.map((n, i) => ({ node: n, type: nodeTypes[i] ?? context.anyType() }));
    // Views are made only once the syntax is known to answer: making one numbers its type (idOf).
    const writtenViews = (): TsType[] => {
      const seen = new Set<number>();
      const out: TsType[] = [];
      for (const w of written) {
        if (seen.has(w.type.id)) continue;
        seen.add(w.type.id);
        out.push(context.view(w.type, w.node));
      }
      return out;
    };
    if (written.every((w) => keptAsWritten(F, w.type))) return writtenViews();
    const unionTypes = context.membersOf(this.type);
    const covered = new Map<number, Sync.Type>();
    for (const w of written) {
      for (const t of isUnion(context, w.type) ? context.membersOf(w.type) : [w.type]) covered.set(t.id, t);
    }
    const unionIds = new Set(unionTypes.map((t) => t.id));
    const missing = unionTypes.filter((t) => !covered.has(t.id));
    if (missing.some((t) => (t.flags & F.Undefined) === 0)) return undefined;
    if ([...covered.keys()].some((id) => !unionIds.has(id))) return undefined;
    return [...writtenViews(), ...missing.map((t) => context.view(t))];
  }

  // Without syntax, `true | false` is shown as one `boolean`, where the first of them stood.
  private membersFromChecker(): TsType[] {
    const { context } = this;
    const F = context.m.sync.TypeFlags;
    const unionTypes = context.membersOf(this.type);
    const bools = unionTypes.filter((t) => (t.flags & F.BooleanLiteral) !== 0);
    const merge = bools.length === 2 && !this.fromEnum;
    const out: TsType[] = [];
    for (const member of unionTypes) {
      if (merge && bools.some((b) => b.id === member.id)) {
        if (member.id === bools[0]?.id) out.push(context.view(context.booleanType()));
        continue;
      }
      out.push(context.view(member));
    }
    return out;
  }

  private collectNames(): NamedDeclaration[] {
    const { context } = this;
    const F = context.m.sync.TypeFlags;
    // No closure, Set or iterator per call: a view's names are collected once for each of its 68,000 views at
    // 800 kinds, mostly one or two.
    const out: NamedDeclaration[] = [];
    addName(out, this.outer);
    const written = this.writtenDeclarations();
    for (let i = 0; i < written.length; i++) addName(out, context.namedDeclaration(written[i] as Ast.Node));
    addName(out, context.aliasDeclaration(this.type));
    const named = F.Object | F.Union | F.EnumLiteral;
    if ((this.type.flags & named) === 0 || this.isTypeLiteral()) return out;
    addName(out, context.symbolDeclaration(this.type));
    return out;
  }

  // The chain of references the node goes through: `A` where `type A = B` and `interface B`: A, B.
  private writtenDeclarations(): Ast.Node[] {
    const { context } = this;
    const { ast } = context.m;
    const out: Ast.Node[] = [];
    let node = this.node === undefined || !this.exact ? undefined : skipParens(context, this.node);
    while (node !== undefined && ast.isTypeReferenceNode(node)) {
      const declaration = referencedDeclaration(context, node);
      // A chain is short (one or two aliases): the declarations met are the ones listed.
      if (declaration === undefined || out.includes(declaration)) break;
      out.push(declaration);
      const next = ast.isTypeAliasDeclaration(declaration) && (declaration.typeParameters?.length ?? 0) === 0;
      node = next ? skipParens(context, declaration.type) : undefined;
    }
    return out;
  }
}

/** Adds a declaration to a view's names unless it is missing or there already (by its key). */
function addName(out: NamedDeclaration[], declaration: NamedDeclaration | undefined): void {
  if (declaration === undefined) return;
  for (let i = 0; i < out.length; i++) if ((out[i] as NamedDeclaration).key === declaration.key) return;
  out.push(declaration);
}

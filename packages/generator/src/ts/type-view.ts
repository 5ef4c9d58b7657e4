import type { SourceSpan } from "@crdgen/core";
import { ts } from "@ts-morph/common";
import type { ProgramContext, TypeEntry } from "./context.js";
import type { NamedDeclaration, TsProperty, TsType, TypeKind } from "./model.js";
import { propertiesOf } from "./properties.js";
import { kindOfFlags, kindTable } from "./type-kinds.js";
import {
  arrayElementNode,
  nodeMatches,
  recordValueNode,
  skipParens,
  typeArgumentNodes,
  unionMemberNodes,
} from "./syntax.js";

const F = ts.TypeFlags;

/** The checker's error type: `any` standing for a type it could not resolve, with an error of its own. */
function isErrorType(type: ts.Type): boolean {
  return (type as { intrinsicName?: string }).intrinsicName === "error";
}

/** The properties of what is not an object or intersection type: none, one list for all such views. */
const noProperties: readonly TsProperty[] = Object.freeze([]);

/**
 * The type whose signatures count for `type`'s: a generic instantiation (`Array<Port>`, `Fn<string>`) has
 * its generic type's signatures, instantiated one for one (the checker resolves an instantiation's members
 * from the generic declaration's and its bases'), so the generic type answers for all its instantiations
 * without the checker instantiating every member of each (an `Array<T>` has dozens).
 */
function signatureSource(type: ts.Type): ts.Type {
  if ((type.flags & F.Object) === 0) return type;
  const { objectFlags } = type as ts.ObjectType;
  return (objectFlags & ts.ObjectFlags.Reference) === 0 ? type : (type as ts.TypeReference).target;
}

/** The bases of what has none: one list for all such views. */
const noBases: readonly TsType[] = Object.freeze([]);

function hasSignatures(type: ts.Type): boolean {
  return type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0;
}

// ts-morph's compiler is this module's import: its kinds are a constant of the module, made at import.
const kinds = kindTable(ts.TypeFlags);

function kindOf(type: ts.Type): TypeKind {
  if (isErrorType(type)) return "unresolved";
  return kindOfFlags(kinds, type.flags);
}

/** A checker type, with the node it was written as when the node is known to denote it. */
export class TypeView implements TsType {
  readonly kind: TypeKind;
  readonly id: number;
  readonly fromEnum: boolean;
  /** The node denotes exactly this type, not this type without the `| undefined` of an optional property. */
  private readonly exact: boolean;
  // Each answer depends on the type and the node alone, and converters ask the same view again and again (a
  // property's `T | undefined` has its members listed by the union converter, then by the test for `?`…),
  // so each is worked out once per view; views live as long as their program's context. What depends on the
  // type alone is kept in the type's entry, shared by all its views.
  private cachedNames: readonly NamedDeclaration[] | undefined;
  private cachedMembers: readonly TsType[] | undefined;
  private cachedElement: { readonly type: TsType | undefined } | undefined;
  private cachedSpan: SourceSpan | undefined;
  private cachedStringIndex: { readonly type: TsType | undefined } | undefined;
  private cachedNumberIndex: { readonly type: TsType | undefined } | undefined;

  constructor(
    private readonly context: ProgramContext,
    private readonly entry: TypeEntry,
    private readonly type: ts.Type,
    private readonly node: ts.TypeNode | undefined,
    private readonly outer: NamedDeclaration | undefined,
  ) {
    this.kind = kindOf(type);
    this.id = entry.id;
    this.fromEnum = (type.flags & F.EnumLiteral) !== 0;
    this.exact = node !== undefined && context.typeOfNode(node) === type;
  }

  get text(): string {
    return this.context.checker.typeToString(this.type, undefined, ts.TypeFormatFlags.NoTruncation);
  }

  get literal(): string | number | boolean | undefined {
    if (this.type.isStringLiteral() || this.type.isNumberLiteral()) return this.type.value;
    if (this.kind === "booleanLiteral") return this.type === this.context.checker.getTrueType();
    return undefined;
  }

  get span(): SourceSpan | undefined {
    if (this.node !== undefined) {
      this.cachedSpan ??= this.context.spanOf(this.node);
      return this.cachedSpan;
    }
    return this.names()[0]?.span;
  }

  get isTuple(): boolean {
    return this.context.checker.isTupleType(this.type);
  }

  get isCallable(): boolean {
    this.entry.callable ??= hasSignatures(signatureSource(this.type));
    return this.entry.callable;
  }

  names(): readonly NamedDeclaration[] {
    this.cachedNames ??= this.collectNames();
    return this.cachedNames;
  }

  nameArguments(): readonly TsType[] {
    if (this.node !== undefined && this.exact) {
      const written = typeArgumentNodes(this.node);
      if (written.length > 0) return written.map((n) => this.context.view(this.context.typeOfNode(n), n));
    }
    return (this.type.aliasTypeArguments ?? []).map((t) => this.context.view(t));
  }

  members(): readonly TsType[] {
    this.cachedMembers ??= this.readMembers();
    return this.cachedMembers;
  }

  private readMembers(): readonly TsType[] {
    if (this.type.isIntersection()) return this.type.types.map((t) => this.context.view(t));
    if (!this.type.isUnion()) return [];
    return this.membersFromSyntax(this.type) ?? this.membersFromChecker(this.type);
  }

  arrayElement(): TsType | undefined {
    this.cachedElement ??= { type: this.readArrayElement() };
    return this.cachedElement.type;
  }

  private readArrayElement(): TsType | undefined {
    const { checker, program } = this.context;
    if (!checker.isArrayType(this.type)) return undefined;
    const element = checker.getTypeArguments(this.type as ts.TypeReference)[0];
    if (element === undefined) return undefined;
    const node = this.node === undefined ? undefined : arrayElementNode(program, this.context, this.node);
    return this.context.view(element, this.trusted(node, element));
  }

  properties(): readonly TsProperty[] {
    if (this.kind !== "object" && this.kind !== "intersection") return noProperties;
    this.entry.properties ??= propertiesOf(this.context, this.type);
    return this.entry.properties;
  }

  bases(): readonly TsType[] {
    if (this.kind !== "object") return noBases;
    this.entry.bases ??= this.context.baseViews(this.type);
    return this.entry.bases;
  }

  stringIndex(): TsType | undefined {
    this.cachedStringIndex ??= { type: this.index(F.String) };
    return this.cachedStringIndex.type;
  }

  numberIndex(): TsType | undefined {
    this.cachedNumberIndex ??= { type: this.index(F.Number) };
    return this.cachedNumberIndex.type;
  }

  private index(keyFlag: number): TsType | undefined {
    const { checker, program } = this.context;
    if (this.kind !== "object" && this.kind !== "intersection") return undefined;
    const info = checker.getIndexInfosOfType(this.type).find((i) => (i.keyType.flags & keyFlag) !== 0);
    if (info === undefined) return undefined;
    const written =
      info.declaration?.type ??
      (this.node === undefined ? undefined : recordValueNode(program, this.context, this.node));
    return this.context.view(info.type, this.trusted(written, info.type));
  }

  private trusted(node: ts.TypeNode | undefined, type: ts.Type): ts.TypeNode | undefined {
    return node !== undefined && nodeMatches(this.context, node, type) ? node : undefined;
  }

  private membersFromSyntax(union: ts.UnionType): TsType[] | undefined {
    if (this.node === undefined) return undefined;
    if (!this.exact) {
      // an optional property written `x?: T`: the members are T as written, and undefined
      const written = this.context.typeOfNode(this.node);
      const rest = union.types.filter((t) => (t.flags & F.Undefined) !== 0);
      return [this.context.view(written, this.node), ...rest.map((t) => this.context.view(t))];
    }
    const nodes = unionMemberNodes(this.context, this.node);
    if (nodes === undefined) return undefined;
    const written = nodes.map((n) => ({ node: n, type: this.context.typeOfNode(n) }));
    const covered = new Set(written.flatMap((w) => (w.type.isUnion() ? w.type.types : [w.type])));
    const missing = union.types.filter((t) => !covered.has(t));
    if (missing.some((t) => (t.flags & F.Undefined) === 0)) return undefined;
    if ([...covered].some((t) => !union.types.includes(t))) return undefined;
    const seen = new Set<ts.Type>();
    const out: TsType[] = [];
    for (const w of written) {
      if (seen.has(w.type)) continue;
      seen.add(w.type);
      out.push(this.context.view(w.type, w.node));
    }
    return [...out, ...missing.map((t) => this.context.view(t))];
  }

  // Without syntax, `true | false` is shown as one `boolean`, where the first of them stood.
  private membersFromChecker(union: ts.UnionType): TsType[] {
    const { checker } = this.context;
    const bools = union.types.filter((t) => (t.flags & F.BooleanLiteral) !== 0);
    const merge = bools.length === 2 && !this.fromEnum;
    const out: TsType[] = [];
    for (const member of union.types) {
      if (merge && bools.includes(member)) {
        if (member === bools[0]) out.push(this.context.view(checker.getBooleanType()));
        continue;
      }
      out.push(this.context.view(member));
    }
    return out;
  }

  private collectNames(): NamedDeclaration[] {
    const out: NamedDeclaration[] = [];
    const add = (d: NamedDeclaration | undefined): void => {
      if (d !== undefined && !out.some((o) => o.key === d.key)) out.push(d);
    };
    add(this.outer);
    for (const declaration of this.writtenDeclarations()) add(this.context.namedDeclaration(declaration));
    const alias = this.type.aliasSymbol?.declarations?.[0];
    if (alias !== undefined) add(this.context.namedDeclaration(alias));
    const symbol = this.type.getSymbol();
    const named = F.Object | F.Union | F.EnumLiteral;
    const declaration = symbol?.declarations?.find((d) => this.context.namedDeclaration(d) !== undefined);
    if (
      symbol !== undefined &&
      declaration !== undefined &&
      (this.type.flags & named) !== 0 &&
      (symbol.flags & ts.SymbolFlags.Type) !== 0
    ) {
      add(this.context.namedDeclaration(declaration));
    }
    return out;
  }

  // The chain of references the node goes through: `A` where `type A = B` and `interface B`: A, B.
  private writtenDeclarations(): ts.Declaration[] {
    const out: ts.Declaration[] = [];
    let node = this.node === undefined || !this.exact ? undefined : skipParens(this.node);
    while (node !== undefined && ts.isTypeReferenceNode(node)) {
      const declaration = this.context.referencedDeclaration(node);
      if (declaration === undefined || out.includes(declaration)) break;
      out.push(declaration);
      const next = ts.isTypeAliasDeclaration(declaration) && (declaration.typeParameters?.length ?? 0) === 0;
      node = next ? skipParens(declaration.type) : undefined;
    }
    return out;
  }
}

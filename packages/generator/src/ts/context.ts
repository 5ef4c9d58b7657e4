import type { SourceSpan } from "@crdgen/core";
import { ts } from "@ts-morph/common";
import { declarationComments, noComments } from "./comments.js";
import type { PackageLocator } from "./identity.js";
import type { DeclarationComments, NamedDeclaration, TsProperty, TsType } from "./model.js";
import { DisplayPaths } from "./paths.js";
import { spanOf } from "./spans.js";
import type { NodeTypes, ReferenceLookup } from "./syntax.js";
import { referencedDeclaration } from "./syntax.js";
import { TypeView } from "./type-view.js";

type NamedNode = ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration | ts.EnumDeclaration;

function namedKind(node: NamedNode): NamedDeclaration["kind"] {
  if (ts.isInterfaceDeclaration(node)) return "interface";
  if (ts.isTypeAliasDeclaration(node)) return "typeAlias";
  if (ts.isClassDeclaration(node)) return "class";
  return "enum";
}

/** Whether a declaration declares a named type crdgen can know by name. */
export function isNamedNode(node: ts.Node): node is NamedNode {
  return (
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    (ts.isClassDeclaration(node) && node.name !== undefined) ||
    ts.isEnumDeclaration(node)
  );
}

/** The views of one type: the one asked without a node, and the others by the node they were asked with. */
interface ViewSlot {
  bare: TypeView | undefined;
  byNode: Map<ts.TypeNode, TypeView> | undefined;
}

/**
 * What the context knows of one checker type: its number, its views (those no outer declaration names), and
 * the answers that depend on the type alone, which every view of it shares (a type such as `Condition` has a
 * view in every kind that uses it).
 */
export interface TypeEntry {
  readonly id: number;
  readonly views: ViewSlot;
  /** The properties, whatever view asks: discovery asks a declaration's own view, conversion every use's. */
  properties: readonly TsProperty[] | undefined;
  /** Has call or construct signatures. */
  callable: boolean | undefined;
  /** The types it extends, as views without a node. */
  bases?: readonly TsType[];
}

/** The elements of a class's or interface's `extends` clauses (not `implements`). */
function extendsElements(declaration: ts.Declaration): readonly ts.ExpressionWithTypeArguments[] {
  if (!ts.isInterfaceDeclaration(declaration) && !ts.isClassLike(declaration)) return [];
  return (declaration.heritageClauses ?? [])
    .filter((c) => c.token === ts.SyntaxKind.ExtendsKeyword)
    .flatMap((c) => c.types);
}

/**
 * One program's checker with the caches of the views made from it. A new context is made whenever the
 * program changes, so that no view, and no answer cached here, outlives the checker it came from.
 */
export class ProgramContext implements ReferenceLookup, NodeTypes {
  /**
   * Each type's entry; its views are keyed by the node they were asked with (a node is one place: the
   * program makes one node object per place, so the node itself is the key, and no `file:pos` string is made
   * per node). The views named by an outer declaration are kept apart, by that declaration (one object per
   * declaration node).
   */
  private readonly types = new Map<ts.Type, TypeEntry>();
  private readonly outerViews = new Map<NamedDeclaration, Map<ts.Type, ViewSlot>>();
  private readonly named = new Map<ts.Node, NamedDeclaration>();
  /** The comments above each property declaration, read once however many views list the property. */
  private readonly comments = new Map<ts.Node, DeclarationComments>();
  /**
   * The declaration each type reference names (null: none): the same reference is followed by the views of
   * every type written through it (its own, a union's, an alias chain's, the array and record lookups).
   */
  private readonly references = new Map<ts.TypeReferenceNode, ts.Declaration | null>();
  /**
   * The type each type node denotes: the same node is asked by the property that holds it, by its view, and
   * by the union around it, and each checker call walks up the node's parents (for conditional types).
   */
  private readonly nodeTypes = new Map<ts.TypeNode, ts.Type>();
  /** How the program's files are shown in spans. */
  readonly paths: DisplayPaths;

  constructor(
    readonly program: ts.Program,
    readonly checker: ts.TypeChecker,
    readonly locator: PackageLocator,
    readonly cwd: string,
  ) {
    this.paths = new DisplayPaths(cwd);
  }

  /** The entry of a checker type; numbered in the order types are first met, so numbers are stable. */
  private entryOf(type: ts.Type): TypeEntry {
    let entry = this.types.get(type);
    if (entry === undefined) {
      entry = {
        id: this.types.size + 1,
        views: { bare: undefined, byNode: undefined },
        properties: undefined,
        callable: undefined,
      };
      this.types.set(type, entry);
    }
    return entry;
  }

  /** The view of `type`, written as `node` when known, named `outer` first when it is a declaration's own type. */
  view(type: ts.Type, node?: ts.TypeNode, outer?: NamedDeclaration): TsType {
    // The same node shares a view, as do the same type's views without a node.
    const entry = this.entryOf(type);
    const slot = outer === undefined ? entry.views : this.outerSlot(outer, type);
    let found = node === undefined ? slot.bare : slot.byNode?.get(node);
    if (found === undefined) {
      found = new TypeView(this, entry, type, node, outer);
      if (node === undefined) slot.bare = found;
      else (slot.byNode ??= new Map()).set(node, found);
    }
    return found;
  }

  private outerSlot(outer: NamedDeclaration, type: ts.Type): ViewSlot {
    let byType = this.outerViews.get(outer);
    if (byType === undefined) {
      byType = new Map();
      this.outerViews.set(outer, byType);
    }
    let slot = byType.get(type);
    if (slot === undefined) {
      slot = { bare: undefined, byNode: undefined };
      byType.set(type, slot);
    }
    return slot;
  }

  /**
   * The types a class or interface (or the generic a reference instantiates) extends, in the order written.
   * One written as a non-generic alias (`extends B` where `type B = A`) is viewed through it, so that the
   * alias is among its names as where a field is written with it.
   */
  baseViews(type: ts.Type): TsType[] {
    const { objectFlags } = type as ts.ObjectType;
    const declared =
      (objectFlags & ts.ObjectFlags.Reference) === 0 ? type : (type as ts.TypeReference).target;
    if (((declared as ts.ObjectType).objectFlags & ts.ObjectFlags.ClassOrInterface) === 0) return [];
    const bases = declared.getBaseTypes() ?? [];
    if (bases.length === 0) return [];
    const elements = (declared.getSymbol()?.declarations ?? []).flatMap(extendsElements);
    const used = new Set<ts.ExpressionWithTypeArguments>();
    return bases.map((base) => {
      const element = elements.find((e) => !used.has(e) && this.typeOfNode(e) === base);
      if (element === undefined) return this.view(base);
      used.add(element);
      const alias = this.aliasNamedBy(element.expression);
      const named = alias === undefined ? undefined : this.namedDeclaration(alias);
      return alias === undefined || named === undefined
        ? this.view(base)
        : this.view(base, alias.type, named);
    });
  }

  // The non-generic type alias an `extends` element names, through imports.
  private aliasNamedBy(expression: ts.Expression): ts.TypeAliasDeclaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(expression);
    if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0) {
      symbol = this.checker.getAliasedSymbol(symbol);
    }
    const declaration = symbol?.declarations?.[0];
    return declaration !== undefined &&
      ts.isTypeAliasDeclaration(declaration) &&
      (declaration.typeParameters?.length ?? 0) === 0
      ? declaration
      : undefined;
  }

  /** The declaration a type reference names (see {@link referencedDeclaration}). */
  referencedDeclaration(node: ts.TypeReferenceNode): ts.Declaration | undefined {
    let found = this.references.get(node);
    if (found === undefined) {
      found = referencedDeclaration(this.checker, node) ?? null;
      this.references.set(node, found);
    }
    return found ?? undefined;
  }

  /** The type a type node denotes (the checker's `getTypeFromTypeNode`). */
  typeOfNode(node: ts.TypeNode): ts.Type {
    let found = this.nodeTypes.get(node);
    if (found === undefined) {
      found = this.checker.getTypeFromTypeNode(node);
      this.nodeTypes.set(node, found);
    }
    return found;
  }

  /**
   * Where a node is (see {@link spanOf}); `file` is its source file when the caller has it at hand. Not kept
   * per node: each asker keeps its own (a view its span, a type's entry its properties, a declaration its
   * record), and a span costs little until it is read.
   */
  spanOf(node: ts.Node, file?: ts.SourceFile): SourceSpan {
    return spanOf(node, this.paths, file);
  }

  /** The comments above a declaration (see {@link declarationComments}), `file` its source file when at hand. */
  commentsOf(node: ts.Node, file?: ts.SourceFile): DeclarationComments {
    let found = this.comments.get(node);
    if (found === undefined) {
      found = declarationComments(node, file);
      this.comments.set(node, found);
    }
    return found;
  }

  /** The named declaration for a declaration node, or undefined when it does not declare a named type. */
  namedDeclaration(node: ts.Node): NamedDeclaration | undefined {
    if (!isNamedNode(node) || node.name === undefined) return undefined;
    let found = this.named.get(node);
    if (found === undefined) {
      const file = node.getSourceFile();
      const isLib = this.isLibSymbol(node.name);
      found = {
        identity: this.locator.identify(file.fileName, node.name.text, isLib),
        kind: namedKind(node),
        span: this.spanOf(node.name, file),
        file: file.fileName,
        comments: isLib ? noComments : declarationComments(node, file),
        key: `${file.fileName}:${node.name.getStart(file)}`,
      };
      this.named.set(node, found);
    }
    return found;
  }

  // A type TypeScript's library declares is the library's, even where others augment it (@types/node adds
  // to Array): those augmentations are not the user's types.
  private isLibSymbol(name: ts.Identifier): boolean {
    const symbol = this.checker.getSymbolAtLocation(name);
    const declarations = symbol?.declarations ?? [name];
    return declarations.some((d) => this.program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }
}

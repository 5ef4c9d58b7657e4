import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { PackageLocator } from "../ts/identity.js";
import type { NamedDeclaration, TsType } from "../ts/model.js";
import { declarationComments } from "./comments.js";
import type { Ts7Modules } from "./modules.js";
import { spanOf } from "./spans.js";
import { Ts7TypeView } from "./type-view.js";

export type NamedNode =
  Ast.InterfaceDeclaration | Ast.TypeAliasDeclaration | Ast.ClassDeclaration | Ast.EnumDeclaration;

/** Where a node is, as a key that stays the same however often the node is materialised. */
export function nodeKey(node: Ast.Node): string {
  return `${node.getSourceFile().fileName}:${String(node.pos)}:${String(node.end)}:${String(node.kind)}`;
}

/**
 * One snapshot's checker with the caches of what was asked of it. Every question to the checker is a round
 * trip to the native compiler: the answers are kept per type, symbol and node, and the callers that know
 * several questions at once ask them in one batch (types of nodes, symbols at nodes, types of symbols).
 */
export class Ts7Context {
  private readonly views = new Map<number, Map<string, Ts7TypeView>>();
  private readonly ids = new Map<number, number>();
  private readonly named = new Map<string, NamedDeclaration | null>();
  private readonly nodeTypes = new Map<string, Sync.Type>();
  private readonly nodeSymbols = new Map<string, Sync.Symbol | null>();
  private readonly aliased = new Map<number, Sync.Symbol>();
  private readonly unionMembers = new Map<number, readonly Sync.Type[]>();
  private readonly defaultLibrary = new Map<string, boolean>();
  private readonly arrays = new Map<number, boolean>();
  private readonly tuples = new Map<number, boolean>();
  private readonly typeArgs = new Map<number, readonly Sync.Type[]>();
  private readonly indexes = new Map<number, readonly Sync.IndexInfo[]>();
  private readonly texts = new Map<number, string>();
  private readonly targets = new Map<number, Sync.Type | null>();
  private readonly bases = new Map<number, readonly Sync.Type[]>();
  private readonly propertySymbols = new Map<number, readonly Sync.Symbol[]>();
  private booleanTypeCache: Sync.Type | undefined;
  readonly checker: Sync.Checker;
  readonly program: Sync.Program;

  constructor(
    readonly m: Ts7Modules,
    readonly project: Sync.Project,
    readonly locator: PackageLocator,
    readonly cwd: string,
  ) {
    this.checker = project.checker;
    this.program = project.program;
  }

  /** The node a declaration handle stands for (its file's AST is fetched once, then kept). */
  resolve(handle: Sync.NodeHandle | undefined): Ast.Node | undefined {
    return handle?.resolve(this.project);
  }

  /** The types of type nodes, asking the checker once for all those not known yet. */
  typesOfNodes(nodes: readonly Ast.Node[]): Sync.Type[] {
    const keys = nodes.map(nodeKey);
    const missing: Ast.Node[] = [];
    const missingKeys: string[] = [];
    keys.forEach((key, i) => {
      const node = nodes[i];
      if (node !== undefined && !this.nodeTypes.has(key) && !missingKeys.includes(key)) {
        missing.push(node);
        missingKeys.push(key);
      }
    });
    if (missing.length > 0) {
      const found = this.checker.getTypeAtLocation(missing);
      missingKeys.forEach((key, i) => {
        this.nodeTypes.set(key, found[i] ?? this.anyType());
      });
    }
    return keys.map((key) => this.nodeTypes.get(key) ?? this.anyType());
  }

  /** The type a type node denotes (for a type declaration's name: its declared type). */
  typeOfNode(node: Ast.Node): Sync.Type {
    return this.typesOfNodes([node])[0] ?? this.anyType();
  }

  /** The symbols at nodes, asking once for those not known yet. */
  symbolsAt(nodes: readonly Ast.Node[]): (Sync.Symbol | undefined)[] {
    const missing = nodes.filter((n) => !this.nodeSymbols.has(nodeKey(n)));
    if (missing.length > 0) {
      const found = this.checker.getSymbolAtLocation(missing);
      missing.forEach((node, i) => this.nodeSymbols.set(nodeKey(node), found[i] ?? null));
    }
    return nodes.map((n) => this.nodeSymbols.get(nodeKey(n)) ?? undefined);
  }

  symbolAt(node: Ast.Node): Sync.Symbol | undefined {
    return this.symbolsAt([node])[0];
  }

  aliasedSymbol(symbol: Sync.Symbol): Sync.Symbol {
    let found = this.aliased.get(symbol.id);
    if (found === undefined) {
      found = this.checker.getAliasedSymbol(symbol);
      this.aliased.set(symbol.id, found);
    }
    return found;
  }

  /** The members of a union or intersection. */
  membersOf(type: Sync.Type): readonly Sync.Type[] {
    let found = this.unionMembers.get(type.id);
    if (found === undefined) {
      // getTypes() is undefined for a type that is neither union nor intersection (its declaration hides it)
      found = (type as unknown as { getTypes(): readonly Sync.Type[] | undefined }).getTypes() ?? [];
      this.unionMembers.set(type.id, found);
    }
    return found;
  }

  isDefaultLibrary(file: Ast.SourceFile): boolean {
    return this.isDefaultLibraryPath(file.path);
  }

  /** Whether a file (by its path) is TypeScript's default library, without fetching its syntax. */
  isDefaultLibraryPath(path: string): boolean {
    let found = this.defaultLibrary.get(path);
    if (found === undefined) {
      found = this.program.getSourceFileMetadataByPath(path as Ast.Path)?.isDefaultLibrary ?? false;
      this.defaultLibrary.set(path, found);
    }
    return found;
  }

  isArrayType(type: Sync.Type): boolean {
    return cached(this.arrays, type.id, () => this.checker.isArrayType(type));
  }

  isTupleType(type: Sync.Type): boolean {
    return cached(this.tuples, type.id, () => this.checker.isTupleType(type));
  }

  typeArguments(type: Sync.Type): readonly Sync.Type[] {
    return cached(this.typeArgs, type.id, () => this.checker.getTypeArguments(type as Sync.TypeReference));
  }

  indexInfos(type: Sync.Type): readonly Sync.IndexInfo[] {
    return cached(this.indexes, type.id, () => this.checker.getIndexInfosOfType(type));
  }

  /** The generic a type reference instantiates. */
  targetOf(type: Sync.Type): Sync.Type | undefined {
    const found = cached(this.targets, type.id, () => (type as Sync.TypeReference).getTarget());
    return found ?? undefined;
  }

  /** The types a class or interface extends, as written. */
  baseTypes(type: Sync.Type): readonly Sync.Type[] {
    return cached(this.bases, type.id, () => this.checker.getBaseTypes(type as Sync.InterfaceType));
  }

  /** The checker's properties of a type. */
  propertiesOfType(type: Sync.Type): readonly Sync.Symbol[] {
    return cached(this.propertySymbols, type.id, () => this.checker.getPropertiesOfType(type));
  }

  propertyNames(type: Sync.Type): string[] {
    return this.propertiesOfType(type).map((s) => s.name);
  }

  typeText(type: Sync.Type): string {
    // 1: TypeFormatFlags.NoTruncation, as the ts-morph adapter prints
    return cached(this.texts, type.id, () => this.checker.typeToString(type, undefined, 1));
  }

  booleanType(): Sync.Type {
    this.booleanTypeCache ??= this.checker.getBooleanType();
    return this.booleanTypeCache;
  }

  private anyTypeCache: Sync.Type | undefined;
  anyType(): Sync.Type {
    this.anyTypeCache ??= this.checker.getAnyType();
    return this.anyTypeCache;
  }

  /** A stable number for a checker type, numbered in the order views are made, as the ts-morph adapter does. */
  idOf(type: Sync.Type): number {
    let id = this.ids.get(type.id);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(type.id, id);
    }
    return id;
  }

  /** The view of `type`, written as `node` when known, named `outer` first when it is a declaration's own type. */
  view(type: Sync.Type, node?: Ast.TypeNode, outer?: NamedDeclaration): TsType {
    const key = `${node === undefined ? "" : `${node.getSourceFile().fileName}:${String(node.pos)}`}|${outer?.key ?? ""}`;
    let byNode = this.views.get(type.id);
    if (byNode === undefined) {
      byNode = new Map();
      this.views.set(type.id, byNode);
    }
    let found = byNode.get(key);
    if (found === undefined) {
      found = new Ts7TypeView(this, type, node, outer);
      byNode.set(key, found);
    }
    return found;
  }

  isNamedNode(node: Ast.Node): node is NamedNode {
    const { ast } = this.m;
    return (
      ast.isInterfaceDeclaration(node) ||
      ast.isTypeAliasDeclaration(node) ||
      (ast.isClassDeclaration(node) && node.name !== undefined) ||
      ast.isEnumDeclaration(node)
    );
  }

  private namedKind(node: NamedNode): NamedDeclaration["kind"] {
    const { ast } = this.m;
    if (ast.isInterfaceDeclaration(node)) return "interface";
    if (ast.isTypeAliasDeclaration(node)) return "typeAlias";
    if (ast.isClassDeclaration(node)) return "class";
    return "enum";
  }

  /** Asks at once for the symbols {@link namedDeclaration} needs for these nodes. */
  prefetchNamed(nodes: readonly Ast.Node[]): void {
    const names = nodes.flatMap((n) => (this.isNamedNode(n) && n.name !== undefined ? [n.name] : []));
    this.symbolsAt(names);
  }

  /** The named declaration for a declaration node, or undefined when it does not declare a named type. */
  namedDeclaration(node: Ast.Node): NamedDeclaration | undefined {
    if (!this.isNamedNode(node) || node.name === undefined) return undefined;
    const key = nodeKey(node);
    let found = this.named.get(key);
    if (found === undefined) {
      const file = node.getSourceFile();
      const isLib = this.isLibSymbol(node.name);
      found = {
        identity: this.locator.identify(file.fileName, node.name.text, isLib),
        kind: this.namedKind(node),
        span: spanOf(node.name, this.cwd),
        file: file.fileName,
        comments: isLib ? { detached: [] } : declarationComments(this.m, node),
        key: `${file.fileName}:${String(node.name.getStart(file))}`,
      };
      this.named.set(key, found);
    }
    return found ?? undefined;
  }

  // A type TypeScript's library declares is the library's, even where others augment it (@types/node adds
  // to Array): those augmentations are not the user's types.
  private isLibSymbol(name: Ast.Identifier): boolean {
    const symbol = this.symbolAt(name);
    if (symbol === undefined) return this.isDefaultLibrary(name.getSourceFile());
    return symbol.declarations.some((handle) => this.isDefaultLibraryPath(handle.path));
  }
}

function cached<T>(map: Map<number, T>, id: number, make: () => T): T {
  let found = map.get(id);
  if (found === undefined) {
    found = make();
    map.set(id, found);
  }
  return found;
}

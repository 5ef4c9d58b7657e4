import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { PackageLocator } from "../ts/identity.js";
import { DisplayPaths } from "../ts/paths.js";
import type { NamedDeclaration, TsProperty, TsType } from "../ts/model.js";
import type { StatementNodes } from "./batches.js";
import { StatementBatches } from "./batches.js";
import { declarationComments } from "./comments.js";
import type { Ts7Modules } from "./modules.js";
import { fixedTypeKey } from "./fixed-types.js";
import { ModuleSyntax } from "./module-syntax.js";
import { declaredShape, instantiatedTarget } from "./shapes.js";
import { FileNames } from "./file-names.js";
import { spanOf } from "./spans.js";
import { Ts7TypeView } from "./type-view.js";
import type { ViewKey } from "./view-keys.js";
import { startNumber, viewKey } from "./view-keys.js";

type NamedNode =
  Ast.InterfaceDeclaration | Ast.TypeAliasDeclaration | Ast.ClassDeclaration | Ast.EnumDeclaration;

/**
 * One snapshot's checker with the caches of what was asked of it. Every question to the checker is a round
 * trip to the native compiler: the answers are kept per type, symbol and node, and the callers that know
 * several questions at once ask them in one batch (types of nodes, symbols at nodes, types of symbols).
 */
export class Ts7Context {
  /**
   * Views by checker type, then by viewKey (where the node starts, and the outer declaration): a type's one view
   * itself until it has a second (at 800 kinds 12,000 of 16,800 types have one view, each kept a map of one).
   */
  private readonly views = new Map<number, Ts7TypeView | Map<ViewKey, Ts7TypeView>>();
  private readonly ids = new Map<number, number>();
  private readonly named = new Map<Ast.Node, NamedDeclaration | null>();
  /** By checker type: the named declaration of its alias, and the first of its symbol's (null: none). */
  private readonly aliasDeclarations = new Map<number, NamedDeclaration | null>();
  private readonly symbolDeclarations = new Map<number, NamedDeclaration | null>();
  /** A small number for each file a view's node is in, in the order met (see startOf). */
  private readonly fileNumbers = new Map<string, number>();
  // Keyed by the node itself: within one snapshot a file's AST is fetched once and each node made once
  // (TypeScript 7's source file cache), and these are asked a million times at 800 kinds, where making and
  // hashing a string key for each cost more than the rest of the lookup.
  private readonly nodeTypes = new Map<Ast.Node, Sync.Type>();
  private readonly nodeSymbols = new Map<Ast.Node, Sync.Symbol | null>();
  /**
   * The node of each declaration handle resolved so far (null: none). A symbol's handles are made once per
   * snapshot (its registry keeps the symbol), and resolving one looks its file up by path (a path made and
   * normalised, a cache key built) at each call: 74,000 calls at 800 kinds, for 11,000 handles.
   */
  private readonly handleNodes = new Map<Sync.NodeHandle, Ast.Node | null>();
  /**
   * The source file at each path a declaration handle named (null: none in the program). `handle.resolve`
   * asks the program for the file at every call, which makes the path again and searches the API's file cache
   * for an entry this snapshot retains (a key string per call): at 800 kinds 11,000 handles in about 800 files
   * cost 130 ms that way. The file object is the one the program hands out for the snapshot, so the node
   * found in it is the node `handle.resolve` finds.
   */
  private readonly handleFiles = new Map<string, Ast.SourceFile | null>();
  /** Each file's module specifiers (moduleSpecifiers). */
  private readonly specifiersOf = new Map<Ast.SourceFile, readonly Ast.Node[]>();
  /** The type of each key of fixed-types.ts met so far (one `string`, one `"TCP"` … per snapshot). */
  private readonly fixedTypes = new Map<string, Sync.Type>();
  /** The symbol at each type name key of batches.ts (nameKey) met so far. */
  private readonly sharedSymbols = new Map<string, Sync.Symbol | null>();
  private readonly aliased = new Map<number, Sync.Symbol>();
  private readonly unionMembers = new Map<number, readonly Sync.Type[]>();
  private readonly defaultLibrary = new Map<string, boolean>();
  private readonly arrays = new Map<number, boolean>();
  private readonly callables = new Map<number, boolean>();
  private readonly typeArgs = new Map<number, readonly Sync.Type[]>();
  private readonly indexes = new Map<number, readonly Sync.IndexInfo[]>();
  private readonly texts = new Map<number, string>();
  private readonly targets = new Map<number, Sync.Type | null>();
  private readonly bases = new Map<number, readonly Sync.Type[]>();
  private readonly propertySymbols = new Map<number, readonly Sync.Symbol[]>();
  /**
   * The properties read for a type (properties.ts), by type, and for a type literal by the node it is read
   * from: a type is viewed from every place it is written (discovery's view of a declaration, each property
   * that names it), and a third of the views at 50 kinds read a type read before.
   */
  private readonly typeProperties = new Map<number, readonly TsProperty[]>();
  private readonly literalProperties = new Map<Ast.Node, readonly TsProperty[]>();
  private readonly symbolTypes = new Map<number, Sync.Type>();
  private readonly optionalOf = new Map<number, Set<number>>();
  private optionalUndefined: Sync.Type | undefined;
  private readonly prefetched = new Set<string>();
  private booleanTypeCache: Sync.Type | undefined;
  private readonly batches: StatementBatches;
  /** Whether each file is a module by its syntax (module-syntax.ts), for this snapshot's files. */
  private readonly moduleSyntax: ModuleSyntax;
  /** This snapshot's files' names, each decoded once (file-names.ts): the file objects are the snapshot's. */
  readonly fileNames = new FileNames();
  readonly checker: Sync.Checker;
  readonly program: Sync.Program;
  /** The files of this snapshot's spans, shown against `cwd` (each file's relative path made once). */
  readonly paths: DisplayPaths;

  constructor(
    readonly m: Ts7Modules,
    readonly project: Sync.Project,
    readonly locator: PackageLocator,
    readonly cwd: string,
  ) {
    this.checker = project.checker;
    this.program = project.program;
    this.moduleSyntax = new ModuleSyntax(m);
    this.batches = new StatementBatches(m, this.fileNames, this.moduleSyntax);
    this.paths = new DisplayPaths(cwd);
  }

  /** The node a declaration handle stands for (its file's AST is fetched once, then kept). */
  resolve(handle: Sync.NodeHandle | undefined): Ast.Node | undefined {
    if (handle === undefined) return undefined;
    let found = this.handleNodes.get(handle);
    if (found === undefined) {
      found = this.resolveHandle(handle) ?? null;
      this.handleNodes.set(handle, found);
    }
    return found ?? undefined;
  }

  /**
   * What `handle.resolve(this.project)` gives (TypeScript 7.0's NodeHandle.resolve: the program's source file
   * at the handle's path, then its node at the handle's index), with the file looked up once per path. The
   * lookup by index is the file's own (`getOrCreateNodeAtIndex`, marked internal in 7.0): where a release has
   * no such method, the handle resolves itself.
   */
  private resolveHandle(handle: Sync.NodeHandle): Ast.Node | undefined {
    let file = this.handleFiles.get(handle.path);
    if (file === undefined) {
      file = this.program.getSourceFile(handle.path) ?? null;
      this.handleFiles.set(handle.path, file);
    }
    if (file === null) return undefined;
    const indexed = file as Ast.SourceFile & { getOrCreateNodeAtIndex?: (index: number) => Ast.Node };
    return typeof indexed.getOrCreateNodeAtIndex === "function"
      ? indexed.getOrCreateNodeAtIndex(handle.index)
      : handle.resolve(this.project);
  }

  /** The nodes of a top-level statement that questions are asked about, from one walk of it. */
  statementNodes(statement: Ast.Node): StatementNodes {
    return this.batches.nodesOf(statement);
  }

  /**
   * The module specifiers of a file's imports and re-exports, listed once per file for the snapshot: they are
   * asked for at every imported name the converter follows.
   */
  moduleSpecifiers(file: Ast.SourceFile): readonly Ast.Node[] {
    const { ast } = this.m;
    let found = this.specifiersOf.get(file);
    if (found === undefined) {
      found = file.statements.flatMap((s) => {
        if (ast.isImportDeclaration(s)) return [s.moduleSpecifier];
        return ast.isExportDeclaration(s) && s.moduleSpecifier !== undefined ? [s.moduleSpecifier] : [];
      });
      this.specifiersOf.set(file, found);
    }
    return found;
  }

  /** Marks an input file as asked about by prefetch.ts; false when it was already. */
  startPrefetch(file: Ast.SourceFile): boolean {
    const fileName = this.fileNames.nameOf(file);
    if (this.prefetched.has(fileName)) return false;
    this.prefetched.add(fileName);
    return true;
  }

  /** The types of type nodes, asking the checker once for all those not known yet. */
  typesOfNodes(nodes: readonly Ast.Node[]): Sync.Type[] {
    const known = this.nodeTypes;
    const asked = unknownAround(nodes, known, (missing) => this.batches.typeNodesAround(missing));
    if (asked !== undefined) this.askTypes(asked);
    return nodes.map((node) => known.get(node) ?? this.anyType());
  }

  /**
   * Asks the types of `nodes` in one round trip, but for a node whose type the syntax fixes (fixed-types.ts)
   * only the first of its key: the others take its answer.
   */
  private askTypes(nodes: readonly Ast.Node[]): void {
    const known = this.nodeTypes;
    const questions: Ast.Node[] = [];
    const firstOfKey = new Map<string, Ast.Node>();
    // Index loops, no tuples: in code V8 has not optimized (the CLI's batch threshold), `for … of` makes an
    // iterator result per element, and these run for every node asked about.
    const sharingNodes: Ast.Node[] = [];
    const sharingKeys: string[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as Ast.Node;
      const key = fixedTypeKey(this.m, node);
      if (key !== undefined) {
        const type = this.fixedTypes.get(key);
        if (type !== undefined) {
          known.set(node, type);
          continue;
        }
        if (firstOfKey.has(key)) {
          sharingNodes.push(node);
          sharingKeys.push(key);
          continue;
        }
        firstOfKey.set(key, node);
      }
      questions.push(node);
    }
    const found = questions.length > 0 ? this.checker.getTypeAtLocation(questions) : [];
    for (let i = 0; i < questions.length; i++) {
      known.set(questions[i] as Ast.Node, found[i] ?? this.anyType());
    }
    firstOfKey.forEach((node, key) => this.fixedTypes.set(key, known.get(node) ?? this.anyType()));
    for (let i = 0; i < sharingNodes.length; i++) {
      known.set(sharingNodes[i] as Ast.Node, this.fixedTypes.get(sharingKeys[i] as string) ?? this.anyType());
    }
  }

  /**
   * Asks the types of `nodes` (of `statements`) and of every type node of `statements` (top-level statements
   * of files that are no declaration files) not known yet, in one batch, as typesOfNodes would ask them
   * without looking up each node's statement.
   */
  prefetchTypes(statements: readonly Ast.Node[], nodes: readonly Ast.Node[]): void {
    const asked = unknownAround(nodes, this.nodeTypes, () => this.batches.typeNodesOf(statements));
    if (asked !== undefined) this.askTypes(asked);
  }

  /** Asks the symbols at `nodes` and at the type names of `statements` (see prefetchTypes). */
  prefetchSymbols(statements: readonly Ast.Node[], nodes: readonly Ast.Node[]): void {
    const asked = unknownAround(nodes, this.nodeSymbols, () => this.batches.typeNamesOf(statements));
    if (asked !== undefined) this.askSymbols(asked);
  }

  /** The type a type node denotes (for a type declaration's name: its declared type). */
  typeOfNode(node: Ast.Node): Sync.Type {
    return this.nodeTypes.get(node) ?? this.typesOfNodes([node])[0] ?? this.anyType();
  }

  /** The symbols at nodes, asking once for those not known yet. */
  symbolsAt(nodes: readonly Ast.Node[]): (Sync.Symbol | undefined)[] {
    const known = this.nodeSymbols;
    const asked = unknownAround(nodes, known, (missing) => this.batches.typeNamesAround(missing));
    if (asked !== undefined) this.askSymbols(asked);
    return nodes.map((node) => known.get(node) ?? undefined);
  }

  /**
   * Asks the symbols at `nodes` in one round trip, but of the type names that resolve alike (batches.ts,
   * nameKey) only at the first of each: the others take its answer.
   */
  private askSymbols(nodes: readonly Ast.Node[]): void {
    const known = this.nodeSymbols;
    const questions: Ast.Node[] = [];
    const firstOfKey = new Map<string, Ast.Node>();
    const sharingNodes: Ast.Node[] = [];
    const sharingFirsts: Ast.Node[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as Ast.Node;
      const key = this.batches.nameKey(node);
      const shared = key === undefined ? undefined : this.sharedSymbols.get(key);
      if (shared !== undefined) {
        known.set(node, shared);
        continue;
      }
      const first = key === undefined ? undefined : firstOfKey.get(key);
      if (first !== undefined) {
        sharingNodes.push(node);
        sharingFirsts.push(first);
        continue;
      }
      if (key !== undefined) firstOfKey.set(key, node);
      questions.push(node);
    }
    const found = questions.length > 0 ? this.checker.getSymbolAtLocation(questions) : [];
    for (let i = 0; i < questions.length; i++) known.set(questions[i] as Ast.Node, found[i] ?? null);
    firstOfKey.forEach((first, key) => this.sharedSymbols.set(key, known.get(first) ?? null));
    for (let i = 0; i < sharingNodes.length; i++) {
      known.set(sharingNodes[i] as Ast.Node, known.get(sharingFirsts[i] as Ast.Node) ?? null);
    }
  }

  /**
   * The types of symbols, asking once for all those not known yet: the same property symbol is met again
   * by each view of its type (discovery's, the converter's) and by the prefetch of its file.
   */
  typesOfSymbols(symbols: readonly Sync.Symbol[]): Sync.Type[] {
    const missing: Sync.Symbol[] = [];
    const asked = new Set<number>();
    for (const symbol of symbols) {
      if (this.symbolTypes.has(symbol.id) || asked.has(symbol.id)) continue;
      asked.add(symbol.id);
      missing.push(symbol);
    }
    if (missing.length > 0) {
      const found = this.checker.getTypeOfSymbol(missing);
      missing.forEach((symbol, i) => this.symbolTypes.set(symbol.id, found[i] ?? this.anyType()));
    }
    return symbols.map((symbol) => this.symbolTypes.get(symbol.id) ?? this.anyType());
  }

  symbolAt(node: Ast.Node): Sync.Symbol | undefined {
    const known = this.nodeSymbols.get(node);
    if (known !== undefined) return known ?? undefined;
    return this.symbolsAt([node])[0];
  }

  aliasedSymbol(symbol: Sync.Symbol): Sync.Symbol {
    let found = this.aliased.get(symbol.id);
    if (found === undefined) {
      found = this.importedSymbol(symbol) ?? this.checker.getAliasedSymbol(symbol);
      this.aliased.set(symbol.id, found);
    }
    return found;
  }

  /**
   * What `import { X } from "m"` names, read from m's exports (following `export { X } from "n"`): one round
   * trip per file for the modules of all its imports and exports, and one per module for its exports, where
   * asking for each imported name would cost one each. Undefined where the exports do not say (a local
   * `export { X }`, `export *`, a default import): the checker follows those.
   */
  private importedSymbol(symbol: Sync.Symbol, depth = 0): Sync.Symbol | undefined {
    const { ast } = this.m;
    const specifier = this.resolve(symbol.declarations[0]);
    if (specifier === undefined || depth > 8) return undefined;
    let moduleSpecifier: Ast.Node | undefined;
    if (ast.isImportSpecifier(specifier)) {
      const declaration = specifier.parent.parent.parent;
      if (ast.isImportDeclaration(declaration)) moduleSpecifier = declaration.moduleSpecifier;
    } else if (ast.isExportSpecifier(specifier)) {
      const declaration = specifier.parent.parent;
      if (ast.isExportDeclaration(declaration)) moduleSpecifier = declaration.moduleSpecifier;
    }
    if (moduleSpecifier === undefined) return undefined;
    this.symbolsAt(this.moduleSpecifiers(moduleSpecifier.getSourceFile()));
    const module = this.symbolAt(moduleSpecifier);
    // Read once: TypeScript 7 decodes a name's text from the AST's string table at every read.
    const { text } = ((specifier as Ast.ImportSpecifier).propertyName ??
      (specifier as Ast.ImportSpecifier).name) as {
      text?: unknown;
    };
    if (module === undefined || typeof text !== "string") return undefined;
    const exported = module.getExports().get(ast.escapeLeadingUnderscores(text));
    if (exported === undefined) return undefined;
    if ((exported.flags & this.m.sync.SymbolFlags.Alias) === 0) return exported;
    return this.importedSymbol(exported, depth + 1);
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

  /** Notes that `type` is the type of an optional property whose signature writes `written`: `written | undefined`. */
  noteOptional(type: Sync.Type, written: Sync.Type): void {
    let writtenIds = this.optionalOf.get(type.id);
    if (writtenIds === undefined) {
      writtenIds = new Set();
      this.optionalOf.set(type.id, writtenIds);
    }
    writtenIds.add(written.id);
  }

  /**
   * The `undefined` members of a union `type` that a node denoting `written` was written as. An optional
   * property's type (noted above) is `written | undefined`, and every optional property adds the same
   * `undefined` (unless exactOptionalPropertyTypes makes it tell a missing property from one set to
   * undefined): learnt from the first such union asked, then known without a round trip per union.
   */
  undefinedMembers(type: Sync.Type, written: Sync.Type): readonly Sync.Type[] {
    const optional =
      this.optionalOf.get(type.id)?.has(written.id) === true &&
      this.project.compilerOptions.exactOptionalPropertyTypes !== true;
    if (optional && this.optionalUndefined !== undefined) return [this.optionalUndefined];
    const found = this.membersOf(type).filter((t) => (t.flags & this.m.sync.TypeFlags.Undefined) !== 0);
    if (optional && found.length === 1) this.optionalUndefined = found[0];
    return found;
  }

  isDefaultLibrary(file: Ast.SourceFile): boolean {
    return this.isDefaultLibraryPath(this.fileNames.pathOf(file));
  }

  /** Whether a file (by its path) is TypeScript's default library, without fetching its syntax. */
  isDefaultLibraryPath(path: string): boolean {
    // TypeScript 7's default libraries are the declaration files its `lib` loads: a file that is no
    // declaration file (an input) never is one, and asking would cost a round trip per file.
    if (!isDeclarationPath(path)) return false;
    let found = this.defaultLibrary.get(path);
    if (found === undefined) {
      found = this.program.getSourceFileMetadataByPath(path as Ast.Path)?.isDefaultLibrary ?? false;
      this.defaultLibrary.set(path, found);
    }
    return found;
  }

  /** Whether a reference target is the global Array or ReadonlyArray, decided once per target. */
  isArrayTarget(target: Sync.Type, decide: () => boolean): boolean {
    return cached(this.arrays, target.id, decide);
  }

  /** Whether an object type has call or construct signatures (see shapes.ts for when no trip is needed). */
  isCallable(type: Sync.Type, exactNode?: Ast.TypeNode): boolean {
    return cached(this.callables, type.id, () => {
      const target = instantiatedTarget(this, type);
      if (target !== undefined) return this.isCallable(target);
      const shape = declaredShape(this, type, exactNode);
      if (shape !== undefined) return shape.callable;
      const { SignatureKind } = this.m.sync;
      return (
        this.checker.getSignaturesOfType(type, SignatureKind.Call).length > 0 ||
        this.checker.getSignaturesOfType(type, SignatureKind.Construct).length > 0
      );
    });
  }

  typeArguments(type: Sync.Type): readonly Sync.Type[] {
    return cached(this.typeArgs, type.id, () => this.checker.getTypeArguments(type as Sync.TypeReference));
  }

  indexInfos(type: Sync.Type, exactNode?: Ast.TypeNode): readonly Sync.IndexInfo[] {
    return cached(this.indexes, type.id, () =>
      declaredShape(this, type, exactNode)?.indexed === false ? [] : this.checker.getIndexInfosOfType(type),
    );
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

  /** The properties `read` makes for `type` (or for the type literal `literal`), made once. */
  rememberProperties(
    type: Sync.Type,
    literal: Ast.Node | undefined,
    read: () => readonly TsProperty[],
  ): readonly TsProperty[] {
    if (literal !== undefined) {
      let found = this.literalProperties.get(literal);
      if (found === undefined) {
        found = read();
        this.literalProperties.set(literal, found);
      }
      return found;
    }
    return cached(this.typeProperties, type.id, read);
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
    const key = viewKey(node === undefined ? undefined : this.startOf(node), outer?.key);
    const known = this.views.get(type.id);
    if (known === undefined) {
      const made = new Ts7TypeView(this, type, node, outer, key);
      this.views.set(type.id, made);
      return made;
    }
    if (known instanceof Ts7TypeView) {
      if (known.key === key) return known;
      const made = new Ts7TypeView(this, type, node, outer, key);
      this.views.set(
        type.id,
        new Map([
          [known.key, known],
          [key, made],
        ]),
      );
      return made;
    }
    let found = known.get(key);
    if (found === undefined) {
      found = new Ts7TypeView(this, type, node, outer, key);
      known.set(key, found);
    }
    return found;
  }

  /**
   * Where a node starts (view-keys.ts, startNumber), numbering its file the first time one is met. Not kept
   * per node: at 200 kinds 17,000 views are made at 11,600 nodes, most nodes asked once, and a map of them
   * held an entry per node for the snapshot's life.
   */
  private startOf(node: Ast.Node): number {
    const fileName = this.fileNames.nameOf(node.getSourceFile());
    let file = this.fileNumbers.get(fileName);
    if (file === undefined) {
      file = this.fileNumbers.size;
      this.fileNumbers.set(fileName, file);
    }
    return startNumber(file, node.pos);
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

  /** The named declaration for a declaration node, or undefined when it does not declare a named type. */
  namedDeclaration(node: Ast.Node): NamedDeclaration | undefined {
    // Looked up first, the nodes that declare no named type too (null): every view's names ask again for the
    // declarations of its type, and telling a node's kind reads it from the AST's buffer at each test.
    let found = this.named.get(node);
    if (found === undefined) {
      if (!this.isNamedNode(node) || node.name === undefined) {
        this.named.set(node, null);
        return undefined;
      }
      const file = node.getSourceFile();
      const fileName = this.fileNames.nameOf(file);
      const isLib = this.isLibSymbol(node.name);
      found = {
        identity: this.locator.identify(fileName, node.name.text, isLib),
        kind: this.namedKind(node),
        span: spanOf(node.name, this),
        file: fileName,
        comments: isLib ? { detached: [] } : declarationComments(this.m, node),
        key: `${fileName}:${String(node.name.getStart(file))}`,
      };
      this.named.set(node, found);
    }
    return found ?? undefined;
  }

  /** The named declaration of a type's alias, looked up once per type: every view of the type asks. */
  aliasDeclaration(type: Sync.Type): NamedDeclaration | undefined {
    const found = cached(this.aliasDeclarations, type.id, () => {
      const alias = this.resolve(type.getAliasSymbol()?.declarations[0]);
      return (alias === undefined ? undefined : this.namedDeclaration(alias)) ?? null;
    });
    return found ?? undefined;
  }

  /**
   * The first of the declarations of a type's symbol that declares a named type, when the symbol is a type's,
   * looked up once per type: every view of the type asks.
   */
  symbolDeclaration(type: Sync.Type): NamedDeclaration | undefined {
    const found = cached(this.symbolDeclarations, type.id, () => {
      const symbol = type.getSymbol();
      if (symbol === undefined || (symbol.flags & this.m.sync.SymbolFlags.Type) === 0) return null;
      for (const handle of symbol.declarations) {
        const declaration = this.resolve(handle);
        const found = declaration === undefined ? undefined : this.namedDeclaration(declaration);
        if (found !== undefined) return found;
      }
      return null;
    });
    return found ?? undefined;
  }

  // A type TypeScript's library declares is the library's, even where others augment it (@types/node adds
  // to Array): those augmentations are not the user's types.
  private isLibSymbol(name: Ast.Identifier): boolean {
    if (this.moduleSyntax.isModuleTopLevel(name.parent)) return false;
    const symbol = this.symbolAt(name);
    if (symbol === undefined) return this.isDefaultLibrary(name.getSourceFile());
    return symbol.declarations.some((handle) => this.isDefaultLibraryPath(handle.path));
  }
}

/** Whether a path names a declaration file (`.d.ts`, `.d.mts`, `.d.cts`). */
export function isDeclarationPath(path: string): boolean {
  return /\.d\.[cm]?ts$/.test(path);
}

function cached<T>(map: Map<number, T>, id: number, make: () => T): T {
  let found = map.get(id);
  if (found === undefined) {
    found = make();
    map.set(id, found);
  }
  return found;
}

/**
 * The nodes of `nodes` whose answer is not `known`, with the nodes `around` them (the rest of their batch) whose
 * answer is not known either, each once, to be asked in one round trip; undefined when every answer is known.
 */
function unknownAround(
  nodes: readonly Ast.Node[],
  known: ReadonlyMap<Ast.Node, unknown>,
  around: (missing: Ast.Node[]) => readonly Ast.Node[],
): Ast.Node[] | undefined {
  let missing: Ast.Node[] | undefined;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Ast.Node;
    if (!known.has(node)) (missing ??= []).push(node);
  }
  if (missing === undefined) return undefined;
  const more = around(missing);
  if (more.length === 0 && missing.length === 1) return missing;
  const asked = new Set(missing);
  for (let i = 0; i < more.length; i++) {
    const node = more[i] as Ast.Node;
    if (!known.has(node)) asked.add(node);
  }
  return [...asked];
}

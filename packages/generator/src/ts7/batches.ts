import type * as Ast from "typescript7/unstable/ast";
import type { FileNames } from "./file-names.js";
import type { ModuleSyntax } from "./module-syntax.js";
import type { Ts7Modules } from "./modules.js";

/*
 * What to ask together: the converter walks one declaration at a time, node by node, and each question is a
 * round trip. When one type node (or one type name) of a top-level statement is asked about, every type node
 * (every type name) of that statement is asked about in the same round trip: the converter reaches most of
 * them next. Each statement's syntax is walked once for all three lists below (the prefetch of a file asks
 * about its type nodes, type names and property names together), where a walk per list materialised and
 * visited every node of every input three times.
 */

/** The nodes of one top-level statement that questions are asked about. */
export interface StatementNodes {
  /** Every type node under the statement. */
  readonly typeNodes: readonly Ast.Node[];
  /** The name of every type reference under the statement. */
  readonly typeNames: readonly Ast.Node[];
  /** The statement and every node under it that may declare properties (interfaces and type literals). */
  readonly containers: readonly Ast.Node[];
}

/** The top-level statement a node is in (the node itself for a statement). */
function topLevelStatement(m: Ts7Modules, node: Ast.Node): Ast.Node | undefined {
  // A source file's node has no parent (the declared type says it always has one).
  const parentOf = (n: Ast.Node): Ast.Node | undefined => n.parent;
  let current = node;
  for (let parent = parentOf(current); parent !== undefined; parent = parentOf(current)) {
    if (parent.kind === m.ast.SyntaxKind.SourceFile) return current;
    current = parent;
  }
  return undefined;
}

/** Groups the nodes of a statement for one batched question each kind of question, once per statement. */
export class StatementBatches {
  private readonly walked = new Map<Ast.Node, StatementNodes>();
  private readonly typeNodes = new Set<Ast.Node>();
  private readonly typeNames = new Set<Ast.Node>();
  private readonly nameKeys = new Map<Ast.Node, string>();

  constructor(
    private readonly m: Ts7Modules,
    private readonly fileNames: FileNames,
    private readonly moduleSyntax: ModuleSyntax,
  ) {}

  /** The nodes of a top-level statement (see StatementNodes), from one walk of it. */
  nodesOf(statement: Ast.Node): StatementNodes {
    let found = this.walked.get(statement);
    if (found === undefined) {
      found = this.walk(statement);
      this.walked.set(statement, found);
    }
    return found;
  }

  /** The type nodes of the statements `nodes` are in, that were not handed out before. */
  typeNodesAround(nodes: readonly Ast.Node[]): Ast.Node[] {
    return this.around(nodes, this.typeNodes, (found) => found.typeNodes);
  }

  /** The names in type references of the statements `nodes` are in, that were not handed out before. */
  typeNamesAround(nodes: readonly Ast.Node[]): Ast.Node[] {
    return this.around(nodes, this.typeNames, (found) => found.typeNames);
  }

  /**
   * The type nodes of top-level statements of files that are no declaration files, that were not handed out
   * before: for the prefetch of a file (prefetch.ts), which knows its statements, where looking up the
   * statement of each node it asks about walked up from each of the file's 70 or so type nodes.
   */
  typeNodesOf(statements: readonly Ast.Node[]): Ast.Node[] {
    return this.handOut(statements, this.typeNodes, (found) => found.typeNodes);
  }

  /** The names in type references of such statements, that were not handed out before (see typeNodesOf). */
  typeNamesOf(statements: readonly Ast.Node[]): Ast.Node[] {
    return this.handOut(statements, this.typeNames, (found) => found.typeNames);
  }

  private around(
    nodes: readonly Ast.Node[],
    done: Set<Ast.Node>,
    pick: (found: StatementNodes) => readonly Ast.Node[],
  ): Ast.Node[] {
    const statements: Ast.Node[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const statement = topLevelStatement(this.m, nodes[i] as Ast.Node);
      if (statement === undefined) continue;
      // Declaration files of packages can hold thousands of nodes per statement: only the user's own.
      if (statement.getSourceFile().isDeclarationFile) continue;
      statements.push(statement);
    }
    return this.handOut(statements, done, pick);
  }

  private handOut(
    statements: readonly Ast.Node[],
    done: Set<Ast.Node>,
    pick: (found: StatementNodes) => readonly Ast.Node[],
  ): Ast.Node[] {
    const out: Ast.Node[] = [];
    for (let i = 0; i < statements.length; i++) {
      const statement = statements[i] as Ast.Node;
      if (done.has(statement)) continue;
      done.add(statement);
      const picked = pick(this.nodesOf(statement));
      for (let j = 0; j < picked.length; j++) out.push(picked[j] as Ast.Node);
    }
    return out;
  }

  /**
   * The key a type reference's name (or a declaration's) shares with every other name that resolves to the same
   * symbol (see shareNames and shareDeclarationName), or undefined.
   */
  nameKey(name: Ast.Node): string | undefined {
    return this.nameKeys.get(name);
  }

  private walk(statement: Ast.Node): StatementNodes {
    const { ast } = this.m;
    const typeNodes: Ast.Node[] = [];
    const typeNames: Ast.Node[] = [];
    const containers: Ast.Node[] = [];
    const typeParameters = new Set<string>();
    const isContainer = (n: Ast.Node): boolean => ast.isInterfaceDeclaration(n) || ast.isTypeLiteralNode(n);
    if (isContainer(statement)) containers.push(statement);
    const visit = (child: Ast.Node): undefined => {
      if (ast.isTypeNode(child)) typeNodes.push(child);
      if (ast.isTypeReferenceNode(child)) typeNames.push(child.typeName);
      if (isContainer(child)) containers.push(child);
      if (ast.isTypeParameterDeclaration(child)) typeParameters.add(child.name.text);
      child.forEachChild(visit);
      return undefined;
    };
    statement.forEachChild(visit);
    this.shareNames(statement, typeNames, typeParameters);
    this.shareDeclarationName(statement);
    return { typeNodes, typeNames, containers };
  }

  /*
   * The name of a type a module declares at its top level (an interface, type alias, class or enum, not a
   * default export) is where its symbol is: the symbol its declaration's name is asked for is the symbol the
   * file's plain references to it resolve to (the binder enters it in the module's exports, or in its locals
   * when not exported, and a reference in the file's scope finds it there first, see shareNames). Keyed as those
   * references are, it is asked once for the declaration and all of them: a quarter of the symbols a kind's
   * file asked for were its own types, asked at the name and again at the references.
   */
  private shareDeclarationName(statement: Ast.Node) {
    const { ast } = this.m;
    const isNamedType =
      ast.isInterfaceDeclaration(statement) ||
      ast.isTypeAliasDeclaration(statement) ||
      ast.isClassDeclaration(statement) ||
      ast.isEnumDeclaration(statement);
    if (!isNamedType) return;
    const name = (statement as { name?: Ast.Node }).name;
    if (name === undefined || !ast.isIdentifier(name) || isDefaultExport(this.m, statement)) return;
    if (!this.moduleSyntax.isModuleTopLevel(statement)) return;
    this.nameKeys.set(name, `${this.fileNames.nameOf(statement.getSourceFile())}\0${name.text}`);
  }

  /*
   * In an interface or a type alias at the top of a file, a type reference named by a plain identifier
   * resolves in the file's scope, unless a type parameter of the statement (declared, mapped or `infer`)
   * has its name: the same name there is the same symbol everywhere in the file (`int32` written forty times
   * in a file is one import). The symbol is asked at the first such name only (at 200 kinds: 3,600 names,
   * and their answers carried the symbol's declarations each time).
   */
  private shareNames(
    statement: Ast.Node,
    typeNames: readonly Ast.Node[],
    typeParameters: ReadonlySet<string>,
  ) {
    const { ast } = this.m;
    if (!ast.isInterfaceDeclaration(statement) && !ast.isTypeAliasDeclaration(statement)) return;
    const file = this.fileNames.nameOf(statement.getSourceFile());
    for (const name of typeNames) {
      if (!ast.isIdentifier(name)) continue;
      // Read once: TypeScript 7 decodes an identifier's text from the AST's string table at every read.
      const { text } = name;
      if (typeParameters.has(text)) continue;
      this.nameKeys.set(name, `${file}\0${text}`);
    }
  }
}

/** Whether a statement is marked `export default` (its symbol is the module's `default`, its name only local). */
function isDefaultExport(m: Ts7Modules, statement: Ast.Node): boolean {
  const modifiers = (statement as Partial<Ast.ModifiersBase>).modifiers ?? [];
  return modifiers.some((modifier) => modifier.kind === m.ast.SyntaxKind.DefaultKeyword);
}

import type * as Ast from "typescript7/unstable/ast";
import type { Ts7Context } from "./context.js";
import { propertyMembers, typeLocation } from "./declared-members.js";

/*
 * What the converter will ask about an input file, asked breadth-first when its declarations are first
 * listed, so that the questions of the whole file go in two round trips instead of a few per type (a cold
 * run: of all its input files): the symbols at every declaration's name, type name and imported module; the
 * types of every type node, declaration name and of the properties its interfaces and type literals declare.
 * A property's name, optionality and comments are read from its signature: no symbol is asked for it (at
 * 200 kinds those were 8,400 symbols, 2.8 MB of the answers). The converter then walks the file
 * declaration by declaration and finds its answers in the context's caches.
 */

/**
 * Where the types of the properties the file's interfaces and type literals declare are asked
 * (declared-members.ts, typeLocation), from the walk of each statement that also lists its type nodes and
 * type names (batches.ts); the statements they are in go to `statements`.
 */
function propertyTypeLocations(
  context: Ts7Context,
  file: Ast.SourceFile,
  statements: Ast.Node[],
): Ast.Node[] {
  const out: Ast.Node[] = [];
  for (const statement of file.statements) {
    const before = out.length;
    for (const container of context.statementNodes(statement).containers) {
      for (const member of propertyMembers(context, container) ?? []) {
        out.push(typeLocation(context, member));
      }
    }
    if (out.length > before) statements.push(statement);
  }
  return out;
}

/** The names of a file's top-level interfaces, type aliases, classes and enums, their statements to `statements`. */
function declarationNames(context: Ts7Context, file: Ast.SourceFile, statements: Ast.Node[]): Ast.Node[] {
  const out: Ast.Node[] = [];
  for (const statement of file.statements) {
    if (context.isNamedNode(statement) && statement.name !== undefined) {
      out.push(statement.name);
      statements.push(statement);
    }
  }
  return out;
}

/**
 * Where a file's symbols are asked: the name in every type reference of its declarations, and the names of
 * the declarations themselves (whose types' `getSymbol()` then needs no round trip of its own).
 */
function symbolLocations(context: Ts7Context, file: Ast.SourceFile, names: readonly Ast.Node[]): Ast.Node[] {
  const out: Ast.Node[] = [...names];
  for (const statement of file.statements) {
    if (context.isNamedNode(statement)) out.push(...context.statementNodes(statement).typeNames);
  }
  return out;
}

/**
 * Asks about these input files at once (see above), leaving out those asked about before in this snapshot:
 * a cold run asks about all its inputs together, a run after an edit about each file it reads again. With
 * the nodes go the statements they are in, each statement's type nodes (type names) asked with them, as
 * the context asks with any node of a statement (batches.ts).
 */
export function prefetchFiles(context: Ts7Context, files: readonly Ast.SourceFile[]): void {
  const members: Ast.Node[] = [];
  const names: Ast.Node[] = [];
  const symbolNodes: Ast.Node[] = [];
  const modules: Ast.Node[] = [];
  // Only statements of files that are no declaration files: a package's can hold thousands of nodes each.
  const typeStatements: Ast.Node[] = [];
  const nameStatements: Ast.Node[] = [];
  for (const file of files) {
    if (!context.startPrefetch(file)) continue;
    const own = !file.isDeclarationFile;
    if (own) members.push(...propertyTypeLocations(context, file, typeStatements));
    const named: Ast.Node[] = [];
    const declared = declarationNames(context, file, named);
    if (own) {
      typeStatements.push(...named);
      nameStatements.push(...named);
    }
    names.push(...declared);
    symbolNodes.push(...symbolLocations(context, file, declared));
    // The modules of its imports too: a name imported from one is looked up in that module's exports.
    modules.push(...context.moduleSpecifiers(file));
  }
  context.prefetchSymbols(nameStatements, [...symbolNodes, ...modules]);
  context.prefetchTypes(typeStatements, [...members, ...names]);
}

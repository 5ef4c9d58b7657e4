import type * as Ast from "typescript7/unstable/ast";
import type { Ts7Modules } from "./modules.js";

/**
 * Whether a file is a module by what is written in it: an `import` or `export` declaration, `export =`, or a
 * top-level statement marked `export`. A module's top-level declarations are its own: none merges with a
 * declaration of TypeScript's library (only a script's, or a `declare global`'s, do), so whether a type
 * there is the library's needs no symbol (context.ts, isLibSymbol). A file that is a module for another
 * reason (`moduleDetection`, a package's `"type": "module"`) is simply asked about, as before.
 *
 * Each file's answer is kept by the snapshot's context (Ts7Context), which owns this object: the files are
 * the snapshot's, and the answers go with them.
 */
export class ModuleSyntax {
  private readonly known = new Map<Ast.SourceFile, boolean>();

  constructor(private readonly m: Ts7Modules) {}

  /** Whether `declaration` is a top-level statement of a file that is a module by its syntax (see above). */
  isModuleTopLevel(declaration: Ast.Node): boolean {
    const file = declaration.getSourceFile();
    return declaration.parent === (file as Ast.Node) && this.hasModuleSyntax(file);
  }

  private hasModuleSyntax(file: Ast.SourceFile): boolean {
    let found = this.known.get(file);
    if (found === undefined) {
      found = file.statements.some((s) => isModuleStatement(this.m, s));
      this.known.set(file, found);
    }
    return found;
  }
}

function isModuleStatement(m: Ts7Modules, statement: Ast.Node): boolean {
  const { ast } = m;
  if (ast.isImportDeclaration(statement) || ast.isExportDeclaration(statement)) return true;
  if (ast.isExportAssignment(statement)) return true;
  const modifiers = (statement as Partial<Ast.ModifiersBase>).modifiers ?? [];
  return modifiers.some((modifier) => modifier.kind === ast.SyntaxKind.ExportKeyword);
}

import type * as Ast from "typescript7/unstable/ast";
import type { Ts7Context } from "./context.js";

/**
 * Whether a file's names are global: a script (no imports or exports) that declares something, or a module
 * that augments the global scope or another module. A file with
 * no statements declares nothing, as when a save is caught after the editor emptied the file and before it
 * wrote the new text: counting it as global would make the next run redo every kind.
 */
function declaresGlobals(context: Ts7Context, source: Ast.SourceFile): boolean {
  if (source.externalModuleIndicator === undefined) return source.statements.length > 0;
  // A module's `declare global { … }` adds to the global scope (and to the checker's global diagnostics);
  // its `declare module "./other" { … }` adds to a module whose importers do not import this file.
  const { ast } = context.m;
  return source.statements.some(
    (s) =>
      ast.isModuleDeclaration(s) &&
      (ast.isStringLiteral(s.name) || (ast.isIdentifier(s.name) && s.name.text === "global")),
  );
}

/**
 * Which files may read differently after a change, for the generator's caches (see TsProject.takeChanges):
 * the changed files with every file importing them, found through the compiler's resolution of each
 * import (one batched round trip for all imports of the program's own files).
 */
export class ImportGraph {
  private pending: Set<string> | "all" = "all";
  /**
   * The same reach, kept apart for the compiler's semantic diagnostics (see Ts7LoadedProject.semanticOf):
   * the generator takes its changes before it asks for diagnostics, and a run may ask for only one of them.
   */
  private pendingDiagnostics: Set<string> | "all" = "all";
  /** For each file, the files that import it directly. */
  private importers: Map<string, Set<string>> | undefined;
  /** Files without imports or exports: their declarations are global, a change can reach anything. */
  private scripts = new Set<string>();
  /** For each file, the files it imports directly (to take its edges out when it changes). */
  private targets = new Map<string, Set<string>>();
  /** Changed files whose imports build has not read again. */
  private stale = new Set<string>();
  /** Changed files whose new text the graph has not looked at: one may have become a global script. */
  private unseen = new Set<string>();

  markAll(): void {
    this.pending = "all";
    this.pendingDiagnostics = "all";
    this.importers = undefined;
  }

  /** What changed since the last call; `context` is the program after the changes. */
  take(context: Ts7Context): ReadonlySet<string> | "all" {
    this.lookAtUnseen(context);
    const out = this.pending;
    this.pending = new Set();
    return out;
  }

  /** The files whose semantic diagnostics may differ since the last call (the same reach as take's). */
  takeForDiagnostics(context: Ts7Context): ReadonlySet<string> | "all" {
    this.lookAtUnseen(context);
    const out = this.pendingDiagnostics;
    this.pendingDiagnostics = new Set();
    return out;
  }

  // Names that were in a module or nowhere may now be global, reaching files that import nothing.
  private lookAtUnseen(context: Ts7Context): void {
    for (const file of this.unseen) {
      const source = context.program.getSourceFile(file);
      if (source !== undefined && declaresGlobals(context, source)) this.markAll();
    }
    this.unseen = new Set();
  }

  /**
   * Reads the program's imports (its own files', not node_modules'): all of them the first time and after
   * markAll, else only those of the files changed since (an edit changes no other file's resolution; an added
   * or removed file lists the inputs again, which is markAll).
   */
  build(context: Ts7Context, files: readonly string[]): void {
    if (this.importers !== undefined && this.stale.size === 0) return;
    const fresh = this.importers === undefined;
    const read = fresh ? files : files.filter((file) => this.stale.has(file));
    const importers = this.importers ?? new Map<string, Set<string>>();
    if (fresh) this.scripts = new Set();
    for (const file of this.stale) {
      for (const target of this.targets.get(file) ?? []) importers.get(target)?.delete(file);
      this.targets.delete(file);
      this.scripts.delete(file);
    }
    if (fresh) this.targets = new Map();
    this.stale = new Set();
    const specifiers = [];
    const owners: string[] = [];
    for (const file of read) {
      const source = context.program.getSourceFile(file);
      if (source === undefined) continue;
      if (declaresGlobals(context, source)) this.scripts.add(file);
      for (const specifier of source.imports) {
        specifiers.push(specifier);
        owners.push(file);
      }
    }
    const symbols = context.symbolsAt(specifiers);
    symbols.forEach((symbol, i) => {
      const target = symbol?.declarations[0]?.path;
      const owner = owners[i];
      if (target === undefined || owner === undefined) return;
      let set = importers.get(target);
      if (set === undefined) {
        set = new Set();
        importers.set(target, set);
      }
      set.add(owner);
      let targets = this.targets.get(owner);
      if (targets === undefined) {
        targets = new Set();
        this.targets.set(owner, targets);
      }
      targets.add(target);
    });
    this.importers = importers;
  }

  /** Notes files about to change (before the compiler sees the change): them and all their importers. */
  changed(context: Ts7Context, files: readonly string[], changed: readonly string[], relist: boolean): void {
    if (relist) {
      this.markAll();
      return;
    }
    this.build(context, files);
    const importers = this.importers;
    if (importers === undefined) return;
    if (changed.some((file) => this.scripts.has(file))) {
      this.markAll();
      return;
    }
    for (const file of changed) this.unseen.add(file);
    const found = new Set<string>(changed);
    const queue = [...changed];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const importer of importers.get(next) ?? []) {
        if (found.has(importer)) continue;
        found.add(importer);
        queue.push(importer);
      }
    }
    for (const pending of [this.pending, this.pendingDiagnostics]) {
      if (pending !== "all") for (const file of found) pending.add(file);
    }
    // An edit can change what a file imports: read its imports again next time.
    for (const file of changed) this.stale.add(file);
  }
}

import { ts } from "@ts-morph/common";

/** The files that may read differently since a consumer last looked: "all" when anything could. */
export type Changes = ReadonlySet<string> | "all";

/**
 * Collects what refreshes touched, for the caches that keep results of unchanged files: the changed files
 * with every file that imports them (directly or not), or "all" when a change can reach anything (a file
 * added, removed or without imports and exports, whose declarations are global).
 */
export class ChangeTracker {
  private pending: Set<string> | "all" = "all";

  markAll(): void {
    this.pending = "all";
  }

  mark(files: Iterable<string>): void {
    if (this.pending === "all") return;
    for (const file of files) this.pending.add(file);
  }

  /** What changed since the last call; "all" the first time. */
  take(): Changes {
    const out = this.pending;
    this.pending = new Set();
    return out;
  }
}

/**
 * Whether a file's names reach files that do not import it: a script (no imports or exports) that declares
 * something, or a module that augments the global scope (`declare global`) or another module
 * (`declare module "./other"`). A file with no statements declares nothing, as when a save is caught after the
 * editor emptied the file and before it wrote the new text: counting that as global would make the next run
 * redo every kind.
 */
export function declaresGlobals(source: ts.SourceFile): boolean {
  const { statements } = source;
  if (!ts.isExternalModule(source)) return statements.length > 0;
  return statements.some(
    (s) =>
      ts.isModuleDeclaration(s) &&
      (ts.isStringLiteral(s.name) || (ts.isIdentifier(s.name) && s.name.text === "global")),
  );
}

/** The compiler's record of how a program resolved each file's imports (internal to TypeScript since 5.3). */
interface ResolutionsOfProgram {
  forEachResolvedModule?(
    callback: (resolution: ts.ResolvedModuleWithFailedLookupLocations) => void,
    file?: ts.SourceFile,
  ): void;
}

/**
 * Which file of a program imports which: every import TypeScript resolved (`import`, `export ... from`, `import()`
 * types, `require`) and `/// <reference path>`. Built for one program, before an edit changes it.
 */
export class ImportGraph {
  private readonly importers = new Map<string, Set<string>>();
  /** False when this compiler does not expose its resolutions: every edit then counts as reaching anything. */
  private readonly known: boolean;

  constructor(program: ts.Program) {
    const resolutions = program as ResolutionsOfProgram;
    this.known = typeof resolutions.forEachResolvedModule === "function";
    if (!this.known) return;
    for (const file of program.getSourceFiles()) {
      resolutions.forEachResolvedModule?.(({ resolvedModule }) => {
        if (resolvedModule !== undefined) this.add(resolvedModule.resolvedFileName, file.fileName);
      }, file);
      for (const reference of file.referencedFiles) {
        this.add(ts.resolveTripleslashReference(reference.fileName, file.fileName), file.fileName);
      }
    }
  }

  private add(imported: string, importer: string): void {
    let found = this.importers.get(imported);
    if (found === undefined) {
      found = new Set();
      this.importers.set(imported, found);
    }
    found.add(importer);
  }

  /** `source` and every file that imports it, directly or through others; undefined when its names are global. */
  withImporters(source: ts.SourceFile): Set<string> | undefined {
    if (!this.known || declaresGlobals(source)) return undefined;
    const found = new Set<string>([source.fileName]);
    const pending = [source.fileName];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const importer of this.importers.get(next) ?? []) {
        if (found.has(importer)) continue;
        found.add(importer);
        pending.push(importer);
      }
    }
    return found;
  }
}

import type { SourceFile } from "ts-morph";
import { ts } from "ts-morph";

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
export function declaresGlobals(source: SourceFile): boolean {
  const { statements } = source.compilerNode;
  if (!ts.isExternalModule(source.compilerNode)) return statements.length > 0;
  return statements.some(
    (s) =>
      ts.isModuleDeclaration(s) &&
      (ts.isStringLiteral(s.name) || (ts.isIdentifier(s.name) && s.name.text === "global")),
  );
}

/** `source` and every file that imports it, directly or through others; undefined when its names are global. */
export function withImporters(source: SourceFile): Set<string> | undefined {
  if (declaresGlobals(source)) return undefined;
  const found = new Set<string>([source.getFilePath()]);
  const pending = [source];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const importer of next.getReferencingSourceFiles()) {
      const path = importer.getFilePath();
      if (found.has(path)) continue;
      found.add(path);
      pending.push(importer);
    }
  }
  return found;
}

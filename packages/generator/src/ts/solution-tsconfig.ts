import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import { displayPath } from "./paths.js";

/** What choosing among a solution's projects needs to know of one tsconfig, as its compiler reads it. */
export interface TsconfigFacts {
  /**
   * The program's root files (absolute, `/` separators), as the compiler lists them from files/include/exclude:
   * a function, since listing a large `include` costs, and a tsconfig without `references` needs no listing.
   */
  fileNames(): readonly string[];
  /**
   * The tsconfig's own `references` (never inherited through `extends`), each resolved to the tsconfig it names
   * (absolute), in order; undefined when the tsconfig has no `references` property.
   */
  readonly references: readonly string[] | undefined;
}

/** Reads a tsconfig's {@link TsconfigFacts}; undefined when it cannot be read (the compiler reports why). */
export type TsconfigFactsReader = (tsconfig: string) => TsconfigFacts | undefined;

/** The tsconfig a program is loaded with, and what was said about choosing it. */
export interface ChosenTsconfig {
  readonly tsconfig: string;
  /** The solution-style tsconfig it was found through, when it was. */
  readonly solution?: string;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * TypeScript's test for a solution-style tsconfig (`isSolutionConfig`): a project with no files of its own that
 * names others in `references`, typically the root of a monorepo (`"files": []` and one reference per package).
 */
function isSolution(facts: TsconfigFacts): boolean {
  return facts.references !== undefined && facts.fileNames().length === 0;
}

/**
 * The tsconfig to load the inputs with, given the one found above the working folder. A solution-style tsconfig
 * compiles nothing itself, and its compiler options are rarely those of its packages; editors (tsserver) open a
 * file with the first project among the solution's references whose files include it, and so does crdgen for
 * its inputs: the first referenced project whose root files include every input file. Projects are searched as
 * tsserver's `forEachResolvedProjectReferenceProjectLoad` does (see {@link searchReferences}). Without such a
 * project the solution's own options are used, as before, with a warning.
 */
export function chooseTsconfig(
  found: string,
  listInputs: () => readonly string[],
  read: TsconfigFactsReader,
  cwd: string,
): ChosenTsconfig {
  const facts = read(found);
  if (facts === undefined || !isSolution(facts)) return { tsconfig: found, diagnostics: [] };
  // The input files, listed only for a solution (the project lists them again when it loads).
  const inputFiles = listInputs();
  if (inputFiles.length === 0) return { tsconfig: found, diagnostics: [] };
  const includesInputs = (candidate: TsconfigFacts): boolean => {
    const roots = new Set(candidate.fileNames());
    return inputFiles.every((file) => roots.has(file));
  };
  const project = searchReferences(facts, includesInputs, read, new Set());
  if (project !== undefined) {
    const shown = { solution: displayPath(found, cwd), tsconfig: displayPath(project, cwd) };
    return {
      tsconfig: project,
      solution: found,
      diagnostics: [createDiagnostic(catalogMessage("CRD2025", "referenced", shown))],
    };
  }
  const solution = displayPath(found, cwd);
  return {
    tsconfig: found,
    diagnostics: [createDiagnostic(catalogMessage("CRD2026", "noProject", { solution }))],
  };
}

/**
 * The first tsconfig among `parent`'s references, then among theirs, whose root files `contain` the inputs: each
 * reference is looked at in order, then the references of each one read, one subtree after the other, each
 * tsconfig once (`seen`), as tsserver searches.
 */
function searchReferences(
  parent: TsconfigFacts,
  contain: (facts: TsconfigFacts) => boolean,
  read: TsconfigFactsReader,
  seen: Set<string>,
): string | undefined {
  const children: TsconfigFacts[] = [];
  for (const reference of parent.references ?? []) {
    if (seen.has(reference)) continue;
    const child = read(reference);
    if (child === undefined) continue;
    if (contain(child)) return reference;
    seen.add(reference);
    children.push(child);
  }
  for (const child of children) {
    const found = searchReferences(child, contain, read, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

import type { Diagnostic, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import { packageConflicts } from "@crdgen/markers";
import type { CommentReader } from "../comments/reader.js";
import type { SpecialTypes } from "../convert/special.js";
import type { TsProject, TsSourceFile } from "../ts/model.js";
import { groupProblem, versionProblem } from "./names.js";
import type { FileFindings, FindingsCache } from "./findings.js";
import { findInFile } from "./findings.js";
import { filesByFolder, readPackage } from "./packages.js";
import type { Candidate } from "./roots.js";
import { rootCandidates } from "./roots.js";
import type { ApiPackage, Discovery, RootKind } from "./types.js";

function packageProblem(pkg: ApiPackage, first: Candidate): Diagnostic | undefined {
  const span = first.declaration.span;
  if (pkg.group === undefined) {
    return createDiagnostic(catalogMessage("CRD2013", "noGroup", { kind: first.declaration.identity.name }), {
      span,
    });
  }
  const problem = groupProblem(pkg.group) ?? versionProblem(pkg.version);
  return problem === undefined ? undefined : createDiagnostic(problem, { span });
}

/** A package's root kinds, and apart from them those marked `+kubebuilder:skipversion`. */
interface PackageRoots {
  readonly roots: readonly RootKind[];
  readonly skipped: readonly RootKind[];
}

function rootsOf(pkg: ApiPackage, candidates: readonly Candidate[], diagnostics: Diagnostic[]): PackageRoots {
  const group = pkg.group;
  const out: RootKind[] = [];
  const skipped: RootKind[] = [];
  // Two declarations of one kind in a folder: the later run's kind cache keys kinds by folder and name, so
  // the second is reported here, against the first, and left out.
  const seen = new Map<string, RootKind>();
  // One object for the package's kinds: the kind cache tells unchanged settings by identity (see sameSettings).
  const rootPackage = group === undefined ? undefined : { ...pkg, group };
  for (const { declaration, crd } of candidates) {
    if (rootPackage === undefined) continue;
    if (crd.skipVersion) {
      const kind = declaration.identity.name;
      skipped.push({ kind, declaration, package: rootPackage, crd, span: declaration.span });
      continue;
    }
    const first = seen.get(declaration.identity.name);
    if (first !== undefined) {
      const { file, start } = first.span;
      const message = catalogMessage("CRD2016", "declaredTwice", {
        kind: first.kind,
        group: rootPackage.group,
        version: pkg.version,
        file,
        line: start.line,
        column: start.column,
      });
      diagnostics.push(createDiagnostic(message, { span: declaration.span }));
      continue;
    }
    if (declaration.typeParameterCount > 0) {
      const message = catalogMessage("CRD2021", "generic", { kind: declaration.identity.name });
      const hint = "Declare the kind without type parameters; a generic type can still describe its spec.";
      diagnostics.push(createDiagnostic(message, { span: declaration.span, hint }));
      continue;
    }
    const root: RootKind = {
      kind: declaration.identity.name,
      declaration,
      package: rootPackage,
      crd,
      span: declaration.span,
    };
    seen.set(root.kind, root);
    out.push(root);
  }
  return { roots: out, skipped };
}

/** What discovery may reuse from an earlier run: each file's findings, and which files changed since. */
export interface DiscoveryCache {
  readonly findings: FindingsCache;
  readonly changes: ReadonlySet<string> | "all";
  /** Each folder's package and roots, from the run that last read them. */
  readonly folders?: Map<string, FolderDiscovery>;
}

/** What one folder contributes to discovery, from its files' findings. */
export interface FolderDiscovery {
  /** The findings it was made from: while every one is the same object, so is the result. */
  readonly findings: readonly FileFindings[];
  readonly pkg: ApiPackage;
  readonly roots: readonly RootKind[];
  readonly skipped: readonly RootKind[];
  readonly diagnostics: readonly Diagnostic[];
  readonly hasCandidates: boolean;
}

function discoverFolder(folder: string, findings: readonly FileFindings[]): FolderDiscovery {
  const packageMarkers = findings.flatMap((f) => f.packageMarkers);
  const diagnostics = [
    ...findings.flatMap((found) => found.diagnostics),
    ...packageConflicts(packageMarkers),
  ];
  const pkg = readPackage(folder, packageMarkers);
  const none = { findings, pkg, roots: [], skipped: [], diagnostics, hasCandidates: false };
  if (pkg.settings.skip) return none;
  const candidates = rootCandidates(findings.flatMap((f) => f.candidates));
  const [first] = candidates;
  if (first === undefined) return none;
  const problem = packageProblem(pkg, first);
  if (problem !== undefined) return { ...none, diagnostics: [...diagnostics, problem], hasCandidates: true };
  const { roots, skipped } = rootsOf(pkg, candidates, diagnostics);
  return { findings, pkg, roots, skipped, diagnostics, hasCandidates: true };
}

// Whether a folder's files found what they found last run, object for object (findings are kept per file
// while it does not change).
function sameFindings(a: readonly FileFindings[], b: readonly FileFindings[]): boolean {
  return a.length === b.length && a.every((found, i) => found === b[i]);
}

// A folder unchanged since the last run gives the same package and roots without reading its findings again:
// at 800 kinds a watch edit otherwise sorts, filters and rebuilds the root kinds of every folder.
function folderOf(folder: string, findings: readonly FileFindings[], cache: DiscoveryCache): FolderDiscovery {
  const known = cache.folders?.get(folder);
  if (known !== undefined && sameFindings(known.findings, findings)) return known;
  const found = discoverFolder(folder, findings);
  cache.folders?.set(folder, found);
  return found;
}

function forgetGoneOrChanged(cache: DiscoveryCache, inputs: readonly TsSourceFile[]): void {
  if (cache.changes === "all") {
    cache.findings.clear();
    cache.folders?.clear();
    return;
  }
  const live = new Set(inputs.map((f) => f.path));
  for (const path of cache.findings.keys()) {
    if (!live.has(path) || cache.changes.has(path)) cache.findings.delete(path);
  }
}

function findingsOf(
  files: readonly TsSourceFile[],
  comments: CommentReader,
  specialTypes: SpecialTypes,
  cache: DiscoveryCache,
): FileFindings[] {
  return files.map((file) => {
    let found =
      cache.changes === "all" || cache.changes.has(file.path) ? undefined : cache.findings.get(file.path);
    if (found === undefined) {
      found = findInFile(file, comments, specialTypes);
      cache.findings.set(file.path, found);
    }
    return found;
  });
}

/**
 * Discovery: every folder of input files is an API package; its root kinds are the types marked
 * `+kubebuilder:object:root=true` or shaped like one (apiVersion, kind, metadata: ObjectMeta). Files that
 * did not change since the run that filled `cache` are not read again.
 */
export function discover(
  project: TsProject,
  comments: CommentReader,
  specialTypes: SpecialTypes,
  cache: DiscoveryCache = { findings: new Map(), changes: "all" },
): Result<Discovery> {
  const diagnostics: Diagnostic[] = comments.takeDiagnostics();
  const packages: ApiPackage[] = [];
  const roots: RootKind[] = [];
  const skipped: RootKind[] = [];
  let candidatesFound = false;
  const inputs = project.inputFiles();
  forgetGoneOrChanged(cache, inputs);
  const byFolder = filesByFolder(inputs);
  for (const folder of cache.folders?.keys() ?? []) if (!byFolder.has(folder)) cache.folders?.delete(folder);
  for (const [folder, files] of byFolder) {
    const found = folderOf(folder, findingsOf(files, comments, specialTypes, cache), cache);
    diagnostics.push(...found.diagnostics);
    packages.push(found.pkg);
    if (found.hasCandidates) candidatesFound = true;
    roots.push(...found.roots);
    skipped.push(...found.skipped);
  }
  if (!candidatesFound) diagnostics.push(createDiagnostic(catalogMessage("CRD2019", "noRoots")));
  return { value: { packages, roots, skipped }, diagnostics };
}

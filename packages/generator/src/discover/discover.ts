import type { Diagnostic, Result } from "@crdgen/core";
import { createDiagnostic } from "@crdgen/core";
import type { CommentReader } from "../comments/reader.js";
import type { TsProject } from "../ts/model.js";
import { groupProblem, versionProblem } from "./names.js";
import { filesByFolder, readPackage } from "./packages.js";
import type { Candidate } from "./roots.js";
import { rootCandidates } from "./roots.js";
import type { ApiPackage, Discovery, RootKind } from "./types.js";

function packageProblem(pkg: ApiPackage, first: Candidate): Diagnostic | undefined {
  const span = first.declaration.span;
  if (pkg.group === undefined)
    return createDiagnostic(
      "CRD2013",
      `${first.declaration.identity.name} is a root kind, but no file in its folder says +groupName`,
      { span },
    );
  const problem = groupProblem(pkg.group) ?? versionProblem(pkg.version);
  return problem === undefined ? undefined : createDiagnostic("CRD2022", problem, { span });
}

function rootsOf(pkg: ApiPackage, candidates: readonly Candidate[], diagnostics: Diagnostic[]): RootKind[] {
  const group = pkg.group;
  const out: RootKind[] = [];
  for (const { declaration, crd } of candidates) {
    if (crd.skipVersion || group === undefined) continue;
    if (declaration.typeParameterCount > 0) {
      const message = `root kind ${declaration.identity.name} is generic; a kind must be one concrete type`;
      const hint = "Declare the kind without type parameters; a generic type can still describe its spec.";
      diagnostics.push(createDiagnostic("CRD2021", message, { span: declaration.span, hint }));
      continue;
    }
    out.push({
      kind: declaration.identity.name,
      declaration,
      package: { ...pkg, group },
      crd,
      span: declaration.span,
    });
  }
  return out;
}

/**
 * Discovery: every folder of input files is an API package; its root kinds are the types marked
 * `+kubebuilder:object:root=true` or shaped like one (apiVersion, kind, metadata: ObjectMeta).
 */
export function discover(project: TsProject, comments: CommentReader): Result<Discovery> {
  const diagnostics: Diagnostic[] = [];
  const packages: ApiPackage[] = [];
  const roots: RootKind[] = [];
  let candidatesFound = false;
  for (const [folder, files] of filesByFolder(project.inputFiles())) {
    const pkg = readPackage(folder, files, comments);
    packages.push(pkg);
    if (pkg.settings.skip) continue;
    const candidates = rootCandidates(
      files.flatMap((f) => f.declarations),
      comments,
    );
    const [first] = candidates;
    if (first === undefined) continue;
    candidatesFound = true;
    const problem = packageProblem(pkg, first);
    if (problem !== undefined) {
      diagnostics.push(problem);
      continue;
    }
    roots.push(...rootsOf(pkg, candidates, diagnostics));
  }
  diagnostics.push(...comments.takeDiagnostics());
  if (!candidatesFound) diagnostics.push(createDiagnostic("CRD2019", "no root kinds found in the inputs"));
  return { value: { packages, roots }, diagnostics };
}

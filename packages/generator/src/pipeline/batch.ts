import type { Diagnostic } from "@crdgen/core";
import { SubtreeMemo } from "@crdgen/structural";
import { CommentReader } from "../comments/reader.js";
import type { ConvertSettings } from "../convert/context.js";
import { clientLibraryCoreTypes } from "../convert/core-types.js";
import { ConvertSession } from "../convert/session.js";
import { SpecialTypes } from "../convert/special.js";
import { discover } from "../discover/discover.js";
import type { TsProject } from "../ts/model.js";
import { DisplayPaths } from "../ts/paths.js";
import { byKind, skippedByKind, sortCrds, withoutNameClashes } from "./assemble-stage.js";
import { compilerStage } from "./compiler-stage.js";
import { convertKind, optionalByDefault } from "./convert-stage.js";
import { buildCrd, generatedCrds } from "./crd-stage.js";
import { finalDiagnostics } from "./final-diagnostics.js";
import { embeddedObjectMetaSchema, lowerContext, lowerKind, skippedVersionProblems } from "./lower-stage.js";
import type { GenerateResult, RunOptions } from "./types.js";

/**
 * One run of the pipeline over a loaded program, each stage once, in order: type-check → discover →
 * convert → lower → assemble and check. The {@link IncrementalGenerator} of watch mode runs the same stages
 * but keeps what earlier runs found; a test holds the two to the same results on every fixture.
 */
export function runPipeline(project: TsProject, options: RunOptions = {}): GenerateResult {
  const { onStage } = options;
  const settings: ConvertSettings = { embeddedObjectMeta: options.embeddedObjectMeta ?? "object" };
  const paths = new DisplayPaths(project.cwd);
  const comments = new CommentReader((file) => paths.of(file));
  const specialTypes = new SpecialTypes();
  // The core types' expanded schemas, shared by this run's kinds (see CoreSchemas).
  const coreTypes = clientLibraryCoreTypes();

  onStage?.("type-checking");
  const diagnostics: Diagnostic[] = compilerStage(project);

  onStage?.("discovering");
  const discovery = discover(project, comments, specialTypes, { findings: new Map(), changes: "all" });
  diagnostics.push(...discovery.diagnostics);
  const { packages, roots, skipped } = discovery.value;

  onStage?.("converting");
  const session = new ConvertSession(
    settings,
    comments,
    coreTypes,
    specialTypes,
    optionalByDefault(packages),
  );
  const converted = roots.map((root) => convertKind(session, root));
  diagnostics.push(...session.takeDiagnostics(), ...comments.takeDiagnostics());
  const context = lowerContext(session.definitions, embeddedObjectMetaSchema(settings, coreTypes));
  const versions = converted.flatMap((kind) => lowerKind(kind, context) ?? []);
  diagnostics.push(...context.diagnostics.splice(0));
  // A skipped version is no part of its CRD, but controller-gen builds its schema before SkipVersion drops it.
  for (const root of skipped) lowerKind(convertKind(session, root), context);
  diagnostics.push(...session.takeDiagnostics(), ...comments.takeDiagnostics());
  diagnostics.push(...skippedVersionProblems(context.diagnostics));

  onStage?.("checking");
  // The kinds' schemas share the lowered named types; the memo checks each shared subtree once, for this run.
  const memo = new SubtreeMemo();
  const skippedOf = skippedByKind(skipped);
  const entries = [...byKind(versions, diagnostics)].map(([key, members]) =>
    buildCrd(members, memo, skippedOf.get(key)),
  );
  for (const entry of entries) diagnostics.push(...entry.diagnostics);
  const { crds, spanOf } = generatedCrds(entries);
  return {
    crds: sortCrds(withoutNameClashes(crds, spanOf, diagnostics)),
    diagnostics: finalDiagnostics(diagnostics),
  };
}

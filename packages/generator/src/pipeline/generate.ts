import path from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { compareDiagnostics } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import { CommentReader } from "../comments/reader.js";
import type { ConvertSettings, CoreTypes } from "../convert/context.js";
import { clientLibraryCoreTypes } from "../convert/core-types.js";
import { discover } from "../discover/discover.js";
import type { ApiPackage } from "../discover/types.js";
import type { TsProject } from "../ts/model.js";
import { displayPath } from "../ts/paths.js";
import { loadProject } from "../ts/project.js";
import { assembleStage } from "./assemble-stage.js";
import { checkStage } from "./check-stage.js";
import { compilerStage } from "./compiler-stage.js";
import { convertStage } from "./convert-stage.js";
import { lowerStage } from "./lower-stage.js";
import type { GenerateOptions, GenerateResult, GeneratedCrd, SchemaOptions } from "./types.js";

const objectMetaDefinition = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";

function optionalByDefault(packages: readonly ApiPackage[]): (file: string) => boolean {
  const optional = new Set(packages.filter((p) => p.settings.fieldsOptionalByDefault).map((p) => p.folder));
  return (file) => optional.has(path.posix.dirname(file));
}

function embeddedObjectMeta(settings: ConvertSettings, coreTypes: CoreTypes): () => JSONSchemaProps {
  return () =>
    settings.embeddedObjectMeta === "restricted"
      ? (coreTypes.schemaOf(objectMetaDefinition, settings) ?? { type: "object" })
      : { type: "object" };
}

function sorted(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(compareDiagnostics);
}

const at = (d: Diagnostic): string =>
  d.span === undefined ? "" : `${d.span.file}:${d.span.start.line}:${d.span.start.column}`;

// Where TypeScript already reports an error (an unknown type name is `any` to the checker), crdgen's own
// complaint about the same spot says nothing new.
function withoutEchoes(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const typeErrors = new Set(diagnostics.filter((d) => d.code === "CRD2001" && d.span !== undefined).map(at));
  return diagnostics.filter((d) => d.code === "CRD2001" || d.span === undefined || !typeErrors.has(at(d)));
}

/**
 * Generates CRDs from an already loaded program (so that a watch mode can keep one program and refresh
 * changed files): discover → convert → lower → assemble → check. Never throws for problems in the inputs:
 * they are diagnostics.
 */
export function generateFromProject(project: TsProject, options: SchemaOptions = {}): GenerateResult {
  const settings: ConvertSettings = { embeddedObjectMeta: options.embeddedObjectMeta ?? "object" };
  const coreTypes = clientLibraryCoreTypes;
  const comments = new CommentReader((file) => displayPath(file, project.cwd));
  const diagnostics: Diagnostic[] = compilerStage(project);
  const discovery = discover(project, comments);
  diagnostics.push(...discovery.diagnostics);
  const { packages, roots } = discovery.value;
  const conversion = convertStage(roots, settings, comments, coreTypes, optionalByDefault(packages));
  diagnostics.push(...conversion.diagnostics);
  const lowered = lowerStage(conversion.value, embeddedObjectMeta(settings, coreTypes));
  diagnostics.push(...lowered.diagnostics);
  const assembled = assembleStage(lowered.value);
  diagnostics.push(...assembled.diagnostics);
  diagnostics.push(...checkStage(assembled.value));
  const crds: GeneratedCrd[] = assembled.value.map((a) => ({
    group: a.group,
    kind: a.kind,
    plural: a.plural,
    versions: a.crd.spec?.versions?.map((v) => v.name ?? "") ?? [],
    crd: a.crd,
    sources: [...new Set(a.versions.flatMap((v) => v.sources))].sort(),
  }));
  return { crds, diagnostics: sorted(withoutEchoes(diagnostics)) };
}

/**
 * Reads TypeScript API types and returns their CustomResourceDefinitions, each checked with the API
 * server's CRD validation, and every diagnostic. Never throws for problems in the inputs.
 */
export function generateCrds(options: GenerateOptions): GenerateResult {
  const loaded = loadProject(options);
  if (loaded.value === undefined) return { crds: [], diagnostics: sorted(loaded.diagnostics) };
  const result = generateFromProject(loaded.value, options);
  return { crds: result.crds, diagnostics: sorted([...loaded.diagnostics, ...result.diagnostics]) };
}

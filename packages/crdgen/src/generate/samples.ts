import type { Diagnostic } from "@crdgen/core";
import { hasErrors } from "@crdgen/core";
import type { GeneratedCrd } from "@crdgen/generator";
import { fileDiagnostics, validateFiles } from "../validate/run.js";
import type { ValidateFileReport, ValidatedObject } from "../validate/types.js";
import type { GenerateOutput } from "./generate.js";
import { withDiagnostics } from "./output-folder.js";

/**
 * The run's output with its sample objects validated against the CRDs it just generated, as `crdgen validate`
 * would (same codes, at the sample's file:line:col). An invalid sample is an error like any other: the run
 * fails and, as for every error, nothing is written. Skipped when the run already failed (its CRDs are not
 * the project's) or no samples are set.
 */
export async function withSamples(
  output: GenerateOutput,
  samples: string | undefined,
  strict: boolean,
): Promise<GenerateOutput> {
  if (samples === undefined || hasErrors(output.diagnostics)) return output;
  const diagnostics = await sampleDiagnostics(samples, output.crds);
  const checked = withDiagnostics(output, diagnostics, strict);
  return hasErrors(checked.diagnostics) ? { ...checked, files: [] } : checked;
}

/** The diagnostics of the samples at `path` (a folder or a file) against the generated CRDs. */
async function sampleDiagnostics(path: string, crds: readonly GeneratedCrd[]): Promise<Diagnostic[]> {
  const groups = new Set(crds.map((generated) => generated.group));
  const reports = await validateFiles([path], { crds: crds.map((generated) => generated.crd) });
  return reports.flatMap((report) => fileDiagnostics(ours(report, groups), { strict: false }));
}

// A samples folder also holds documents that are no sample of this project: kubebuilder's kustomization.yaml,
// objects of built-in kinds or of other operators. Only objects of a group the project generates are checked,
// so a sample with a mistyped kind or a version no CRD serves is still an error.
function ours(report: ValidateFileReport, groups: ReadonlySet<string>): ValidateFileReport {
  const isOurs = (object: ValidatedObject): boolean =>
    object.outcome.refusal === undefined ||
    object.outcome.refusal.reason === "not-an-object" ||
    groups.has(apiGroup(object.outcome.apiVersion));
  return { ...report, objects: report.objects.filter(isOurs) };
}

// The group of an apiVersion: "" for the core group (`v1`).
function apiGroup(apiVersion: string): string {
  const slash = apiVersion.lastIndexOf("/");
  return slash < 0 ? "" : apiVersion.slice(0, slash);
}

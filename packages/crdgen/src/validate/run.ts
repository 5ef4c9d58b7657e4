import { catalogOf } from "./api.js";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import type { JudgeOptions } from "./diagnostics.js";
import { isRefused, objectDiagnostics } from "./diagnostics.js";
import { readInputs } from "../manifest/read-inputs.js";
import { OldObjects } from "./old-objects.js";
import type { RuleEvaluator } from "./rules.js";
import type { ValidateFileReport } from "./types.js";
import { validateManifestText } from "./validate-text.js";

/** Options of {@link validateFiles}. */
export interface ValidateFilesOptions {
  /** The CRDs; documents that are not apiextensions.k8s.io/v1 CRDs are ignored. */
  readonly crds: readonly unknown[];
  readonly rules?: RuleEvaluator;
  /** The objects' old versions (see `ValidateInput.old`): objects that have one are validated as updates. */
  readonly old?: readonly unknown[];
  /** What the path `-` reads; standard input by default. */
  readonly stdin?: AsyncIterable<unknown>;
  /** Called with each file's report as soon as it is done, so output can stream. */
  readonly onFile?: (report: ValidateFileReport) => void;
}

/**
 * Validates the objects of manifest files and folders against CRDs, one file at a time. Returns data; never
 * prints and never throws for bad input.
 */
export async function validateFiles(
  paths: readonly string[],
  options: ValidateFilesOptions,
): Promise<ValidateFileReport[]> {
  const catalog = catalogOf(options.crds);
  const old = options.old === undefined ? undefined : new OldObjects(catalog, options.old);
  const checks = { catalog, rules: options.rules, old };
  const reports: ValidateFileReport[] = [];
  for await (const input of readInputs(paths, options.stdin)) {
    const report: ValidateFileReport =
      input.kind === "text"
        ? validateManifestText(input.text, input.file, checks)
        : { file: input.file, objects: [], diagnostics: [input.diagnostic], unreadable: input.unreadable };
    reports.push(report);
    options.onFile?.(report);
  }
  return reports;
}

/** Every diagnostic of a file: its own problems first, then its objects' in file order. */
export function fileDiagnostics(report: ValidateFileReport, options: JudgeOptions): ManifestDiagnostic[] {
  return [
    ...report.diagnostics,
    ...report.objects.flatMap((object) => objectDiagnostics(report.file, object, options)),
  ];
}

/** Totals over a run. */
export interface ValidateSummary {
  readonly files: number;
  readonly objects: number;
  /** Objects the API server would refuse (with `strict`, also for unknown fields). */
  readonly invalidObjects: number;
  readonly errors: number;
  readonly warnings: number;
  readonly unreadableFiles: number;
}

/** Adds up a run's reports. */
export function summarize(reports: readonly ValidateFileReport[], options: JudgeOptions): ValidateSummary {
  let objects = 0;
  let invalidObjects = 0;
  let errors = 0;
  let warnings = 0;
  let unreadableFiles = 0;
  for (const report of reports) {
    objects += report.objects.length;
    invalidObjects += report.objects.filter((object) => isRefused(object, options)).length;
    for (const diagnostic of fileDiagnostics(report, options)) {
      if (diagnostic.severity === "error") errors++;
      else if (diagnostic.severity === "warning") warnings++;
    }
    if (report.unreadable) unreadableFiles++;
  }
  return { files: reports.length, objects, invalidObjects, errors, warnings, unreadableFiles };
}

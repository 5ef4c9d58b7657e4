import { catalogOf } from "./api.js";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import type { DiagnosticCounts, JudgeOptions } from "./diagnostics.js";
import {
  countDiagnostic,
  countObjectDiagnostics,
  hasOtherDiagnostics,
  isRefused,
  objectDiagnostics,
} from "./diagnostics.js";
import { readInputs } from "../manifest/read-inputs.js";
import { OldObjects } from "./old-objects.js";
import { runRules } from "./cel-rules.js";
import type { RuleEvaluator } from "./rules.js";
import type { ValidateFileReport } from "./types.js";
import type { ManifestItem } from "../manifest/documents.js";
import { readObjectItems, validateManifestItems, validateManifestText } from "./validate-text.js";

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
  const reports: ValidateFileReport[] = [];
  for await (const report of validateFileReports(paths, options)) {
    reports.push(report);
    options.onFile?.(report);
  }
  return reports;
}

/**
 * {@link validateFiles} one report at a time, each as soon as its file is done, for callers that render and
 * forget it: holding every report (with its stored object) until the end of a long run costs memory and
 * garbage-collection time. `batchCharacters` sets how much text of small files is read before their objects
 * are validated (tests make it small).
 */
export async function* validateFileReports(
  paths: readonly string[],
  options: Omit<ValidateFilesOptions, "onFile">,
  batchCharacters: number = readBatchCharacters,
): AsyncGenerator<ValidateFileReport> {
  const catalog = catalogOf(options.crds);
  const old = options.old === undefined ? undefined : new OldObjects(catalog, options.old);
  const checks = { catalog, rules: runRules(options.rules), old };
  // Small files are read a few at a time, then validated one after the other: the reader's and the validator's
  // code each stay hot over several documents instead of taking turns at every one: over the validate
  // benchmark's objects (one per file) 2 % less CPU on a quiet machine, about 6 % on a busy one, whose other
  // processes evict more of the caches at each turn. A batch holds at most `batchCharacters` of text
  // with its documents; a larger file is read lazily, as it is validated, as before.
  let batch: { readonly file: string; readonly items: readonly ManifestItem[] }[] = [];
  let batched = 0;
  function* validated(): Generator<ValidateFileReport> {
    const read = batch;
    batch = [];
    batched = 0;
    for (const { file, items } of read) yield validateManifestItems(items, file, checks);
  }
  for await (const input of readInputs(paths, options.stdin)) {
    if (input.kind !== "text") {
      yield* validated();
      yield { file: input.file, objects: [], diagnostics: [input.diagnostic], unreadable: input.unreadable };
    } else if (input.text.length >= batchCharacters) {
      yield* validated();
      yield validateManifestText(input.text, input.file, checks);
    } else {
      batch.push({ file: input.file, items: [...readObjectItems(input.text, input.file)] });
      batched += input.text.length;
      if (batched >= batchCharacters) yield* validated();
    }
  }
  yield* validated();
}

/** How much text (in UTF-16 code units) {@link validateFileReports} reads before validating what it read. */
const readBatchCharacters = 128 * 1024;

/** Every diagnostic of a file: its own problems first, then its objects' in file order. */
export function fileDiagnostics(report: ValidateFileReport, options: JudgeOptions): ManifestDiagnostic[] {
  return [
    ...report.diagnostics,
    ...report.objects.flatMap((object) => objectDiagnostics(report.file, object, options)),
  ];
}

/**
 * What the JSON output needs of a file's {@link fileDiagnostics}: how many errors and warnings they hold, and
 * the diagnostics themselves only where they may be listed beside the objects (the file's own, and objects'
 * refusals, update errors and notes). The objects' create errors and warnings, which the JSON shows in the
 * objects, are counted without being built: in a long run most of the time `fileDiagnostics` took.
 */
export function fileDiagnosticsForJson(
  report: ValidateFileReport,
  options: JudgeOptions,
): { readonly diagnostics: ManifestDiagnostic[]; readonly counts: DiagnosticCounts } {
  const counts = { errors: 0, warnings: 0 };
  const diagnostics = [...report.diagnostics];
  for (const diagnostic of diagnostics) countDiagnostic(diagnostic, counts);
  for (const object of report.objects) {
    if (hasOtherDiagnostics(object)) {
      const built = objectDiagnostics(report.file, object, options);
      for (const diagnostic of built) countDiagnostic(diagnostic, counts);
      diagnostics.push(...built);
    } else {
      countObjectDiagnostics(report.file, object, options, counts);
    }
  }
  return { diagnostics, counts };
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

/** The totals of a run, added up one file at a time so that reports need not be kept to the end. */
export class ValidateTotals {
  private files = 0;
  private objects = 0;
  private invalidObjects = 0;
  private errors = 0;
  private warnings = 0;
  private unreadableFiles = 0;

  constructor(private readonly options: JudgeOptions) {}

  /** Counts one file's report; `diagnostics` are its {@link fileDiagnostics}, passed in when already made. */
  add(report: ValidateFileReport, diagnostics: readonly ManifestDiagnostic[]): void {
    const counts = { errors: 0, warnings: 0 };
    for (const diagnostic of diagnostics) countDiagnostic(diagnostic, counts);
    this.addCounted(report, counts);
  }

  /** Counts one file's report whose diagnostics were counted already ({@link fileDiagnosticsForJson}). */
  addCounted(report: ValidateFileReport, counts: DiagnosticCounts): void {
    this.files++;
    this.objects += report.objects.length;
    this.invalidObjects += report.objects.filter((object) => isRefused(object, this.options)).length;
    this.errors += counts.errors;
    this.warnings += counts.warnings;
    if (report.unreadable) this.unreadableFiles++;
  }

  summary(): ValidateSummary {
    const { files, objects, invalidObjects, errors, warnings, unreadableFiles } = this;
    return { files, objects, invalidObjects, errors, warnings, unreadableFiles };
  }
}

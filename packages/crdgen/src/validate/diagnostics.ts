import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage, diagnosticCatalog } from "@crdgen/core";
import { errorString, haveDistinctFields } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { manifestDiagnostic } from "../manifest/diagnostic.js";
import type { ManifestDocument } from "../manifest/documents.js";
import type { FilePlace, LocatedError, ValidatedObject } from "./types.js";

// Every diagnostic `crdgen validate` reports is built in this file, so that how messages are worded (and
// where their text comes from) changes in one place.

/** How the diagnostics of a run are judged. */
export interface JudgeOptions {
  /** Unknown fields are errors, as `kubectl --validate=strict` refuses them. */
  readonly strict: boolean;
}

/** The diagnostics of one object, in the order they are shown: refusal or errors, then warnings, then notes. */
export function objectDiagnostics(
  file: string,
  object: ValidatedObject,
  options: JudgeOptions,
): ManifestDiagnostic[] {
  const { outcome } = object;
  const at = (place: FilePlace): ReturnType<typeof details> => details(place, object.index);
  const refusal = outcome.refusal;
  if (refusal !== undefined) {
    const place = object.refusalPlace ?? { line: object.line, column: 1 };
    switch (refusal.reason) {
      case "not-an-object":
      case "no-kind":
        return [
          manifestDiagnostic(
            catalogMessage("CRD5044", "notAnObject", { subject: subject(object), detail: refusal.message }),
            file,
            at(place),
          ),
        ];
      case "no-match":
        return [
          manifestDiagnostic(
            catalogMessage("CRD5042", "noMatch", { detail: refusal.message }),
            file,
            at(place),
          ),
        ];
      case "built-in":
        return [
          manifestDiagnostic(
            catalogMessage("CRD5048", "builtIn", {
              kind: outcome.kind,
              name: JSON.stringify(outcome.name),
              apiVersion: outcome.apiVersion,
            }),
            file,
            at(place),
          ),
        ];
    }
  }
  const found = distinctErrors(object.errors).map(({ error, detail }) => {
    const message =
      outcome.operation === "update"
        ? catalogMessage("CRD5060", "invalid", { detail })
        : catalogMessage("CRD5040", "invalid", { detail });
    return manifestDiagnostic(message, file, at(error));
  });
  for (const warning of object.warnings) {
    const message = warning.unknownField
      ? catalogMessage("CRD5041", "unknownField", { warning: warning.text })
      : catalogMessage("CRD5043", "serverWarning", { warning: warning.text });
    const severity = warning.unknownField && options.strict ? "error" : undefined;
    found.push(manifestDiagnostic(message, file, { ...at(warning), severity }));
  }
  if (outcome.unevaluatedRules) {
    const message = catalogMessage("CRD5045", "rulesNotEvaluated", {
      kind: outcome.kind,
      name: JSON.stringify(outcome.name),
      functions: outcome.unevaluatedFunctions.join(", "),
    });
    found.push(manifestDiagnostic(message, file, at({ line: object.line, column: 1 })));
  }
  return found;
}

/**
 * The object's errors as diagnostics show them: each distinct error once, with its text. The server's list of
 * causes can name one error several times (an update checks the new metadata in `rest.BeforeUpdate` and again
 * in the strategy, so an invalid label is listed thrice); the `errors` of the JSON output and the API keep that
 * list as the server returns it, and kubectl's summary line lists each once, as a diagnostic does.
 */
function distinctErrors(errors: readonly LocatedError[]): { error: LocatedError; detail: string }[] {
  const seen = new Set<string>();
  const distinct: { error: LocatedError; detail: string }[] = [];
  for (const error of errors) {
    const detail = errorString(error);
    const key = `${error.line}:${error.column}:${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ error, detail });
  }
  return distinct;
}

/**
 * How many errors {@link distinctErrors} keeps, without building them: an error's place is found from its field
 * alone (DocumentPlaces.of), which its text begins with, so two errors have the same place and text exactly when
 * they have the same text.
 */
function distinctErrorCount(errors: readonly LocatedError[]): number {
  if (haveDistinctFields(errors)) return errors.length;
  const seen = new Set<string>();
  for (const error of errors) seen.add(errorString(error));
  return seen.size;
}

/** How many errors and warnings a run counts. */
export interface DiagnosticCounts {
  errors: number;
  warnings: number;
}

/**
 * Whether {@link objectDiagnostics} gives the object a diagnostic beyond its create errors and warnings (a
 * refusal, an update error, a note on rules not evaluated): the JSON output lists those, and only those need
 * building there.
 */
export function hasOtherDiagnostics(object: ValidatedObject): boolean {
  const { outcome } = object;
  return outcome.refusal !== undefined || outcome.unevaluatedRules || outcome.operation === "update";
}

/**
 * Adds the errors and warnings {@link objectDiagnostics} would give the object to `counts`, without building
 * them when the object has only create errors and warnings: the JSON output counts those and shows them from
 * the object itself, so building each one's message and code frame would be work thrown away.
 */
export function countObjectDiagnostics(
  file: string,
  object: ValidatedObject,
  options: JudgeOptions,
  counts: DiagnosticCounts,
): void {
  if (hasOtherDiagnostics(object)) {
    for (const diagnostic of objectDiagnostics(file, object, options)) countDiagnostic(diagnostic, counts);
    return;
  }
  countSeverity(diagnosticCatalog.CRD5040.severity, counts, distinctErrorCount(object.errors));
  for (const warning of object.warnings) {
    const severity = warning.unknownField
      ? options.strict
        ? "error"
        : diagnosticCatalog.CRD5041.severity
      : diagnosticCatalog.CRD5043.severity;
    countSeverity(severity, counts, 1);
  }
}

/** Counts one diagnostic by its severity. */
export function countDiagnostic(diagnostic: ManifestDiagnostic, counts: DiagnosticCounts): void {
  countSeverity(diagnostic.severity, counts, 1);
}

function countSeverity(severity: string, counts: DiagnosticCounts, n: number): void {
  if (severity === "error") counts.errors += n;
  else if (severity === "warning") counts.warnings += n;
}

/** The server's answer to a refused object: with `strict`, the strict decoding error of one with unknown fields. */
export function refusalMessage(object: ValidatedObject, options: JudgeOptions): string {
  const { outcome } = object;
  return options.strict && outcome.strictMessage !== undefined ? outcome.strictMessage : outcome.message;
}

/** Whether the server would refuse the object (with `strict`, also for unknown fields). Skipped kinds pass. */
export function isRefused(object: ValidatedObject, options: JudgeOptions): boolean {
  const { outcome } = object;
  if (outcome.refusal?.reason === "built-in") return false;
  return !outcome.valid || (options.strict && outcome.unknownFields.length > 0);
}

/** An object bigger than the API server accepts in one request. */
export function oversizedObject(
  file: string,
  document: ManifestDocument,
  size: number,
  limit: number,
): ManifestDiagnostic {
  const message = catalogMessage("CRD5047", "oversized", {
    document: document.index,
    size: size.toLocaleString("en-US"),
    limit: (limit / (1024 * 1024)).toString(),
  });
  return manifestDiagnostic(message, file, {
    line: document.line,
    column: 1,
    document: document.index,
  });
}

/** No CRD to check against: `--crds` found none, or the project's types did not generate. */
export function noCrds(file: string, message: DiagnosticMessage<"CRD5046">): ManifestDiagnostic {
  return manifestDiagnostic(message, file);
}

function subject(object: ValidatedObject): string {
  return object.item === undefined ? `document ${object.index}` : `item ${object.item} of the List`;
}

function details(place: FilePlace, document: number) {
  return { line: place.line, column: place.column, sourceLine: place.sourceLine, document };
}

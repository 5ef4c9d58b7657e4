import type { CrdCatalog } from "@crdgen/objects";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import type { ManifestDocument, ManifestItem } from "../manifest/documents.js";
import { readManifestText } from "../manifest/documents.js";
import { classifyDocument } from "../check/classify.js";
import { oversizedObject } from "./diagnostics.js";
import { restoreExactIntegers, takeExactIntegers } from "./exact-integers.js";
import { DocumentPlaces } from "./locate.js";
import type { ObjectOutcome } from "./object.js";
import { validateObject } from "./object.js";
import type { OldObjects } from "./old-objects.js";
import type { RuleEvaluator } from "./rules.js";
import type { FieldError } from "@crdgen/structural";
import type {
  FilePlace,
  LocatedError,
  LocatedWarning,
  ValidatedObject,
  ValidateFileReport,
} from "./types.js";

/** What objects are validated against. */
export interface ObjectChecks {
  readonly catalog: CrdCatalog;
  /** The run's evaluator of CEL rules (see `runRules`). */
  readonly rules: RuleEvaluator;
  /** The old versions of objects: an object that has one is validated as an update. */
  readonly old?: OldObjects | undefined;
}

/**
 * Validates every object of one manifest file's text: each document (each item of a `List`) is created
 * against the catalog's CRDs, or updated when `checks.old` has its old version. CustomResourceDefinitions among the objects are skipped: they are what
 * objects are checked against, not objects to check.
 */
export function validateManifestText(text: string, file: string, checks: ObjectChecks): ValidateFileReport {
  return validateManifestItems(readObjectItems(text, file), file, checks);
}

/** The documents (and problems) of one manifest file's text, read as objects are validated: lazily. */
export function readObjectItems(text: string, file: string): Iterable<ManifestItem> {
  return readManifestText(text, file, { exactIntegers: true, positions: true });
}

/** {@link validateManifestText} of a file's items, read by {@link readObjectItems} (all at once or lazily). */
export function validateManifestItems(
  items: Iterable<ManifestItem>,
  file: string,
  checks: ObjectChecks,
): ValidateFileReport {
  const objects: ValidatedObject[] = [];
  const diagnostics: ManifestDiagnostic[] = [];
  for (const item of items) {
    if (item.kind === "diagnostic") {
      diagnostics.push(item.diagnostic);
      continue;
    }
    const { document } = item;
    const found = classifyDocument(document.value);
    if (found.kind === "crd" || found.kind === "retired-crd") continue;
    if (found.kind === "list") {
      found.items.forEach((value, i) => {
        objects.push(validateDocument(value, document, i, checks, file, diagnostics));
      });
    } else {
      objects.push(validateDocument(document.value, document, undefined, checks, file, diagnostics));
    }
  }
  return { file, objects, diagnostics, unreadable: false };
}

// The API server's request body limit (3 MiB, apiserver's MaxRequestBodyBytes).
const maxRequestBytes = 3 * 1024 * 1024;

// Without aliases, a document's JSON is at most this many times as long as its YAML text, plus a little: the
// most a YAML character becomes is a JSON escape (`"\0"` → `"\u0000"`) or a short word (`{n,y}` →
// `{"false":null,"true":null}`: 6.5 characters per 2); numbers grow at most from `9e20` to 21 digits.
const jsonPerYamlCharacter = 16;
const jsonSlack = 64;

/**
 * The length of the document's JSON when it may be over the request limit, else 0 (what its length is does not
 * matter then): a text without aliases too short to come near the limit saves writing its JSON.
 */
function requestSize(value: unknown, document: ManifestDocument): number {
  const { text, aliasFree } = document.source;
  if (aliasFree === true && text.length * jsonPerYamlCharacter + jsonSlack <= maxRequestBytes) return 0;
  return JSON.stringify(value).length;
}

function validateDocument(
  value: unknown,
  document: ManifestDocument,
  item: number | undefined,
  checks: ObjectChecks,
  file: string,
  diagnostics: ManifestDiagnostic[],
): ValidatedObject {
  const exact = document.source.int64Free === true ? [] : takeExactIntegers(value);
  // The request's size is that of the object as sent: measured before validation, which may prune it in place.
  const size = requestSize(value, document);
  // The run parsed the object and reads it no more, so it is handed over to be pruned and defaulted in place,
  // unless its text may hold aliases, which can make one value appear at two places.
  const owned = document.source.aliasFree === true;
  const outcome = validateObject(checks.catalog, value, checks.rules, checks.old?.find(value), { owned });
  if (outcome.stored !== undefined && exact.length > 0) restoreExactIntegers(outcome.stored, exact);
  const places = new DocumentPlaces(document, item);
  if (outcome.refusal === undefined && size > maxRequestBytes) {
    diagnostics.push(oversizedObject(file, document, size, maxRequestBytes));
  }
  const warnings = outcome.warnings.length === 0 ? [] : locatedWarnings(outcome, places);
  const errors = outcome.errors.map((error) => locatedError(error, places.of(error.field)));
  // The usual object (no List item, not refused) is written out without spreads, as locatedError says why.
  if (item === undefined && outcome.refusal === undefined) {
    return { index: document.index, line: document.line, outcome, errors, warnings };
  }
  return {
    index: document.index,
    ...(item === undefined ? {} : { item }),
    line: item === undefined ? document.line : places.ofSteps([]).line,
    outcome,
    ...(outcome.refusal === undefined
      ? {}
      : { refusalPlace: places.ofSteps(outcome.refusal.reason === "no-kind" ? [] : ["apiVersion"]) }),
    errors,
    warnings,
  };
}

// The warnings at their places: an unknown field's at its key, a deprecation at the apiVersion, others at the
// document.
function locatedWarnings(outcome: ObjectOutcome, places: DocumentPlaces): LocatedWarning[] {
  const unknown = new Set(outcome.unknownFields.map((field) => `unknown field "${field}"`));
  return outcome.warnings.map((text): LocatedWarning => {
    if (unknown.has(text)) {
      const field = text.slice('unknown field "'.length, -1);
      return locatedWarning(text, true, places.ofKey(field));
    }
    // A deprecation is about the apiVersion asked for; other warnings about the object as a whole.
    const deprecation = text.includes(" is deprecated");
    return locatedWarning(text, false, places.ofSteps(deprecation ? ["apiVersion"] : []));
  });
}

function locatedWarning(text: string, unknownField: boolean, place: FilePlace): LocatedWarning {
  const { line, column, sourceLine } = place;
  return sourceLine === undefined
    ? { text, unknownField, line, column }
    : { text, unknownField, line, column, sourceLine };
}

/**
 * An error with its place, written out field by field: spreading the two objects (`{ ...error, ...place }`)
 * cost V8 about ten times as much per error, and a run of the benchmark's objects locates ~70,000 errors.
 */
function locatedError(error: FieldError, place: FilePlace): LocatedError {
  const { type, field, detail, origin } = error;
  const { line, column, sourceLine } = place;
  if ("badValue" in error) {
    const { badValue } = error;
    return sourceLine === undefined
      ? { type, field, detail, origin, badValue, line, column }
      : { type, field, detail, origin, badValue, line, column, sourceLine };
  }
  return sourceLine === undefined
    ? { type, field, detail, origin, line, column }
    : { type, field, detail, origin, line, column, sourceLine };
}

import type { ErrorType } from "@crdgen/structural";
import type { DiagnosticJson } from "../check/render-json.js";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { int64JsonMarker } from "../manifest/scalars.js";
import type { JudgeOptions } from "./diagnostics.js";
import { withExactIntegers } from "./exact-integers.js";
import { isRefused, refusalMessage } from "./diagnostics.js";
import type { LocatedError, ValidatedObject, ValidateFileReport } from "./types.js";

/** An API server error of an object in the JSON output, at the 1-based line and column of its field. */
interface ObjectErrorJson {
  readonly type: ErrorType;
  readonly field: string;
  readonly detail: string;
  readonly line: number;
  readonly column: number;
}

/** One object in the JSON output of `crdgen validate --format json`. */
interface ObjectJson {
  readonly file: string;
  readonly index: number;
  readonly item?: number;
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly valid: boolean;
  /** kubectl's line for a refused object; "" when valid. */
  readonly message: string;
  readonly errors: readonly ObjectErrorJson[];
  /** The server's warnings, word for word. */
  readonly warnings: readonly string[];
  /** The object as stored (pruned, defaulted), or null when refused. */
  readonly stored: Record<string, unknown> | null;
  /** CEL runtime cost; 0 while CEL rules are not evaluated. */
  readonly runtimeCost: number;
  /** Present (true) for a built-in kind, which is not validated. */
  readonly skipped?: true;
}

/** A problem that is not one of an object's errors or warnings: YAML errors, unmatched kinds, notes. */
type ValidateDiagnosticJson = DiagnosticJson & { readonly file: string };

/** The whole JSON output of `crdgen validate --format json`. */
interface ValidateJson {
  readonly objects: readonly ObjectJson[];
  readonly diagnostics?: readonly ValidateDiagnosticJson[];
}

// These are in the objects' errors and warnings already.
const inObjects = new Set(["CRD5040", "CRD5041", "CRD5043"]);

/** One file's share of {@link ValidateJson}, as JSON text: its objects' and its diagnostics'. */
interface FileJsonText {
  /** The objects' JSON, comma-separated (empty without objects), with their exact integers back. */
  readonly objects: string;
  readonly diagnostics: readonly string[];
}

/**
 * One file's objects and diagnostics in the JSON output, as `JSON.stringify` writes each; `diagnostics` are the
 * file's (`fileDiagnostics`, or only those the objects do not show: `fileDiagnosticsForJson`), of which those
 * already in the objects' errors and warnings are left out.
 */
export function fileToJsonText(
  report: ValidateFileReport,
  diagnostics: readonly ManifestDiagnostic[],
  options: JudgeOptions,
): FileJsonText {
  const file = new JsonPieces();
  const fileJson = file.json(report.file);
  let objects = "";
  for (const object of report.objects) {
    const text = objectJsonText(report.file, fileJson, file.marked, object, options);
    objects = objects === "" ? text : `${objects},${text}`;
  }
  return {
    objects,
    diagnostics: diagnostics
      .filter((d) => !inObjects.has(d.code))
      .map((d) => JSON.stringify(diagnosticToJson(report.file, d))),
  };
}

/**
 * Values' JSON, as JSON.stringify writes it, noting whether any holds an exact integer's marker: a text made of
 * pieces then has exact integers put back only when a piece has one, where looking for a marker in the whole
 * text made it whole first (a copy of all the output). No marker spans two pieces: each piece is whole JSON
 * values, between keys and punctuation.
 */
class JsonPieces {
  marked = false;

  json(value: unknown): string {
    const text = JSON.stringify(value);
    if (!this.marked && text.includes(int64JsonMarker)) this.marked = true;
    return text;
  }
}

/**
 * `JSON.stringify(objectToJson(…))` with exact integers put back ({@link withExactIntegers}), with the usual
 * object's keys written as text around its values' JSON: the object to stringify (and one per error) is not
 * built first. `fileJson` is the file name's JSON, `fileMarked` whether it has a marker. The values are those
 * objectToJson takes, in its order; a number is written as JSON.stringify writes it.
 */
function objectJsonText(
  file: string,
  fileJson: string,
  fileMarked: boolean,
  object: ValidatedObject,
  options: JudgeOptions,
): string {
  const { outcome } = object;
  if (object.item !== undefined || outcome.refusal?.reason === "built-in") {
    return withExactIntegers(JSON.stringify(objectToJson(file, object, options)));
  }
  const pieces = new JsonPieces();
  let errors = "";
  for (const error of object.errors) {
    const text =
      `{"type":${pieces.json(error.type)},"field":${pieces.json(error.field)},` +
      `"detail":${pieces.json(error.detail)},"line":${numberJson(error.line)},` +
      `"column":${numberJson(error.column)}}`;
    errors = errors === "" ? text : `${errors},${text}`;
  }
  const text =
    `{"file":${fileJson},"index":${numberJson(object.index)},"apiVersion":${pieces.json(outcome.apiVersion)},` +
    `"kind":${pieces.json(outcome.kind)},"name":${pieces.json(outcome.name)},` +
    `"valid":${isRefused(object, options) ? "false" : "true"},` +
    `"message":${pieces.json(refusalMessage(object, options))},"errors":[${errors}],` +
    `"warnings":${pieces.json(outcome.warnings)},"stored":${pieces.json(outcome.stored ?? null)},` +
    `"runtimeCost":${numberJson(outcome.runtimeCost)}}`;
  return fileMarked || pieces.marked ? withExactIntegers(text) : text;
}

// A number as JSON.stringify writes it: null when not finite.
function numberJson(value: number): string {
  return Number.isFinite(value) ? String(value) : "null";
}

function objectToJson(file: string, object: ValidatedObject, options: JudgeOptions): ObjectJson {
  const { outcome } = object;
  // The usual object (no List item, not a built-in kind) is written out without spreads, which V8 runs on a
  // slow path when fields follow them; the fields are in the same order.
  if (object.item === undefined && outcome.refusal?.reason !== "built-in") {
    return {
      file,
      index: object.index,
      apiVersion: outcome.apiVersion,
      kind: outcome.kind,
      name: outcome.name,
      valid: !isRefused(object, options),
      message: refusalMessage(object, options),
      errors: object.errors.map(errorToJson),
      warnings: outcome.warnings,
      stored: outcome.stored ?? null,
      runtimeCost: outcome.runtimeCost,
    };
  }
  return {
    file,
    index: object.index,
    ...(object.item === undefined ? {} : { item: object.item }),
    apiVersion: outcome.apiVersion,
    kind: outcome.kind,
    name: outcome.name,
    valid: !isRefused(object, options),
    message: outcome.refusal?.reason === "built-in" ? "" : refusalMessage(object, options),
    errors: object.errors.map(errorToJson),
    warnings: outcome.warnings,
    stored: outcome.stored ?? null,
    runtimeCost: outcome.runtimeCost,
    ...(outcome.refusal?.reason === "built-in" ? { skipped: true as const } : {}),
  };
}

function errorToJson(error: LocatedError): ObjectErrorJson {
  const { type, field, detail, line, column } = error;
  return { type, field, detail, line, column };
}

// One of ValidateJson's diagnostics (the document whose shape the JSON pieces of this file make up).
function diagnosticToJson(
  file: string,
  diagnostic: ManifestDiagnostic,
): NonNullable<ValidateJson["diagnostics"]>[number] {
  const start = diagnostic.span?.start;
  return {
    file,
    code: diagnostic.code,
    severity: diagnostic.severity,
    message: diagnostic.message,
    ...(start === undefined ? {} : { line: start.line, column: start.column }),
    ...(diagnostic.document === undefined ? {} : { document: diagnostic.document }),
    ...(diagnostic.hint === undefined ? {} : { hint: diagnostic.hint }),
  };
}

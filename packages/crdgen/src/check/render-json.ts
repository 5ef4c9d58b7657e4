import type { ErrorOrigin, ErrorType } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import type { CrdCostReport } from "./rule-costs.js";
import type { CheckedError, CheckResult, FileReport } from "./types.js";

/**
 * An API-server error in the JSON output: the server's `type`, `field` and `detail`, the diagnostic `code`,
 * the 1-based `line`/`column` of the YAML node it is about, `path` when that node is not at `field` in the
 * file (a schema the server reports as `spec.validation…`), and the `hint`.
 */
export interface ErrorJson {
  readonly type: ErrorType;
  readonly field: string;
  readonly detail: string;
  readonly origin: ErrorOrigin;
  readonly code: string;
  readonly line: number;
  readonly column: number;
  readonly path?: string;
  readonly hint?: string;
}

/** A validated CRD in the JSON output; `item` only for CRDs inside a `List` document. */
export interface DocumentJson {
  readonly index: number;
  readonly item?: number;
  readonly name: string;
  readonly errors: readonly ErrorJson[];
  /** With `--costs`: each CEL rule's estimated cost, and the CRD's total. */
  readonly rules?: readonly RuleCostJson[];
  readonly estimatedCostTotal?: number;
}

/** A CEL rule's cost in the JSON output; numbers as JSON numbers (above 2^53 they lose precision). */
interface RuleCostJson {
  readonly field: string;
  readonly rule: string;
  readonly estimatedCost: { readonly min: number; readonly max: number } | null;
  readonly maxCardinality: number | null;
  readonly totalCost: number;
}

/**
 * A diagnostic in the JSON output: YAML errors, skipped documents, unreadable files. `line`/`column`
 * (1-based) when it has a position, `document` when it is about one, `path` for a place in a document.
 */
export interface DiagnosticJson {
  readonly code: string;
  readonly severity: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly document?: number;
  readonly path?: string;
  readonly hint?: string;
}

/** One file in the JSON output; `diagnostics` is present only when there are some. */
export interface FileJson {
  readonly file: string;
  readonly documents: readonly DocumentJson[];
  readonly diagnostics?: readonly DiagnosticJson[];
}

/** The whole JSON output of `crdgen check --format json`. */
export interface CheckJson {
  readonly files: readonly FileJson[];
}

/**
 * The JSON document `crdgen check --format json` prints: `{"files":[{"file","documents":[{"index","name",
 * "errors":[{"type","field","detail","origin","code","line","column"}]}]}]}`, plus an optional `diagnostics` array per file for
 * everything that is not an error of a validated CRD (so a clean file has exactly the documented shape).
 */
export function checkResultToJson(result: CheckResult): CheckJson {
  return { files: result.files.map(fileToJson) };
}

/** {@link checkResultToJson} as one line of text with a trailing newline. */
export function renderCheckJson(result: CheckResult): string {
  return `${JSON.stringify(checkResultToJson(result))}\n`;
}

function fileToJson(report: FileReport): FileJson {
  const documents = report.documents.map((crd): DocumentJson => ({
    index: crd.index,
    ...(crd.item === undefined ? {} : { item: crd.item }),
    name: crd.name,
    errors: crd.errors.map(errorToJson),
    ...(crd.costs === undefined ? {} : costsToJson(crd.costs)),
  }));
  if (report.diagnostics.length === 0) return { file: report.file, documents };
  return { file: report.file, documents, diagnostics: report.diagnostics.map(diagnosticToJson) };
}

function errorToJson(error: CheckedError): ErrorJson {
  const { type, field, detail, origin, code, line, column, path, hint } = error;
  return {
    type,
    field,
    detail,
    origin,
    code,
    line,
    column,
    ...(path === undefined ? {} : { path }),
    ...(hint === undefined ? {} : { hint }),
  };
}

function diagnosticToJson(diagnostic: ManifestDiagnostic): DiagnosticJson {
  const start = diagnostic.span?.start;
  return {
    code: diagnostic.code,
    severity: diagnostic.severity,
    message: diagnostic.message,
    ...(start === undefined ? {} : { line: start.line, column: start.column }),
    ...(diagnostic.document === undefined ? {} : { document: diagnostic.document }),
    ...(diagnostic.crdPath === undefined ? {} : { path: diagnostic.crdPath }),
    ...(diagnostic.hint === undefined ? {} : { hint: diagnostic.hint }),
  };
}

function costsToJson(costs: CrdCostReport): Pick<DocumentJson, "rules" | "estimatedCostTotal"> {
  return {
    rules: costs.rules.map((rule) => ({
      field: rule.field,
      rule: rule.rule,
      estimatedCost:
        rule.estimatedCost === undefined
          ? null
          : { min: Number(rule.estimatedCost.min), max: Number(rule.estimatedCost.max) },
      maxCardinality: rule.maxCardinality === undefined ? null : Number(rule.maxCardinality),
      totalCost: Number(rule.totalCost),
    })),
    estimatedCostTotal: Number(costs.estimatedCostTotal),
  };
}

import type { RuleCompiler } from "@crdgen/cel";
import type { CrdCostReport } from "./rule-costs.js";
import type { FieldError } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";

/** One CustomResourceDefinition that was validated, with what the API server would say about it. */
export interface CheckedCrd {
  /** 0-based index of its document in the file (empty documents are not counted). */
  readonly index: number;
  /** Its index in the `items` of a `List` document, when it came from one. */
  readonly item?: number;
  /** `metadata.name`, or "" when it has none. */
  readonly name: string;
  /** 1-based line where its document starts. */
  readonly line: number;
  /** The API server's errors, in the API server's order; empty when the CRD is valid. */
  readonly errors: readonly CheckedError[];
  /** The CEL rules' estimated costs, with `--costs`. */
  readonly costs?: CrdCostReport;
}

/** An API server error with the place in the file it is about. */
export interface CheckedError extends FieldError {
  /** CRD3001 for the structural-schema rules, CRD3002 for the others. */
  readonly code: "CRD3001" | "CRD3002";
  /**
   * 1-based position of the node the error is about, or of its nearest enclosing node when the file does
   * not have it (a missing required field, a field the server fills in).
   */
  readonly line: number;
  readonly column: number;
  /** The text of that line, for a code frame. */
  readonly sourceLine?: string;
  /** Where the error is in the file, when the server's path names another place (`spec.validation…`). */
  readonly path?: string;
  /** What to do, or why the server's path is not in the file. */
  readonly hint?: string;
}

/** Everything found in one file. */
export interface FileReport {
  /** The path as given, or as found below a given directory; `-` is standard input. */
  readonly file: string;
  /** The validated CRDs, in file order. */
  readonly documents: readonly CheckedCrd[];
  /** Problems outside the CRDs' own validation: unreadable input, YAML errors, skipped documents. */
  readonly diagnostics: readonly ManifestDiagnostic[];
  /** True when the file (or folder) could not be read at all, which makes the run a usage failure. */
  readonly unreadable: boolean;
}

/** Totals over a run. */
export interface CheckSummary {
  readonly files: number;
  /** CRDs validated (`apiextensions.k8s.io/v1` CustomResourceDefinitions). */
  readonly crds: number;
  /** CRDs with at least one error. */
  readonly invalidCrds: number;
  /** Validation errors plus error diagnostics. */
  readonly errors: number;
  readonly warnings: number;
  readonly unreadableFiles: number;
}

/** The result of {@link check}: data only, rendered by the CLI or by the caller. */
export interface CheckResult {
  readonly files: readonly FileReport[];
  readonly summary: CheckSummary;
}

/** Options of {@link check}. */
export interface CheckOptions {
  /** Called with each file's report as soon as it is done, so output can stream. */
  readonly onFile?: (report: FileReport) => void;
  /** What the path `-` reads; standard input by default. */
  readonly stdin?: AsyncIterable<unknown>;
  /** Estimate the cost of each CEL rule as the API server does (`--costs`). */
  readonly costs?: boolean;
  /**
   * Compiles the CEL rules of the whole run (one is made for the run when not given); a caller passes its own
   * to read its statistics afterwards (the benchmark's compile time per rule).
   */
  readonly compiler?: RuleCompiler;
}

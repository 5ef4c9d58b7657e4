import type { CatalogEntry, DiagnosticCode } from "./catalog/index.js";
import { diagnosticCatalog } from "./catalog/index.js";
import type { DiagnosticMessage } from "./catalog/message.js";
import type { SourceSpan } from "./span.js";

/** How bad a diagnostic is. Only `error` makes a run fail. */
export type Severity = "error" | "warning" | "info";

/** A problem found in user input: data, never an exception. */
export interface Diagnostic {
  /** Stable code from the catalog, e.g. `CRD4001`. */
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: string;
  /** Where in a source file, when the problem has a place. */
  readonly span?: SourceSpan;
  /** What to do about it, in one sentence. */
  readonly hint?: string;
  /** The schema path inside the CRD, e.g. `spec.validation.openAPIV3Schema.properties[foo].type`. */
  readonly crdPath?: string;
}

/** Optional parts of a diagnostic, for {@link createDiagnostic}. */
export interface DiagnosticDetails {
  readonly span?: SourceSpan | undefined;
  readonly hint?: string | undefined;
  readonly crdPath?: string | undefined;
  /** Overrides the catalog's severity, e.g. when a user option turns a warning into an error. */
  readonly severity?: Severity | undefined;
}

/**
 * Builds a diagnostic from a catalog message (see {@link catalogMessage}); its severity and default hint
 * come from the catalog entry of the message's code, so that the same code always means the same thing.
 */
export function createDiagnostic(message: DiagnosticMessage, details: DiagnosticDetails = {}): Diagnostic {
  const { code, text } = message;
  const entry: CatalogEntry = diagnosticCatalog[code];
  const hint = details.hint ?? entry.hint;
  return {
    code,
    severity: details.severity ?? entry.severity,
    message: text,
    ...(details.span === undefined ? {} : { span: details.span }),
    ...(hint === undefined ? {} : { hint }),
    ...(details.crdPath === undefined ? {} : { crdPath: details.crdPath }),
  };
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** The value of a stage that can meet user errors, with what it found. */
export interface Result<T> {
  readonly value: T;
  readonly diagnostics: readonly Diagnostic[];
}

/** Orders diagnostics by file, line, column, then code, for deterministic output. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  const fa = a.span?.file ?? "";
  const fb = b.span?.file ?? "";
  if (fa !== fb) return fa < fb ? -1 : 1;
  const la = a.span?.start.line ?? 0;
  const lb = b.span?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.span?.start.column ?? 0;
  const cb = b.span?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

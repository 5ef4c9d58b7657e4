export type { SourcePosition, SourceSpan } from "./span.js";
/** Converts an offset in a text to a 1-based line and column. */
export { plainSpan, positionAt } from "./span.js";
export type { Diagnostic, DiagnosticDetails, Result, Severity } from "./diagnostic.js";
/** Diagnostic construction, ordering and error test. */
export { compareDiagnostics, createDiagnostic, hasErrors } from "./diagnostic.js";
export type { CatalogEntry, DiagnosticCode } from "./catalog/index.js";
/** Every diagnostic code crdgen can emit. */
export { diagnosticCatalog } from "./catalog/index.js";
export type {
  DiagnosticMessage,
  MessageArgumentList,
  MessageArguments,
  MessageName,
  Placeholders,
} from "./catalog/message.js";
/** Renders a catalog message template with its arguments. */
export { catalogMessage } from "./catalog/message.js";
export type { RenderOptions } from "./render.js";
/** Renders a diagnostic as `file:line:col - error CODE: message` with a code frame. */
export { renderDiagnostic } from "./render.js";
/** Exceptions for bugs and for usage errors; user errors are diagnostics. */
export { at, InternalError, UsageError } from "./errors.js";
export { detachedString } from "./detached-string.js";
/** Go's order of strings (by code point, as their UTF-8 bytes order). */
export { compareCodePointOrder } from "./code-point-order.js";
/** An in-place ascending sort of a typed array's first entries, one pass when they are in order already. */
export { sortIndicesAscending } from "./sort-indices.js";
export type { Rational } from "./exact-rational.js";
/** A finite non-negative double as an exact fraction (for Go's decimal rounding). */
export { exactRational } from "./exact-rational.js";

import type { Severity } from "../diagnostic.js";

/** One diagnostic code's fixed meaning. */
export interface CatalogEntry {
  readonly severity: Severity;
  /** A short name for the problem, used in docs and JSON output. */
  readonly title: string;
  /** The default hint; a diagnostic may give a more specific one. */
  readonly hint?: string;
}

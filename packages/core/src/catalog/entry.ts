import type { Severity } from "../diagnostic.js";

/**
 * One diagnostic code's fixed meaning, and every text it can say (as TypeScript keeps its
 * diagnosticMessages.json): call sites name a message and pass its arguments, they write no text.
 */
export interface CatalogEntry {
  readonly severity: Severity;
  /** A short name for the problem, used in docs and JSON output. */
  readonly title: string;
  /** The default hint; a diagnostic may give a more specific one. */
  readonly hint?: string;
  /**
   * The message templates, by name. `{name}` is a placeholder filled with the argument of that name;
   * text quoted from elsewhere (an API server field error, a compiler message) is passed as an argument.
   */
  readonly messages: Readonly<Record<string, string>>;
}

import { catalogMessage, renderDiagnostic } from "@crdgen/core";
import { errorString } from "@crdgen/structural";
import { renderCostsText } from "./render-costs.js";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { manifestDiagnostic } from "../manifest/diagnostic.js";
import type { CheckedError, CheckSummary, FileReport } from "./types.js";

/** How to render check results as text. */
export interface TextRenderOptions {
  /** ANSI colours: only for a TTY without NO_COLOR. */
  readonly color: boolean;
}

const ansi = {
  bold: "\u001b[1m",
  cyan: "\u001b[36m",
  red: "\u001b[31m",
  green: "\u001b[32m",
  reset: "\u001b[0m",
};

/**
 * One file's findings as text, in the form `generate` prints its diagnostics: first the problems of the file
 * itself (YAML errors, skipped documents), then each API-server error of its CRDs with the position of the
 * YAML node it is about, its code frame and hint. The message is the API server's own `field: Type: detail`:
 *
 * ```
 * widgets.yaml:19:13 - error CRD3001: spec.validation.openAPIV3Schema.properties[foo].type: Required value: …
 *
 * 19             foo:
 *                ~
 *
 *   at spec.versions[0].schema.openAPIV3Schema.properties[foo].type
 *   hint: The API server reports the schema of all 2 versions once, as spec.validation, …
 * ```
 * `at` appears only when the server's path is not where the error is in the file. Returns "" for a file
 * with nothing to say.
 */
export function renderFileReportText(report: FileReport, options: TextRenderOptions): string {
  const blocks = report.diagnostics.map((d) => renderManifestDiagnostic(d, options.color));
  for (const crd of report.documents) {
    for (const error of crd.errors) {
      blocks.push(renderManifestDiagnostic(errorDiagnostic(report.file, error), options.color));
    }
    if (crd.costs !== undefined) blocks.push(renderCostsText(report.file, crd));
  }
  return blocks.map((block) => `${block}\n`).join("\n");
}

/** An API-server error as a diagnostic of the file, keeping the server's text as the message. */
function errorDiagnostic(file: string, error: CheckedError): ManifestDiagnostic {
  return manifestDiagnostic(catalogMessage(error.code, "fieldError", { detail: errorString(error) }), file, {
    line: error.line,
    column: error.column,
    sourceLine: error.sourceLine,
    crdPath: error.path,
    hint: error.hint,
  });
}

/** A diagnostic with its code frame, drawn from the line it carries. */
export function renderManifestDiagnostic(diagnostic: ManifestDiagnostic, color: boolean): string {
  const { sourceLine, span } = diagnostic;
  // The renderer wants the file's text; only the diagnostic's own line is kept, so it is put in place.
  const sourceOf =
    sourceLine === undefined || span === undefined
      ? undefined
      : () => "\n".repeat(span.start.line - 1) + sourceLine;
  return renderDiagnostic(diagnostic, sourceOf === undefined ? { color } : { color, sourceOf });
}

/** The closing line: `Checked 3 files, 4 CRDs: 1 invalid, 2 errors, 1 warning`. */
export function renderSummaryText(summary: CheckSummary, options: TextRenderOptions): string {
  const paint = painter(options.color);
  const counts = `Checked ${count(summary.files, "file")}, ${count(summary.crds, "CRD")}`;
  const findings: string[] = [];
  if (summary.errors === 0) {
    findings.push(paint(ansi.green, "no errors"));
  } else {
    if (summary.invalidCrds > 0) findings.push(`${summary.invalidCrds} invalid`);
    findings.push(paint(ansi.red, count(summary.errors, "error")));
  }
  if (summary.warnings > 0) findings.push(count(summary.warnings, "warning"));
  if (summary.unreadableFiles > 0) findings.push(`${count(summary.unreadableFiles, "input")} not read`);
  return `${counts}: ${findings.join(", ")}\n`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function painter(color: boolean): (code: string, text: string) => string {
  return (code, text) => (color ? code + text + ansi.reset : text);
}

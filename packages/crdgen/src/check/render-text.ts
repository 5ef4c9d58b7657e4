import { renderDiagnostic } from "@crdgen/core";
import { errorString } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import type { CheckedCrd, CheckSummary, FileReport } from "./types.js";

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
 * One file's findings as text: its diagnostics (`file:line:col - error CRD4001: message`, code frame,
 * hint), then its invalid CRDs, each error on one line in the API server's `field: Type: detail` form:
 *
 * ```
 * config/crd/bases/example.com_widgets.yaml
 *   widgets.example.com
 *     spec.validation.openAPIV3Schema.properties[foo].type: Required value: must not be empty …
 * ```
 * Returns "" for a file with nothing to say.
 */
export function renderFileReportText(report: FileReport, options: TextRenderOptions): string {
  const paint = painter(options.color);
  const blocks = report.diagnostics.map((d) => renderManifestDiagnostic(d, options.color));
  const invalid = report.documents.filter((crd) => crd.errors.length > 0);
  if (invalid.length > 0) {
    const lines = [paint(ansi.cyan, report.file)];
    for (const crd of invalid) {
      lines.push(`  ${paint(ansi.bold, crdLabel(crd))}`);
      for (const error of crd.errors) lines.push(`    ${errorString(error)}`);
    }
    blocks.push(lines.join("\n"));
  }
  return blocks.map((block) => `${block}\n`).join("\n");
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

function crdLabel(crd: CheckedCrd): string {
  const name =
    crd.name === "" ? `(CRD without metadata.name, document ${crd.index} at line ${crd.line})` : crd.name;
  return crd.item === undefined ? name : `${name} (item ${crd.item} of the List at line ${crd.line})`;
}

/** The closing line: `Checked 3 files, 4 CRDs: 1 invalid, 2 errors, 1 warning`. */
export function renderSummaryText(summary: CheckSummary, options: TextRenderOptions): string {
  const paint = painter(options.color);
  const counts = `Checked ${count(summary.files, "file")}, ${count(summary.crds, "CRD")}`;
  const findings: string[] = [];
  if (summary.errors === 0) findings.push(paint(ansi.green, "no errors"));
  else {
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

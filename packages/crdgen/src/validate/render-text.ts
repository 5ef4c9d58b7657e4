import { renderManifestDiagnostic } from "../check/render-text.js";
import type { JudgeOptions } from "./diagnostics.js";
import { isRefused, objectDiagnostics, refusalMessage } from "./diagnostics.js";
import type { ValidateSummary } from "./run.js";
import type { ValidateFileReport } from "./types.js";

/** How to render validate results as text. */
export interface ValidateTextOptions extends JudgeOptions {
  readonly color: boolean;
}

/**
 * One file's findings as text: the file's own problems, then per object kubectl's line for a refused object
 * (`The Widget "w1" is invalid: …`, after the file and document) followed by each error and warning at the
 * place of its field, with a code frame. Returns "" for a file with nothing to say.
 */
export function renderValidateFileText(report: ValidateFileReport, options: ValidateTextOptions): string {
  const blocks = report.diagnostics.map((d) => renderManifestDiagnostic(d, options.color));
  for (const object of report.objects) {
    const diagnostics = objectDiagnostics(report.file, object, options);
    const { outcome } = object;
    if (outcome.refusal === undefined && isRefused(object, options)) {
      const where =
        object.item === undefined ? `document ${object.index}` : `item ${object.item} of the List`;
      blocks.push(`${report.file}:${object.line} (${where}): ${refusalMessage(object, options)}`);
    }
    blocks.push(...diagnostics.map((d) => renderManifestDiagnostic(d, options.color)));
  }
  return blocks.map((block) => `${block}\n`).join("\n");
}

/** The closing line: `Validated 3 objects in 2 files: 1 invalid, 2 errors, 1 warning`. */
export function renderValidateSummaryText(summary: ValidateSummary): string {
  const counts = `Validated ${count(summary.objects, "object")} in ${count(summary.files, "file")}`;
  const findings: string[] = [];
  if (summary.errors === 0) {
    findings.push("no errors");
  } else {
    if (summary.invalidObjects > 0) findings.push(`${summary.invalidObjects} invalid`);
    findings.push(count(summary.errors, "error"));
  }
  if (summary.warnings > 0) findings.push(count(summary.warnings, "warning"));
  if (summary.unreadableFiles > 0) findings.push(`${count(summary.unreadableFiles, "input")} not read`);
  return `${counts}: ${findings.join(", ")}\n`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

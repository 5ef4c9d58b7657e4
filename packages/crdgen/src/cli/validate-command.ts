import { UsageError, catalogMessage } from "@crdgen/core";
import { renderManifestDiagnostic } from "../check/render-text.js";
import { readDocumentFiles } from "../validate/crd-source.js";
import { renderValidateFileText, renderValidateSummaryText } from "../validate/render-text.js";
import { ValidateJsonStream } from "../validate/json-stream.js";
import type { ValidateSummary } from "../validate/run.js";
import {
  fileDiagnostics,
  fileDiagnosticsForJson,
  validateFileReports,
  ValidateTotals,
} from "../validate/run.js";
import { renderStoredObjects } from "../validate/stored-output.js";
import type { ValidateFileReport } from "../validate/types.js";
import { validateCommand } from "./validate-spec.js";
import type { CliContext, CliOutcome, TextSink } from "./context.js";
import { drained, useColor } from "./context.js";
import { renderCommandHelp } from "./help.js";
import { loadCrds } from "./load-crds.js";
import { useBatchOptimizationBudget } from "./optimization-budget.js";
import { parseCommandLine } from "./parse.js";

/**
 * Runs `crdgen validate`: reads the CRDs (from --crds, or generated from the project), then validates the
 * objects file by file. Text and JSON output stream, file by file. With --output, the stored
 * objects are the only thing on stdout and the findings go to stderr.
 */
export async function runValidateCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(validateCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(validateCommand));
    return "ok";
  }
  useBatchOptimizationBudget();
  const flags = parsed.options;
  const json = flags.format === "json";
  if (json && flags.output !== undefined) {
    throw new UsageError(catalogMessage("CRD5002", "outputWithJson"));
  }
  const findings: TextSink = flags.output === undefined ? context.stdout : context.stderr;
  const color = useColor(findings, context.env);
  const crds = await loadCrds(validateCommand.name, flags.crds, flags.config, context);
  if (crds === undefined) return "usage";
  const old = await loadOldObjects(flags.old, context);
  if (old === undefined) return "usage";
  const judge = { strict: flags.strict };
  const totals = new ValidateTotals(judge);
  const printed = { any: false };
  const text = (report: ValidateFileReport): void => {
    const rendered = renderValidateFileText(report, { ...judge, color });
    if (rendered === "") return;
    findings.write(printed.any ? `\n${rendered}` : rendered);
    printed.any = true;
  };
  const jsonStream = new ValidateJsonStream((chunk) => context.stdout.write(chunk), judge);
  // The stored objects are printed at the end (one object alone is not a List): only they are kept.
  const stored: ValidateFileReport[] = [];
  const reports = validateFileReports(parsed.operands, {
    crds,
    ...(flags.old.length > 0 ? { old } : {}),
    stdin: context.stdin,
  });
  // Each report is rendered and counted when its file is done, then dropped; its text leaves the process
  // before the next file is read (see `drained`; the JSON of small files in runs of a few hundred KB, see
  // ValidateJsonStream): over 10,000 objects piped on, the run otherwise held all 36 MB of JSON until its end.
  for await (const report of reports) {
    if (json) {
      // JSON shows errors and warnings in their objects: they are counted, not built as diagnostics.
      const { diagnostics, counts } = fileDiagnosticsForJson(report, judge);
      totals.addCounted(report, counts);
      jsonStream.file(report, diagnostics);
    } else {
      totals.add(report, fileDiagnostics(report, judge));
      text(report);
    }
    if (flags.output !== undefined) stored.push(report);
    const written = drained(json ? context.stdout : findings);
    if (written !== undefined) await written;
  }
  const summary = totals.summary();
  if (json) {
    jsonStream.end();
  } else {
    findings.write(`${printed.any ? "\n" : ""}${renderValidateSummaryText(summary)}`);
    if (flags.output !== undefined) context.stdout.write(renderStoredObjects(stored, flags.output));
  }
  return outcomeOf(summary, flags.strict);
}

function outcomeOf(summary: ValidateSummary, strict: boolean): CliOutcome {
  if (summary.unreadableFiles > 0) return "usage";
  return summary.errors > 0 || (strict && summary.warnings > 0) ? "failed" : "ok";
}

// The objects of --old (none without it); undefined, after printing why, when a file cannot be read.
async function loadOldObjects(
  paths: readonly string[],
  context: CliContext,
): Promise<readonly unknown[] | undefined> {
  if (paths.length === 0) return [];
  const source = await readDocumentFiles(paths);
  for (const diagnostic of source.diagnostics) {
    context.stderr.write(`${renderManifestDiagnostic(diagnostic, useColor(context.stderr, context.env))}\n`);
  }
  return source.failed ? undefined : source.documents;
}

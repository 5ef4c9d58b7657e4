import { UsageError, catalogMessage } from "@crdgen/core";
import { renderManifestDiagnostic } from "../check/render-text.js";
import { readDocumentFiles } from "../validate/crd-source.js";
import { renderValidateFileText, renderValidateSummaryText } from "../validate/render-text.js";
import { validateResultToJson } from "../validate/render-json.js";
import type { ValidateSummary } from "../validate/run.js";
import { summarize, validateFiles } from "../validate/run.js";
import { withExactIntegers } from "../validate/exact-integers.js";
import { renderStoredObjects } from "../validate/stored-output.js";
import type { ValidateFileReport } from "../validate/types.js";
import { validateCommand } from "./commands.js";
import type { CliContext, CliOutcome, TextSink } from "./context.js";
import { useColor } from "./context.js";
import { renderCommandHelp } from "./help.js";
import { loadCrds } from "./load-crds.js";
import { parseCommandLine } from "./parse.js";

/**
 * Runs `crdgen validate`: reads the CRDs (from --crds, or generated from the project), then validates the
 * objects file by file. Text output streams; JSON is one document at the end. With --output, the stored
 * objects are the only thing on stdout and the findings go to stderr.
 */
export async function runValidateCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(validateCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(validateCommand));
    return "ok";
  }
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
  const printed = { any: false };
  const onFile = (report: ValidateFileReport): void => {
    const text = renderValidateFileText(report, { ...judge, color });
    if (text === "") return;
    findings.write(printed.any ? `\n${text}` : text);
    printed.any = true;
  };
  const reports = await validateFiles(parsed.operands, {
    crds,
    ...(flags.old.length > 0 ? { old } : {}),
    stdin: context.stdin,
    ...(json ? {} : { onFile }),
  });
  const summary = summarize(reports, judge);
  if (json) {
    context.stdout.write(`${withExactIntegers(JSON.stringify(validateResultToJson(reports, judge)))}\n`);
  } else {
    findings.write(`${printed.any ? "\n" : ""}${renderValidateSummaryText(summary)}`);
    if (flags.output !== undefined) context.stdout.write(renderStoredObjects(reports, flags.output));
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

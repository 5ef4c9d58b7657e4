import { check } from "../check/check.js";
import { renderCheckJson } from "../check/render-json.js";
import { renderFileReportText, renderSummaryText } from "../check/render-text.js";
import type { CheckSummary, FileReport } from "../check/types.js";
import { checkCommand } from "./commands.js";
import type { CliContext, CliOutcome } from "./context.js";
import { useColor } from "./context.js";
import { renderCommandHelp } from "./help.js";
import { useBatchOptimizationBudget } from "./optimization-budget.js";
import { parseCommandLine } from "./parse.js";

/**
 * Runs `crdgen check` with the arguments after the command name. Text output streams file by file; JSON
 * output is one document at the end. Returns `usage` when an input could not be read, `failed` when
 * anything has errors (or warnings, with `--strict`).
 */
export async function runCheckCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(checkCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(checkCommand));
    return "ok";
  }
  useBatchOptimizationBudget();
  const options = { color: useColor(context.stdout, context.env) };
  // Blocks of output are separated by one blank line.
  const printed = { any: false };
  const onFile = (report: FileReport): void => {
    const text = renderFileReportText(report, options);
    if (text === "") return;
    context.stdout.write(printed.any ? `\n${text}` : text);
    printed.any = true;
  };
  const json = parsed.options.format === "json";
  const result = await check(parsed.operands, {
    stdin: context.stdin,
    costs: parsed.options.costs,
    ...(json ? {} : { onFile }),
  });
  if (json) context.stdout.write(renderCheckJson(result));
  else context.stdout.write(`${printed.any ? "\n" : ""}${renderSummaryText(result.summary, options)}`);
  return outcomeOf(result.summary, parsed.options.strict);
}

function outcomeOf(summary: CheckSummary, strict: boolean): CliOutcome {
  if (summary.unreadableFiles > 0) return "usage";
  return summary.errors > 0 || (strict && summary.warnings > 0) ? "failed" : "ok";
}

import type { OptionValues } from "./spec.js";
import { catalogMessage, UsageError } from "@crdgen/core";
import type { SettingsInput } from "../settings/resolve.js";
import { generateCommand } from "./generate-spec.js";
import type { CliContext, CliOutcome } from "./context.js";
import { generateOutputToJson } from "./generate-json.js";
import type { RunMode } from "./generate-summary.js";
import { summarize } from "./generate-summary.js";
import { displayPath, printRunText } from "./generate-text.js";
import { renderCommandHelp } from "./help.js";
import { useBatchCompilerGc } from "./compiler-gc.js";
import { useBatchOptimizationBudget } from "./optimization-budget.js";
import { parseCommandLine } from "./parse.js";
import { ProgressLine } from "./progress-line.js";

type GenerateFlags = OptionValues<(typeof generateCommand)["options"]>;

/**
 * Runs `crdgen generate`: once (writing, `--check` or `--stdout`) or, with `--watch`, until interrupted.
 * Returns `failed` when the input has errors (nothing is written) or `--check` finds stale files.
 */
export async function runGenerateCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(generateCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(generateCommand));
    return "ok";
  }
  const flags = parsed.options;
  const mode = runMode(flags);
  const input = settingsInput(flags, parsed.given, parsed.operands);
  if (flags.watch) {
    const { runWatch } = await import("./watch-command.js");
    return runWatch({ ...input, prune: flags.prune, strict: flags.strict }, flags.format, context);
  }
  useBatchOptimizationBudget();
  useBatchCompilerGc();
  // Loaded only here: the generator brings the TypeScript compiler, which `generate --help` and a bad
  // command line need not wait for.
  const { generate } = await import("../generate/index.js");
  const started = performance.now();
  const progress = new ProgressLine(context);
  const output = await generate({
    ...input,
    cwd: context.cwd,
    write: mode === "write",
    check: mode === "check",
    prune: flags.prune,
    strict: flags.strict,
    onProgress: (stage) => {
      progress.update(stage);
    },
  });
  progress.clear();
  const summary = summarize(output, performance.now() - started);
  if (flags.format === "json") {
    const display = (path: string): string => displayPath(path, context.cwd);
    const json = generateOutputToJson(output, summary, display, mode === "stdout");
    context.stdout.write(`${JSON.stringify(json)}\n`);
  } else {
    printRunText(output, summary, mode, context);
  }
  return output.ok ? "ok" : "failed";
}

function runMode(flags: GenerateFlags): RunMode {
  const exclusive = (["check", "stdout", "watch"] as const).filter((key) => flags[key]);
  if (exclusive.length > 1) {
    const flags = exclusive.map((key) => `--${key}`).join(" and ");
    throw new UsageError(catalogMessage("CRD5002", "exclusiveFlags", { flags }));
  }
  if (flags.prune && (flags.check || flags.stdout)) {
    const flag = flags.check ? "check" : "stdout";
    throw new UsageError(catalogMessage("CRD5002", "pruneNeedsWrite", { flag }));
  }
  return flags.check ? "check" : flags.stdout ? "stdout" : "write";
}

/** The settings the command line gives; the rest comes from the config file or the defaults. */
function settingsInput(
  flags: GenerateFlags,
  given: ReadonlySet<string>,
  operands: readonly string[],
): SettingsInput {
  return {
    ...(operands.length === 0 ? {} : { inputs: operands }),
    ...(given.has("out") ? { out: flags.out } : {}),
    ...(flags.tsconfig === undefined ? {} : { tsconfig: flags.tsconfig }),
    ...(flags.samples === undefined ? {} : { samples: flags.samples }),
    ...(flags.maxDescLen === undefined ? {} : { maxDescLen: flags.maxDescLen }),
    ...(flags.formatter === undefined ? {} : { formatter: flags.formatter }),
    ...(flags.embeddedObjectMeta === undefined ? {} : { embeddedObjectMeta: flags.embeddedObjectMeta }),
    ...(flags.tsBackend === undefined ? {} : { tsBackend: flags.tsBackend }),
    ...(flags.config === undefined ? {} : { config: flags.config }),
  };
}

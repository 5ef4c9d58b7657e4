import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, hasErrors, UsageError } from "@crdgen/core";
import type { GeneratedCrd } from "@crdgen/generator";
import type { GenerateSettings, SettingsInput } from "../settings/resolve.js";
import { resolveSettings } from "../settings/resolve.js";
import type { CrdFile, DiffReport, WriteReport } from "../write/index.js";
import { diffCrdFiles, orphanDiagnostics, sizeDiagnostics, writeCrdFiles } from "../write/index.js";
import { callerCrds } from "./caller-copy.js";
import { finishRun, passes, withDiagnostics } from "./output-folder.js";
import type { ProgressListener } from "./progress.js";
import type { GenerateRun } from "./session.js";
import { GenerateSession } from "./session.js";
import { withSamples } from "./samples.js";

/** What to generate from, and what to do with the result. Unset settings come from the config file. */
export interface GenerateOptions extends Omit<SettingsInput, "samples"> {
  /**
   * The sample objects to validate against the generated CRDs (relative to `cwd`); `false` validates none.
   * By default the config file's `samples`, else config/samples when it exists.
   */
  readonly samples?: string | false;
  /** The folder relative paths start from and the config file is looked for; the working folder by default. */
  readonly cwd?: string;
  /** Write the files into the output folder (only those whose bytes changed). */
  readonly write?: boolean;
  /** Compare with the files in the output folder instead, as `crdgen generate --check` does. */
  readonly check?: boolean;
  /** With `write`: delete the files crdgen wrote earlier that no kind produces any more (`--prune`). */
  readonly prune?: boolean;
  /** Warnings fail the run as errors do, and nothing is written (`--strict`, for CI). */
  readonly strict?: boolean;
  /** Called as the run moves from stage to stage, for progress indicators. */
  readonly onProgress?: ProgressListener;
}

/** The result of {@link generate}. */
export interface GenerateOutput {
  /** The settings the run used; undefined when they could not be decided (a bad config file). */
  readonly settings: GenerateSettings | undefined;
  /** The CRDs; each `crd` is the caller's own plain object, free to edit and render again. */
  readonly crds: readonly GeneratedCrd[];
  /** One file per CRD, `<group>_<plural>.yaml`; empty when any diagnostic is an error. */
  readonly files: readonly CrdFile[];
  /** Every diagnostic, sorted by file and position. */
  readonly diagnostics: readonly Diagnostic[];
  /** With `write`: what happened to each file. */
  readonly written?: WriteReport;
  /** With `check`: each file's state, with diffs of the stale ones. */
  readonly diff?: DiffReport;
  /** With `write` and `prune`: the files deleted because no kind produces them any more. */
  readonly removed?: readonly string[];
  /**
   * No errors (nor warnings, with `strict`); with `write` every file written; with `check` every file
   * current and none orphaned.
   */
  readonly ok: boolean;
}

/**
 * Reads the TypeScript API types and returns the CRDs, their rendered files and every diagnostic; writes
 * them only with `write: true`, compares them with the output folder with `check: true`. It never throws
 * for bad input, and when there are errors no file is returned or written, so nothing half-done is left.
 */
export async function generate(options: GenerateOptions = {}): Promise<GenerateOutput> {
  if (options.write === true && options.check === true) {
    throw new UsageError(catalogMessage("CRD5002", "writeAndCheck"));
  }
  if (options.prune === true && options.write !== true) {
    throw new UsageError(catalogMessage("CRD5002", "pruneWithoutWrite"));
  }
  const { samples, ...given } = options;
  const resolved = resolveSettings(options.cwd ?? process.cwd(), {
    ...given,
    ...(typeof samples === "string" ? { samples } : {}),
  });
  const settings = resolved.settings;
  if (settings === undefined) {
    return { settings, crds: [], files: [], diagnostics: resolved.diagnostics, ok: false };
  }
  const strict = options.strict === true;
  const session = await GenerateSession.open(settings, options.onProgress);
  let run: GenerateRun;
  try {
    run = await session.run();
  } finally {
    session.close();
  }
  const generated = runOutput(settings, run, resolved.diagnostics, strict);
  const output =
    options.samples === false ? generated : await withSamples(generated, settings.samples, strict);
  if (hasErrors(output.diagnostics)) return output;
  if (options.check === true) {
    const diff = await diffCrdFiles(settings.out, output.files, { relativeTo: settings.cwd });
    const checked = withDiagnostics(output, orphanDiagnostics(diff.orphaned), strict);
    const current = diff.files.every((f) => f.status === "current");
    return {
      ...checked,
      diff,
      ok: checked.ok && current && diff.orphaned.length === 0 && diff.errors.length === 0,
    };
  }
  return finishRun(output, settings.out, {
    strict,
    prune: options.prune === true,
    ...(options.write === true ? { write: (out, files) => writeCrdFiles(out, files) } : {}),
    onWriting: () => options.onProgress?.("writing"),
  });
}

/**
 * A run's result before anything is written or compared: its diagnostics after the settings' own, then
 * the size warnings of its files, and `ok` unless one of them is an error (or, with `strict`, a warning).
 */
export function runOutput(
  settings: GenerateSettings,
  run: GenerateRun,
  settingsDiagnostics: readonly Diagnostic[],
  strict: boolean,
): GenerateOutput {
  const diagnostics = [
    ...settingsDiagnostics,
    ...run.diagnostics,
    ...sizeDiagnostics(settings.out, run.files),
  ];
  const crds = callerCrds(run.crds);
  return { settings, crds, files: run.files, diagnostics, ok: passes(diagnostics, strict) };
}

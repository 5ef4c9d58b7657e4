import type { Diagnostic } from "@crdgen/core";
import { hasErrors } from "@crdgen/core";
import type { GeneratedCrd } from "@crdgen/generator";
import type { GenerateSettings, SettingsInput } from "../settings/resolve.js";
import { resolveSettings } from "../settings/resolve.js";
import type { CrdFile, DiffReport, WriteReport } from "../write/index.js";
import { diffCrdFiles, writeCrdFiles } from "../write/index.js";
import { callerCrds } from "./caller-copy.js";
import type { ProgressListener } from "./progress.js";
import type { GenerateRun } from "./session.js";
import { GenerateSession } from "./session.js";

/** What to generate from, and what to do with the result. Unset settings come from the config file. */
export interface GenerateOptions extends SettingsInput {
  /** The folder relative paths start from and the config file is looked for; the working folder by default. */
  readonly cwd?: string;
  /** Write the files into the output folder (only those whose bytes changed). */
  readonly write?: boolean;
  /** Compare with the files in the output folder instead, as `crdgen generate --check` does. */
  readonly check?: boolean;
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
  /** No errors; with `write` every file written; with `check` every file current and none orphaned. */
  readonly ok: boolean;
}

/**
 * Reads the TypeScript API types and returns the CRDs, their rendered files and every diagnostic; writes
 * them only with `write: true`, compares them with the output folder with `check: true`. It never throws
 * for bad input, and when there are errors no file is returned or written, so nothing half-done is left.
 */
export async function generate(options: GenerateOptions = {}): Promise<GenerateOutput> {
  if (options.write === true && options.check === true)
    throw new TypeError("generate: `write` and `check` exclude each other");
  const resolved = resolveSettings(options.cwd ?? process.cwd(), options);
  const settings = resolved.settings;
  if (settings === undefined)
    return { settings, crds: [], files: [], diagnostics: resolved.diagnostics, ok: false };
  const session = GenerateSession.open(settings, options.onProgress);
  const output = runOutput(settings, await session.run(), resolved.diagnostics);
  if (!output.ok) return output;
  if (options.write === true) {
    options.onProgress?.("writing");
    const written = await writeCrdFiles(settings.out, output.files);
    return { ...output, written, ok: written.errors.length === 0 };
  }
  if (options.check === true) {
    const diff = await diffCrdFiles(settings.out, output.files, { relativeTo: settings.cwd });
    const current = diff.files.every((f) => f.status === "current");
    return { ...output, diff, ok: current && diff.orphaned.length === 0 && diff.errors.length === 0 };
  }
  return output;
}

/**
 * A run's result before anything is written or compared: its diagnostics after the settings' own, and
 * `ok` unless one of them is an error.
 */
export function runOutput(
  settings: GenerateSettings,
  run: GenerateRun,
  settingsDiagnostics: readonly Diagnostic[],
): GenerateOutput {
  const diagnostics = [...settingsDiagnostics, ...run.diagnostics];
  const crds = callerCrds(run.crds);
  return { settings, crds, files: run.files, diagnostics, ok: !hasErrors(diagnostics) };
}

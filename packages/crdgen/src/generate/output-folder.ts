import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, compareDiagnostics, createDiagnostic, hasErrors } from "@crdgen/core";
import type { CrdFile, WriteReport } from "../write/index.js";
import { findOrphans, orphanDiagnostics, removeOrphans } from "../write/index.js";
import type { GenerateOutput } from "./generate.js";

/** What a run found in its output folder: files crdgen wrote earlier that no kind produces any more. */
export interface FolderFindings {
  readonly orphans: readonly string[];
  /** CRD5021 for each orphan (none when they are to be pruned); CRD5001 when the folder cannot be read. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Looks in the output folder for crdgen's own earlier output that `files` no longer includes. The same for
 * every mode (write, `--stdout`, watch), so a renamed kind's old file is reported wherever the user looks;
 * with `prune` the orphans are to be deleted after writing, so they are not warned about.
 */
export async function folderFindings(
  out: string,
  files: readonly CrdFile[],
  prune: boolean,
): Promise<FolderFindings> {
  try {
    const orphans = await findOrphans(out, new Set(files.map((file) => file.name)));
    return { orphans, diagnostics: prune ? [] : orphanDiagnostics(orphans) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const unreadable = createDiagnostic(catalogMessage("CRD5001", "outputFolder", { reason }), {
      span: { file: out, start: { line: 1, column: 1 } },
    });
    return { orphans: [], diagnostics: [unreadable] };
  }
}

/** Whether a run with these diagnostics succeeds: no errors and, with `strict` (`--strict`), no warnings. */
export function passes(diagnostics: readonly Diagnostic[], strict: boolean): boolean {
  return !hasErrors(diagnostics) && !(strict && diagnostics.some((d) => d.severity === "warning"));
}

/** The output with `extra` diagnostics merged in order, and its verdict decided again. */
export function withDiagnostics(
  output: GenerateOutput,
  extra: readonly Diagnostic[],
  strict: boolean,
): GenerateOutput {
  const diagnostics = [...output.diagnostics, ...extra].sort(compareDiagnostics);
  return { ...output, diagnostics, ok: output.ok && passes(diagnostics, strict) };
}

/** How a run that is not `--check` ends: whether and how its files are written, and with which rules. */
export interface RunEnding {
  readonly strict: boolean;
  /** Delete the orphans after writing; only with `write`. */
  readonly prune: boolean;
  /** Writes the files into the output folder; undefined when the run writes nothing (`--stdout`). */
  readonly write?: (out: string, files: readonly CrdFile[]) => Promise<WriteReport>;
  readonly onWriting?: () => void;
}

/**
 * The end of a run without errors, for `generate` and watch mode alike: the output folder's findings join
 * the diagnostics, then (when the run passes) the files are written and, with `prune`, the orphans deleted.
 */
export async function finishRun(
  output: GenerateOutput,
  out: string,
  ending: RunEnding,
): Promise<GenerateOutput> {
  const prune = ending.prune && ending.write !== undefined;
  const findings = await folderFindings(out, output.files, prune);
  const found = withDiagnostics(output, findings.diagnostics, ending.strict);
  if (!found.ok || ending.write === undefined) return found;
  ending.onWriting?.();
  const written = await ending.write(out, output.files);
  return afterWrite(found, written, prune ? findings.orphans : []);
}

/** The output after its files were written: with `prune`, the orphans are deleted once every file is written. */
export async function afterWrite(
  output: GenerateOutput,
  written: WriteReport,
  toRemove: readonly string[],
): Promise<GenerateOutput> {
  if (written.errors.length > 0 || toRemove.length === 0) {
    return { ...output, written, ok: written.errors.length === 0 };
  }
  const pruned = await removeOrphans(toRemove);
  return {
    ...output,
    written: { ...written, errors: pruned.errors },
    removed: pruned.removed,
    ok: pruned.errors.length === 0,
  };
}

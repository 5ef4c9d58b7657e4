import { closeSync, openSync, readSync } from "node:fs";
import { displayPath } from "../display-path.js";
import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { renderDiagnostic } from "@crdgen/core";
import type { GenerateOutput } from "../generate/index.js";
import type { CliContext } from "./context.js";
import { useColor } from "./context.js";
import type { RunMode, RunSummary } from "./generate-summary.js";
import { summaryLine } from "./generate-summary.js";

export { displayPath } from "../display-path.js";

/** Prints diagnostics to stderr with code frames read from the files they point at. */
export function printDiagnostics(diagnostics: readonly Diagnostic[], context: CliContext): void {
  const color = useColor(context.stderr, context.env);
  const sourceOf = (file: string, throughLine: number): string | undefined => {
    try {
      return readThroughLine(isAbsolute(file) ? file : join(context.cwd, file), throughLine);
    } catch {
      return undefined;
    }
  };
  for (const diagnostic of diagnostics) {
    const shown =
      diagnostic.span === undefined
        ? diagnostic
        : {
            ...diagnostic,
            span: { ...diagnostic.span, file: displayPath(diagnostic.span.file, context.cwd) },
          };
    context.stderr.write(`${renderDiagnostic(shown, { color, sourceOf })}\n`);
  }
}

/**
 * The start of a file, through the end of line `line` (or all of it when shorter): a size warning about line 1 of
 * each of 800 generated 600 KB files reads 800 short prefixes, not 480 MB. Reads start small and double, and
 * only the lines asked for are decoded: watch mode prints these warnings after every edit.
 */
function readThroughLine(path: string, line: number): string {
  const chunks: Buffer[] = [];
  let newlines = 0;
  let size = firstReadBytes;
  const fd = openSync(path, "r");
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(size);
      const read = readSync(fd, chunk, 0, size, null);
      if (read === 0) break;
      const end = endOfLine(chunk.subarray(0, read), line - newlines);
      chunks.push(chunk.subarray(0, end.at));
      newlines += end.newlines;
      if (newlines >= line) break;
      size = Math.min(size * 2, maxReadBytes);
    }
  } finally {
    closeSync(fd);
  }
  // A character cut at the end of the last chunk lies after line `line`'s newline, so it is never shown.
  return Buffer.concat(chunks).toString("utf8");
}

const firstReadBytes = 1024;
const maxReadBytes = 64 * 1024;

// Where `bytes` stop: just after its `wanted`-th newline, or its end with the newlines it holds.
function endOfLine(bytes: Buffer, wanted: number): { readonly at: number; readonly newlines: number } {
  let newlines = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) {
    newlines++;
    if (newlines === wanted) return { at: i + 1, newlines };
  }
  return { at: bytes.length, newlines };
}

/**
 * Prints a run for people: diagnostics, then what happened to the files (written files always; unchanged
 * ones only on a terminal), the diffs of `--check`, and the summary line (after `label`). With `--stdout`
 * the YAML stream is the only thing on stdout and everything else goes to stderr.
 */
export function printRunText(
  output: GenerateOutput,
  summary: RunSummary,
  mode: RunMode,
  context: CliContext,
  label = "crdgen",
): void {
  printDiagnostics(output.diagnostics, context);
  const shown = (path: string): string => displayPath(path, context.cwd);
  const results = mode === "stdout" ? context.stderr : context.stdout;
  const errors = output.diagnostics.some((d) => d.severity === "error");
  if (!errors && mode === "stdout") context.stdout.write(output.files.map((f) => f.content).join(""));
  for (const file of output.written?.files ?? []) {
    if (file.status === "written" || context.stdout.isTTY === true) {
      results.write(`  ${file.status.padEnd(9)} ${shown(file.path)} (${file.bytes} bytes)\n`);
    }
  }
  for (const removed of output.removed ?? []) results.write(`  ${"removed".padEnd(9)} ${shown(removed)}\n`);
  for (const file of output.diff?.files ?? []) {
    if (file.diff !== undefined) results.write(file.diff);
    if (file.status !== "current") results.write(`  ${file.status.padEnd(9)} ${shown(file.path)}\n`);
  }
  for (const problem of [...(output.written?.errors ?? []), ...(output.diff?.errors ?? [])]) {
    context.stderr.write(`error: ${problem.message}\n`);
  }
  results.write(`${label}: ${summaryLine(summary, mode)}\n`);
}

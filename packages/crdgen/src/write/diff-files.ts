import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { byteLengthOf, ChunkEncoder, hasBytes } from "./chunked-file.js";
import { checkFileNames, isPlainFileName } from "./file-names.js";
import { isNotFound, problemFrom } from "./file-problem.js";
import { findOrphans } from "./orphans.js";
import { ScratchReader } from "./scratch-reader.js";
import type { CrdFile, DiffReport, FileDiff, FileProblem } from "./types.js";
import { unifiedDiff } from "./unified-diff.js";

/** Options of {@link diffCrdFiles}. */
export interface DiffOptions {
  /** Decides whether a file in the folder that is not produced any more is crdgen's (then it is orphaned). */
  readonly isGenerated?: (text: string) => boolean;
  /** The folder the paths in the diff headers are relative to (the project folder); absolute paths otherwise. */
  readonly relativeTo?: string;
}

function diffPath(path: string, relativeTo: string | undefined): string {
  const shown = relativeTo === undefined ? path : relative(relativeTo, path);
  return shown.split(sep).join("/").replace(/^\/+/, "");
}

// A file that is not there yet, as git shows one: everything added, from /dev/null.
function newFileDiff(content: string, path: string): string {
  return unifiedDiff("", content, path).replace(/^--- a\/.*\n/, "--- /dev/null\n");
}

// U+FFFD in UTF-8: what a lone surrogate of a file's text becomes on disk.
const replacementBytes = Buffer.from("\uFFFD", "utf8");

/** What {@link compare} reuses from one file to the next. */
interface Comparing {
  readonly reader: ScratchReader;
  readonly encoder: ChunkEncoder;
}

// A file is current when the text on disk is the expected text. Most files are, and their bytes say so
// without decoding the file or joining the expected text (600 KB each for 800 synthetic CRDs): the same
// bytes are the same text unless the expected text has a lone surrogate, which becomes U+FFFD on disk, so
// bytes holding U+FFFD are decoded and compared as text, as are bytes that differ.
async function compare(path: string, file: CrdFile, shown: string, comparing: Comparing): Promise<FileDiff> {
  let existing: string;
  try {
    const start = comparing.reader.readUpTo(path, byteLengthOf(file));
    if (hasBytes(file, start, comparing.encoder) && !start.includes(replacementBytes)) {
      return { path, status: "current" };
    }
    existing = await readFile(path, "utf8");
  } catch (error) {
    if (isNotFound(error)) return { path, status: "missing", diff: newFileDiff(file.content, shown) };
    throw error;
  }
  const content = file.content;
  if (existing === content) return { path, status: "current" };
  return { path, status: "stale", diff: unifiedDiff(existing, content, shown) };
}

/**
 * Compares the files crdgen would write with what is in `dir`, writing nothing (for `--check`): each
 * file is `missing` (with a diff from /dev/null), `stale` (with a unified diff from the file on disk to the expected text) or
 * `current`; `orphaned` lists files in the folder that crdgen generated earlier but no longer produces.
 * Read failures are returned as `errors`, never thrown.
 */
export async function diffCrdFiles(
  dir: string,
  files: readonly CrdFile[],
  options: DiffOptions = {},
): Promise<DiffReport> {
  const errors: FileProblem[] = checkFileNames(files);
  const diffs: FileDiff[] = [];
  const comparing = { reader: new ScratchReader(), encoder: new ChunkEncoder() };
  for (const file of files.filter((f) => isPlainFileName(f.name))) {
    const path = join(dir, file.name);
    try {
      diffs.push(await compare(path, file, diffPath(path, options.relativeTo), comparing));
    } catch (error) {
      errors.push(problemFrom(path, error));
    }
  }
  let orphaned: string[] = [];
  try {
    orphaned = await findOrphans(dir, new Set(files.map((f) => f.name)), options.isGenerated);
  } catch (error) {
    errors.push(problemFrom(dir, error));
  }
  return { files: diffs, orphaned, errors };
}

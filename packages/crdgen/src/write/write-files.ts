import { mkdirSync, readFileSync, statSync } from "node:fs";
import type { Stats } from "node:fs";
import { join } from "node:path";
import { at } from "@crdgen/core";
import { commitTemporarySync, removeQuietlySync, writeTemporarySync } from "./atomic-file-sync.js";
import { byteLengthOf, ChunkEncoder, hasBytes, ScratchEncoder } from "./chunked-file.js";
import { checkFileNames } from "./file-names.js";
import { problemFrom } from "./file-problem.js";
import { ScratchReader } from "./scratch-reader.js";
import type { CrdFile, FileProblem, WriteReport, WriteStatus, WrittenFile } from "./types.js";

interface Target {
  readonly path: string;
  readonly bytes: number;
}

function report(
  targets: readonly Target[],
  statuses: readonly WriteStatus[],
  errors: FileProblem[],
): WriteReport {
  const files: WrittenFile[] = targets.map((target, i) => ({
    path: target.path,
    bytes: target.bytes,
    status: at(statuses, i),
  }));
  return { files, errors };
}

/** Options of {@link writeCrdFiles}. */
export interface WriteOptions {
  /**
   * Flush each file to disk (fsync) before it replaces the old one, so that even a power cut leaves the old
   * or the new file. Off by default, as for compilers and controller-gen: the rename alone already keeps
   * readers and a crashing crdgen from ever seeing half a file, and flushing 200 large CRDs costs more than
   * generating them.
   */
  readonly durable?: boolean;
}

/**
 * Writes the files into `dir` (created if needed and there are files), each atomically: a temporary file in the same folder,
 * renamed over the target. A file whose bytes are already on disk is not touched (its mtime is kept).
 * All changed files are staged first and renamed only when every one of them was written, so a failure
 * leaves the previous files intact and no temporary files behind. Problems are returned, never thrown.
 *
 * The work is synchronous (see atomic-file-sync.ts); one file's bytes exist at a time, so the memory it
 * takes is one file's, not the whole output's.
 */
export function writeCrdFiles(
  dir: string,
  files: readonly CrdFile[],
  options: WriteOptions = {},
): Promise<WriteReport> {
  return Promise.resolve(writeCrdFilesNow(dir, files, options.durable ?? false));
}

function writeCrdFilesNow(dir: string, files: readonly CrdFile[], durable: boolean): WriteReport {
  const targets = files.map((file) => ({ path: join(dir, file.name), bytes: byteLengthOf(file) }));
  const skippedAll = files.map((): WriteStatus => "skipped");
  const nameProblems = checkFileNames(files);
  if (nameProblems.length > 0) return report(targets, skippedAll, nameProblems);
  // No CRDs means nothing to write: an empty output folder would only be litter.
  if (files.length === 0) return report(targets, skippedAll, []);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    return report(targets, skippedAll, [problemFrom(dir, error)]);
  }
  const staging = stageChanged(files, targets, durable);
  if (staging.errors.length > 0) {
    for (const temporary of staging.staged.values()) removeQuietlySync(temporary);
    return report(targets, staging.readFailed ? skippedAll : staging.statuses, staging.errors);
  }
  return commitStaged(staging, targets);
}

interface Staging {
  /** `unchanged` for files already on disk, `skipped` for the rest until renamed. */
  readonly statuses: WriteStatus[];
  /** The temporary file of each changed file, by index. */
  readonly staged: Map<number, string>;
  readonly errors: FileProblem[];
  /** Whether a target could not be read: then no file counts as unchanged either. */
  readFailed: boolean;
}

// Compares each file with its target and writes the changed ones to temporary files. After the first
// problem nothing more is staged, but the remaining targets are still read so that every unreadable one is
// reported.
function stageChanged(files: readonly CrdFile[], targets: readonly Target[], durable: boolean): Staging {
  const staging: Staging = {
    statuses: files.map((): WriteStatus => "skipped"),
    staged: new Map(),
    errors: [],
    readFailed: false,
  };
  const encoder = new ChunkEncoder();
  // writeTemporarySync is done with a file's bytes when it returns: the next file is encoded over them.
  const scratch = new ScratchEncoder(encoder);
  const reader = new ScratchReader();
  for (const [i, file] of files.entries()) {
    const path = at(targets, i).path;
    let existing: Stats | undefined;
    try {
      existing = statSync(path, { throwIfNoEntry: false });
      if (
        existing !== undefined &&
        sameBytesOnDisk(path, existing, file, at(targets, i).bytes, encoder, reader)
      ) {
        staging.statuses[i] = "unchanged";
        continue;
      }
    } catch (error) {
      staging.errors.push(problemFrom(path, error));
      staging.readFailed = true;
      continue;
    }
    if (staging.errors.length > 0) continue;
    try {
      const bytes = scratch.bytesOf(file);
      staging.staged.set(i, writeTemporarySync(path, bytes, durable, existing && existing.mode & 0o7777));
    } catch (error) {
      staging.errors.push(problemFrom(path, error));
    }
  }
  return staging;
}

// A file of another size differs without being read; anything but a regular file is read whole so that
// reading it fails as it should (a folder in the file's place: EISDIR).
function sameBytesOnDisk(
  path: string,
  existing: Stats,
  file: CrdFile,
  byteLength: number,
  encoder: ChunkEncoder,
  reader: ScratchReader,
): boolean {
  if (!existing.isFile()) return hasBytes(file, readFileSync(path), encoder);
  if (existing.size !== byteLength) return false;
  return hasBytes(file, reader.readUpTo(path, byteLength), encoder);
}

// Renames stop at the first failure; files already renamed are complete, the rest keep their old bytes.
function commitStaged(staging: Staging, targets: readonly Target[]): WriteReport {
  const { statuses, errors } = staging;
  for (const [i, temporary] of staging.staged) {
    const target = at(targets, i).path;
    if (errors.length > 0) {
      removeQuietlySync(temporary);
      continue;
    }
    try {
      commitTemporarySync(temporary, target);
      statuses[i] = "written";
    } catch (error) {
      errors.push(problemFrom(target, error));
      removeQuietlySync(temporary);
    }
  }
  return report(targets, statuses, errors);
}

import { mkdir, readFile } from "node:fs/promises";
import { at } from "@crdgen/core";
import { join } from "node:path";
import { commitTemporary, removeQuietly, writeTemporary } from "./atomic-file.js";
import { checkFileNames } from "./file-names.js";
import { isNotFound, problemFrom } from "./file-problem.js";
import type { CrdFile, FileProblem, WriteReport, WriteStatus, WrittenFile } from "./types.js";

interface Planned {
  readonly path: string;
  readonly bytes: Buffer;
  readonly changed: boolean;
}

function report(
  plans: readonly { path: string; bytes: number }[],
  statuses: readonly WriteStatus[],
  errors: FileProblem[],
): WriteReport {
  const files: WrittenFile[] = plans.map((plan, i) => ({
    path: plan.path,
    bytes: plan.bytes,
    status: at(statuses, i),
  }));
  return { files, errors };
}

async function plan(path: string, content: string): Promise<Planned> {
  const bytes = Buffer.from(content, "utf8");
  try {
    const existing = await readFile(path);
    return { path, bytes, changed: !existing.equals(bytes) };
  } catch (error) {
    if (isNotFound(error)) return { path, bytes, changed: true };
    throw error;
  }
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
 */
export async function writeCrdFiles(
  dir: string,
  files: readonly CrdFile[],
  options: WriteOptions = {},
): Promise<WriteReport> {
  const sized = files.map((file) => ({
    path: join(dir, file.name),
    bytes: Buffer.byteLength(file.content, "utf8"),
  }));
  const skippedAll = files.map((): WriteStatus => "skipped");
  const nameProblems = checkFileNames(files);
  if (nameProblems.length > 0) return report(sized, skippedAll, nameProblems);
  // No CRDs means nothing to write: an empty output folder would only be litter.
  if (files.length === 0) return report(sized, skippedAll, []);
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    return report(sized, skippedAll, [problemFrom(dir, error)]);
  }
  const settled = await Promise.allSettled(files.map((file, i) => plan(at(sized, i).path, file.content)));
  const errors = settled.flatMap((result, i) =>
    result.status === "rejected" ? [problemFrom(at(sized, i).path, result.reason)] : [],
  );
  if (errors.length > 0) return report(sized, skippedAll, errors);
  const plans = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  return stageAndCommit(plans, sized, options.durable ?? false);
}

async function stageAndCommit(
  plans: readonly Planned[],
  sized: readonly { path: string; bytes: number }[],
  durable: boolean,
): Promise<WriteReport> {
  const statuses = plans.map((p): WriteStatus => (p.changed ? "skipped" : "unchanged"));
  const staged = new Map<number, string>();
  const errors: FileProblem[] = [];
  for (const [i, p] of plans.entries()) {
    if (!p.changed) continue;
    try {
      staged.set(i, await writeTemporary(p.path, p.bytes, durable));
    } catch (error) {
      errors.push(problemFrom(p.path, error));
      break;
    }
  }
  if (errors.length > 0) {
    await Promise.all([...staged.values()].map(removeQuietly));
    return report(sized, statuses, errors);
  }
  // Renames stop at the first failure; files already renamed are complete, the rest keep their old bytes.
  for (const [i, temporary] of staged) {
    const target = at(plans, i).path;
    if (errors.length > 0) {
      await removeQuietly(temporary);
      continue;
    }
    try {
      await commitTemporary(temporary, target);
      statuses[i] = "written";
    } catch (error) {
      errors.push(problemFrom(target, error));
      await removeQuietly(temporary);
    }
  }
  return report(sized, statuses, errors);
}

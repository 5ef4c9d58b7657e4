import { randomBytes } from "node:crypto";
import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * The synchronous twins of atomic-file.ts, for writing many files in one go: each asynchronous call is a trip
 * through libuv's thread pool and back through the event loop, which for 200 CRDs (stat, open, write, chmod,
 * close, rename each) cost more than the writing itself.
 */

/**
 * Writes `content` to a new temporary file next to `target` (same folder, so that the later rename is
 * atomic), flushed to disk when `durable`, with permissions `mode` when given (the target's, when it exists).
 * Returns the temporary path. On failure the temporary file is removed and the error is rethrown.
 */
export function writeTemporarySync(
  target: string,
  content: Uint8Array,
  durable: boolean,
  mode: number | undefined,
): string {
  const temporary = join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  const fd = openSync(temporary, "wx", mode ?? 0o666);
  let open = true;
  try {
    for (let offset = 0; offset < content.length;) {
      offset += writeSync(fd, content, offset, content.length - offset);
    }
    // The creation mode is masked by the umask; an existing file's permissions are kept exactly.
    if (mode !== undefined) fchmodSync(fd, mode);
    if (durable) fsyncSync(fd);
    open = false;
    closeSync(fd);
  } catch (error) {
    if (open) closeQuietly(fd);
    removeQuietlySync(temporary);
    throw error;
  }
  return temporary;
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already failing: the first error is the one reported.
  }
}

/** Moves a finished temporary file over its target in one step. */
export function commitTemporarySync(temporary: string, target: string): void {
  renameSync(temporary, target);
}

/** Removes a file, ignoring any error (used to clean up temporary files). */
export function removeQuietlySync(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Cleanup only: the error that made it necessary is the one reported.
  }
}

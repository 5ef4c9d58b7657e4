import { randomBytes } from "node:crypto";
import { open, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Writes `content` to a new temporary file next to `target` (same folder, so that the later rename is
 * atomic), flushed to disk when `durable` and with the target's permissions when it exists. Returns the
 * temporary path. On failure the temporary file is removed and the error is rethrown.
 */
export async function writeTemporary(target: string, content: Uint8Array, durable: boolean): Promise<string> {
  const temporary = join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  const mode = await existingMode(target);
  const handle = await open(temporary, "wx", mode ?? 0o666);
  try {
    await handle.writeFile(content);
    // The creation mode is masked by the umask; an existing file's permissions are kept exactly.
    if (mode !== undefined) await handle.chmod(mode);
    if (durable) await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await removeQuietly(temporary);
    throw error;
  }
  return temporary;
}

async function existingMode(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/** Moves a finished temporary file over its target in one step. */
export async function commitTemporary(temporary: string, target: string): Promise<void> {
  await rename(temporary, target);
}

/** Removes a file, ignoring any error (used to clean up temporary files). */
async function removeQuietly(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => undefined);
}

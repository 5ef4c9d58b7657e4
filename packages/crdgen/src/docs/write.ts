import { mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { commitTemporary, writeTemporary } from "../write/atomic-file.js";

/** Writes the reference atomically, and only when its bytes change (so its mtime says when it last did). */
export async function writeDocsFile(target: string, text: string): Promise<void> {
  const current = await readFile(target, "utf8").catch(() => undefined);
  if (current === text) return;
  await mkdir(dirname(target), { recursive: true });
  await commitTemporary(await writeTemporary(target, Buffer.from(text, "utf8"), false), target);
}

import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { JsonSchemaFile } from "./api.js";

/** What happened to each file: written, or left alone because its content was already the same. */
export interface SchemaWriteReport {
  readonly written: readonly string[];
  readonly unchanged: readonly string[];
}

/** Writes the files under `folder`, leaving untouched those whose bytes are already right. */
export async function writeSchemaFiles(
  folder: string,
  files: readonly JsonSchemaFile[],
): Promise<SchemaWriteReport> {
  const written: string[] = [];
  const unchanged: string[] = [];
  for (const { file, content } of files) {
    const target = join(folder, file);
    const current = await readFile(target, "utf8").catch(() => undefined);
    if (current === content) {
      unchanged.push(file);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    written.push(file);
  }
  return { written, unchanged };
}

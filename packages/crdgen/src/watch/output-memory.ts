import { join } from "node:path";
import type { CrdFile, WriteReport, WrittenFile } from "../write/index.js";
import { writeCrdFiles } from "../write/index.js";

/** A file as last written: its text, and its size (measuring a large CRD's UTF-8 length is not free). */
interface Remembered {
  readonly content: string;
  readonly bytes: number;
}

/**
 * Writes CRD files for watch mode, remembering what it wrote: a file whose text is the same as last time is
 * reported unchanged without touching the disk, so a one-field edit costs one file's write, not one read per
 * CRD. The first write of each file still compares with the disk (its mtime is kept when equal).
 */
export class OutputMemory {
  private readonly written = new Map<string, Remembered>();

  async write(dir: string, files: readonly CrdFile[]): Promise<WriteReport> {
    const changed = files.filter((file) => this.written.get(join(dir, file.name))?.content !== file.content);
    const report = await writeCrdFiles(dir, changed);
    const reported = new Map(report.files.map((file) => [file.path, file]));
    for (const file of changed) {
      const path = join(dir, file.name);
      const result = reported.get(path);
      if (result !== undefined && result.status !== "skipped") {
        this.written.set(path, { content: file.content, bytes: result.bytes });
      }
    }
    const all = files.map((file): WrittenFile => {
      const path = join(dir, file.name);
      const result = reported.get(path);
      if (result !== undefined) return result;
      return { path, bytes: this.written.get(path)?.bytes ?? 0, status: "unchanged" };
    });
    return { ...report, files: all };
  }

  /** Forgets everything, e.g. when the output folder changes. */
  clear(): void {
    this.written.clear();
  }
}

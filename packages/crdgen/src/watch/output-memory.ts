import { join } from "node:path";
import type { CrdFile, WriteReport, WrittenFile } from "../write/index.js";
import { byteLengthOf, bytesOf, ChunkedCrdFile, writeCrdFiles } from "../write/index.js";

/** A file as last written: the file itself, and its size (measuring a large CRD's UTF-8 length is not free). */
interface Remembered {
  readonly file: CrdFile;
  readonly bytes: number;
}

/**
 * Writes CRD files for watch mode, remembering what it wrote: a file whose text is the same as last time is
 * reported unchanged without touching the disk, so a one-field edit costs one file's write, not one read per
 * CRD. The first write of each file still compares with the disk (its mtime is kept when equal).
 *
 * It keeps the files it was given, not their text: the session's renderer hands back the same file object for
 * a CRD that did not change, which is recognised without comparing text, and a chunked file (see
 * ChunkedCrdFile) holds its text as chunks shared with the other files rather than as a 600 KB string of its own.
 */
export class OutputMemory {
  private readonly written = new Map<string, Remembered>();
  /** Each file name's path in the folder last written to: every run names every CRD file twice. */
  private paths: { readonly dir: string; readonly byName: Map<string, string> } | undefined;

  async write(dir: string, files: readonly CrdFile[]): Promise<WriteReport> {
    const pathOf = this.pathsIn(dir, files.length);
    const changed = files.filter((file) => !this.alreadyWrote(pathOf(file.name), file));
    const report = await writeCrdFiles(dir, changed);
    const reported = new Map(report.files.map((file) => [file.path, file]));
    for (const file of changed) {
      const path = pathOf(file.name);
      const result = reported.get(path);
      if (result !== undefined && result.status !== "skipped") {
        this.written.set(path, { file, bytes: result.bytes });
      }
    }
    const all = files.map((file): WrittenFile => {
      const path = pathOf(file.name);
      const result = reported.get(path);
      if (result !== undefined) return result;
      return { path, bytes: this.written.get(path)?.bytes ?? 0, status: "unchanged" };
    });
    return { ...report, files: all };
  }

  /** Forgets everything, e.g. when the output folder changes. */
  clear(): void {
    this.written.clear();
    this.paths = undefined;
  }

  // Joined once per name and folder: at 800 kinds, 1,600 path normalisations per run otherwise. Names of
  // CRDs that are gone are dropped with the rest once they outnumber the current ones.
  private pathsIn(dir: string, current: number): (name: string) => string {
    if (this.paths?.dir !== dir || this.paths.byName.size > 2 * current) {
      this.paths = { dir, byName: new Map() };
    }
    const { byName } = this.paths;
    return (name) => {
      let path = byName.get(name);
      if (path === undefined) {
        path = join(dir, name);
        byName.set(name, path);
      }
      return path;
    };
  }

  private alreadyWrote(path: string, file: CrdFile): boolean {
    const remembered = this.written.get(path);
    if (remembered === undefined) return false;
    if (remembered.file === file) return true;
    if (!sameText(remembered.file, file)) return false;
    // The new object is what the renderer hands back from now on (a kind converted again into the same
    // CRD): remembering it keeps the next runs to the identity check, where comparing the text again would
    // cost every run a read of the whole file (all of them after a full regeneration), and lets the old go.
    this.written.set(path, { file, bytes: remembered.bytes });
    return true;
  }
}

// Compares chunked files through their bytes, made for the comparison only: joining them would keep each
// file's whole text alive for as long as the file is remembered.
function sameText(a: CrdFile, b: CrdFile): boolean {
  if (!(a instanceof ChunkedCrdFile) && !(b instanceof ChunkedCrdFile)) return a.content === b.content;
  return byteLengthOf(a) === byteLengthOf(b) && Buffer.compare(bytesOf(a), bytesOf(b)) === 0;
}

import { closeSync, openSync, readSync } from "node:fs";
import { withCapacity } from "./reused-buffer.js";

/**
 * Reads files one after another into one buffer that is reused, to compare each with the bytes crdgen would
 * write. Reading every target anew (readFileSync) gave a rerun of 800 unchanged 600 KB CRDs 480 MB of buffers
 * outside the heap, and V8 answered each few dozen MB of them with a young-generation collection ("external
 * memory pressure") over a heap that holds the whole TypeScript program. Owned by one write; each result is
 * valid until the next read.
 */
export class ScratchReader {
  #buffer = Buffer.alloc(0);

  /**
   * The start of the file at `path`: all of it when it has at most `limit` + 1 bytes, else its first
   * `limit` + 1 bytes, which is enough to tell whether it is exactly `limit` bytes long and what they are.
   * Errors are Node's own (ENOENT, EACCES, EISDIR), as readFileSync throws them.
   */
  readUpTo(path: string, limit: number): Buffer {
    const capacity = limit + 1;
    this.#buffer = withCapacity(this.#buffer, capacity);
    const fd = openSync(path, "r");
    let filled = 0;
    try {
      // A file may grow or shrink between the caller's stat and this read: read to its end or one byte past `limit`.
      while (filled < capacity) {
        const read = readSync(fd, this.#buffer, filled, capacity - filled, null);
        if (read === 0) break;
        filled += read;
      }
    } finally {
      closeSync(fd);
    }
    return this.#buffer.subarray(0, filled);
  }
}

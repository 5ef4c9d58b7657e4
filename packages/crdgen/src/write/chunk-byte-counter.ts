/**
 * The UTF-8 byte lengths of the chunks of many files, each large chunk measured once: the CRDs of one run
 * share their large schemas' text (a 600 KB PodTemplateSpec in each of 800 files), which would otherwise be
 * measured again for every file. Owned by one render run (CrdFileRenderer.renderRun) and dropped with it.
 */
export class ChunkByteCounter {
  readonly #lengths = new Map<string, number>();

  /** The UTF-8 byte length of `chunk`. */
  byteLengthOf(chunk: string): number {
    // A small chunk costs less to measure than to look up, and is rarely shared.
    if (chunk.length < largeChunkLength) return Buffer.byteLength(chunk, "utf8");
    let length = this.#lengths.get(chunk);
    if (length === undefined) {
      length = Buffer.byteLength(chunk, "utf8");
      this.#lengths.set(chunk, length);
    }
    return length;
  }
}

/**
 * The length (UTF-16 units) from which a chunk is worth keeping an answer for, by its text: the large schemas
 * several files share. A smaller chunk is measured or encoded again each time, which costs less than looking
 * it up and keeps nothing.
 */
export const largeChunkLength = 4096;

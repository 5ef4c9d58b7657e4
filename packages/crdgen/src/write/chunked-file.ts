import type { Diagnostic } from "@crdgen/core";
import { type ChunkByteCounter, largeChunkLength } from "./chunk-byte-counter.js";
import type { CrdFile } from "./types.js";
import { withCapacity } from "./reused-buffer.js";

/**
 * A CRD file whose text is kept as the chunks the renderer produced rather than as one string. Generated CRDs
 * embed the same large schemas (a PodTemplateSpec is 600 KB of YAML) in many files; their chunks are shared
 * strings, so 200 such files cost a few MB instead of 120 MB, and the writer encodes each chunk straight into
 * the file's bytes instead of first joining them into a string it must then copy again. `content` is the
 * joined text, made on first use and kept: to callers this is a CrdFile like any other.
 */
export class ChunkedCrdFile implements CrdFile {
  declare readonly content: string;
  readonly #chunks: readonly string[];
  #text: string | undefined;
  #byteLength: number | undefined;
  #sizeWarnings: { readonly dir: string; readonly found: readonly Diagnostic[] } | undefined;

  /**
   * @param counter measures the chunks now, each large chunk once for all the files that share it; without it
   * the file measures itself when first asked.
   */
  constructor(
    readonly name: string,
    chunks: readonly string[],
    counter?: ChunkByteCounter,
  ) {
    this.#chunks = wholePairs(chunks);
    if (counter !== undefined) {
      let length = 0;
      for (const chunk of this.#chunks) length += counter.byteLengthOf(chunk);
      this.#byteLength = length;
    }
    // An own enumerable, configurable property, as on a plain CrdFile, so that spreading and JSON.stringify show it.
    Object.defineProperty(this, "content", {
      enumerable: true,
      configurable: true,
      get: (): string => (this.#text ??= this.#chunks.join("")),
    });
  }

  /** The file's size in UTF-8 bytes, measured without joining the chunks. */
  byteLength(): number {
    this.#byteLength ??= this.#chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk, "utf8"), 0);
    return this.#byteLength;
  }

  /**
   * The file's size warnings in `dir`, made by `make` once and kept by the file: watch mode hands back the same
   * file for a CRD that did not change, and would otherwise build the same warning for every large file after
   * every edit. The file never changes, so its warnings live as long as it does; a new `dir` makes them anew.
   */
  sizeWarnings(dir: string, make: () => readonly Diagnostic[]): readonly Diagnostic[] {
    const known = this.#sizeWarnings;
    if (known?.dir === dir) return known.found;
    const found = make();
    this.#sizeWarnings = { dir, found };
    return found;
  }

  /**
   * Whether `bytes` (a file on disk) are this file's UTF-8 bytes, compared chunk by chunk: the chunks the
   * files of one write share (a 600 KB PodTemplateSpec in 200 files) are encoded once by `encoder`, instead
   * of each file being encoded whole only to find it unchanged.
   */
  sameBytes(bytes: Uint8Array, encoder: ChunkEncoder): boolean {
    if (this.#text !== undefined) return Buffer.from(this.#text, "utf8").equals(bytes);
    if (bytes.length !== this.byteLength()) return false;
    const disk = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    let offset = 0;
    for (const chunk of this.#chunks) {
      const encoded = encoder.comparableBytesOf(chunk);
      if (!disk.subarray(offset, offset + encoded.length).equals(encoded)) return false;
      offset += encoded.length;
    }
    return true;
  }

  /** The file's UTF-8 bytes, each chunk encoded once into one new buffer. */
  bytes(): Uint8Array {
    if (this.#text !== undefined) return Buffer.from(this.#text, "utf8");
    return this.encodeInto(Buffer.allocUnsafe(this.byteLength()));
  }

  /**
   * Encodes the file into the start of `target` (at least {@link byteLength} long) and returns that part. With
   * `encoder`, a large chunk met before in the same write is copied from its bytes instead of encoded again.
   */
  encodeInto(bytes: Uint8Array, encoder?: ChunkEncoder): Uint8Array {
    const target = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    let offset = 0;
    if (this.#text !== undefined) return target.subarray(0, target.write(this.#text, 0, "utf8"));
    for (const chunk of this.#chunks) {
      const encoded = encoder?.repeatedBytesOf(chunk);
      if (encoded === undefined) {
        offset += target.write(chunk, offset, "utf8");
      } else {
        target.set(encoded, offset);
        offset += encoded.length;
      }
    }
    return target.subarray(0, offset);
  }
}

/**
 * `chunks`, with any surrogate pair that a chunk boundary splits moved whole into the earlier chunk: each chunk
 * is measured and encoded on its own, where the halves of a split pair would each become U+FFFD (3 bytes each)
 * instead of one 4-byte character. The same array when no boundary splits a pair, as the renderer's never do.
 */
function wholePairs(chunks: readonly string[]): readonly string[] {
  let whole: string[] | undefined;
  // The last chunk with text so far: empty chunks between the halves of a pair split it all the same.
  let before = chunks.findIndex((chunk) => chunk !== "");
  for (let i = before + 1; before >= 0 && i < chunks.length; i++) {
    const after = chunks[i] ?? "";
    if (after === "") continue;
    const prior = (whole ?? chunks)[before] ?? "";
    if (isHighSurrogate(prior.charCodeAt(prior.length - 1)) && isLowSurrogate(after.charCodeAt(0))) {
      whole ??= [...chunks];
      whole[before] = prior + after.charAt(0);
      whole[i] = after.slice(1);
    }
    if ((whole ?? chunks)[i] !== "") before = i;
  }
  return whole ?? chunks;
}

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * The UTF-8 bytes of chunks, each distinct chunk encoded once. Owned by one write (see writeCrdFiles), and
 * dropped with it: it holds the text of one run's files, mostly the few large chunks they share.
 */
export class ChunkEncoder {
  readonly #encoded = new Map<string, Uint8Array>();
  /** Large chunks met once so far by {@link repeatedBytesOf}. */
  readonly #seenOnce = new Set<string>();
  /** Where {@link comparableBytesOf} encodes the chunks it does not keep. */
  #scratch = Buffer.alloc(0);

  bytesOf(chunk: string): Uint8Array {
    let bytes = this.#encoded.get(chunk);
    if (bytes === undefined) {
      bytes = Buffer.from(chunk, "utf8");
      this.#encoded.set(chunk, bytes);
    }
    return bytes;
  }

  /**
   * The UTF-8 bytes of `chunk`, valid until the next call: a large chunk's kept bytes once it comes back (see
   * {@link repeatedBytesOf}), else bytes encoded into a buffer that is reused. Keeping every chunk's bytes
   * kept each file's own text too, outside the heap, for the whole write; compared once, it is not needed again.
   */
  comparableBytesOf(chunk: string): Uint8Array {
    const repeated = this.repeatedBytesOf(chunk);
    if (repeated !== undefined) return repeated;
    // A UTF-16 unit is at most 3 UTF-8 bytes (a lone surrogate becomes U+FFFD, a pair 4 bytes for 2 units).
    this.#scratch = withCapacity(this.#scratch, chunk.length * 3);
    return this.#scratch.subarray(0, this.#scratch.write(chunk, 0, "utf8"));
  }

  /**
   * The bytes of a large chunk the second time on (encoded then, copied after), or undefined: for a small
   * chunk, which costs less to encode than to look up, and the first time, so that the bytes of a chunk only
   * one file has are never kept.
   */
  repeatedBytesOf(chunk: string): Uint8Array | undefined {
    if (chunk.length < largeChunkLength) return undefined;
    const known = this.#encoded.get(chunk);
    if (known !== undefined) return known;
    if (this.#seenOnce.has(chunk)) return this.bytesOf(chunk);
    this.#seenOnce.add(chunk);
    return undefined;
  }
}

/** Whether `bytes` are a file's UTF-8 bytes (see ChunkedCrdFile.sameBytes). */
export function hasBytes(file: CrdFile, bytes: Uint8Array, encoder: ChunkEncoder): boolean {
  return file instanceof ChunkedCrdFile
    ? file.sameBytes(bytes, encoder)
    : Buffer.from(file.content, "utf8").equals(bytes);
}

/** A file's size in UTF-8 bytes. */
export function byteLengthOf(file: CrdFile): number {
  return file instanceof ChunkedCrdFile ? file.byteLength() : Buffer.byteLength(file.content, "utf8");
}

/**
 * The UTF-8 bytes of one file after another, encoded into one buffer that is reused: a write of 200 CRDs of
 * 600 KB would otherwise leave 120 MB of buffers outside the heap for the garbage collector, which the first
 * watch run (everything written at once) showed as its peak memory. Each file's bytes are valid until the
 * next call. Owned by one write. The large chunks the files share (a PodTemplateSpec's 600 KB) are encoded once
 * and copied into each file after that.
 */
export class ScratchEncoder {
  #buffer = Buffer.alloc(0);

  /** @param chunks the write's encoder of shared chunks (see {@link ChunkEncoder.repeatedBytesOf}). */
  constructor(private readonly chunks: ChunkEncoder) {}

  bytesOf(file: CrdFile): Uint8Array {
    this.#buffer = withCapacity(this.#buffer, byteLengthOf(file));
    if (file instanceof ChunkedCrdFile) return file.encodeInto(this.#buffer, this.chunks);
    return this.#buffer.subarray(0, this.#buffer.write(file.content, 0, "utf8"));
  }
}

/** A file's UTF-8 bytes. */
export function bytesOf(file: CrdFile): Uint8Array {
  return file instanceof ChunkedCrdFile ? file.bytes() : Buffer.from(file.content, "utf8");
}

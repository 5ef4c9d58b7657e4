import type { CrdFile } from "./types.js";

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

  constructor(
    readonly name: string,
    chunks: readonly string[],
  ) {
    this.#chunks = chunks;
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

  /** The file's UTF-8 bytes, each chunk encoded once into one new buffer. */
  bytes(): Uint8Array {
    if (this.#text !== undefined) return Buffer.from(this.#text, "utf8");
    const bytes = Buffer.allocUnsafe(this.byteLength());
    let offset = 0;
    for (const chunk of this.#chunks) offset += bytes.write(chunk, offset, "utf8");
    return bytes;
  }
}

/** A file's size in UTF-8 bytes. */
export function byteLengthOf(file: CrdFile): number {
  return file instanceof ChunkedCrdFile ? file.byteLength() : Buffer.byteLength(file.content, "utf8");
}

/** A file's UTF-8 bytes. */
export function bytesOf(file: CrdFile): Uint8Array {
  return file instanceof ChunkedCrdFile ? file.bytes() : Buffer.from(file.content, "utf8");
}

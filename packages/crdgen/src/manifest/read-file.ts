import { at, catalogMessage } from "@crdgen/core";
import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import type { DecodedText } from "./decode.js";
import { decodeManifestBytes } from "./decode.js";
import { manifestDiagnostic } from "./diagnostic.js";

/**
 * The largest manifest file read: 64 MiB. The API server takes at most 3 MiB per request and etcd stores
 * at most 1.5 MiB per object, so no single CRD comes near it; the limit leaves room for bundles of many
 * large CRDs (the largest real CRD, Argo's Workflow, is 2.8 MB) while keeping memory bounded: a file is
 * held as one string while its documents are read one at a time.
 */
export const maxManifestBytes = 64 * 1024 * 1024;

/** A manifest file's text, or the diagnostic that says why there is none. */
export type ManifestText = DecodedText & {
  /** True when the file could not be read at all (missing, no permission …): a usage problem. */
  readonly unreadable?: boolean;
};

/**
 * Reads a manifest file (or a pipe, such as `/dev/fd/63`) as UTF-8 text, refusing files larger than
 * {@link maxManifestBytes} before reading them. Never throws: failures are diagnostics. The reads are
 * synchronous: files are checked one after the other, and waiting on the thread pool for each of a few
 * hundred small reads costs more than the reads themselves.
 */
export function readManifestFile(path: string, displayName: string = path): ManifestText {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    return cannotRead(displayName, error);
  }
  try {
    const info = fstatSync(fd);
    if (info.isDirectory()) return cannotRead(displayName, new Error("it is a directory"));
    if (info.isFile() && info.size > maxManifestBytes) return tooLarge(displayName, info.size);
    if (info.isFile()) {
      const text = readPlainUtf8(fd);
      // A file that grew past the limit after the size check is still refused.
      if (text !== undefined && text.length > maxManifestBytes) return tooLarge(displayName, undefined);
      if (text !== undefined) return { kind: "text", text };
    }
    const bytes = readAtMost(fd, info.isFile(), info.isFile() ? info.size : 1 << 20, maxManifestBytes + 1);
    if (bytes.length > maxManifestBytes) return tooLarge(displayName, undefined);
    return decodeManifestBytes(bytes, displayName);
  } catch (error) {
    return cannotRead(displayName, error);
  } finally {
    closeSync(fd);
  }
}

/** Reads a stream (standard input) the same way as {@link readManifestFile}. */
export async function readManifestStream(
  stream: AsyncIterable<unknown>,
  displayName: string,
): Promise<ManifestText> {
  const parts: Buffer[] = [];
  let total = 0;
  try {
    for await (const part of stream) {
      const bytes = typeof part === "string" ? Buffer.from(part) : Buffer.from(part as Uint8Array);
      total += bytes.length;
      if (total > maxManifestBytes) return tooLarge(displayName, undefined);
      parts.push(bytes);
    }
  } catch (error) {
    return cannotRead(displayName, error);
  }
  return decodeManifestBytes(Buffer.concat(parts), displayName);
}

/**
 * The fast path for a regular file: Node decodes UTF-8 while reading (several times faster than reading
 * bytes and decoding them). Text whose decoding could have hidden a problem (a replacement character from
 * invalid UTF-8 or UTF-16, a NUL byte, a byte-order mark) is undefined, and then the bytes are read and
 * examined instead. Reading from the start again is done by position, so the file is read at most twice.
 */
function readPlainUtf8(fd: number): string | undefined {
  const text = readFileSync(fd, "utf8");
  if (text.includes("\uFFFD") || text.includes("\u0000") || text.startsWith("\uFEFF")) {
    return undefined;
  }
  return text;
}

// Reads until the end or `limit` bytes; `expected` (the size from stat) sizes the first read, so a regular
// file is read in one call, plus one more to see the end.
function readAtMost(fd: number, seekable: boolean, expected: number, limit: number): Buffer {
  const parts: Buffer[] = [];
  let total = 0;
  let size = Math.max(1, Math.min(expected + 1, limit));
  while (total < limit) {
    const buffer = Buffer.allocUnsafe(Math.min(limit - total, size));
    // A regular file is read from its start (the fast path may have read it already); a pipe as it comes.
    const bytesRead = readSync(fd, buffer, 0, buffer.length, seekable ? total : null);
    if (bytesRead === 0) break;
    parts.push(buffer.subarray(0, bytesRead));
    total += bytesRead;
    size = 1 << 20;
  }
  return parts.length === 1 ? at(parts, 0) : Buffer.concat(parts);
}

function tooLarge(file: string, size: number | undefined): ManifestText {
  const mib = maxManifestBytes / (1024 * 1024);
  const actual = size === undefined ? "" : ` (${size.toLocaleString("en-US")} bytes)`;
  return {
    kind: "problem",
    diagnostic: manifestDiagnostic(catalogMessage("CRD4005", "tooLarge", { file, mib, size: actual }), file),
  };
}

function cannotRead(file: string, error: unknown): ManifestText {
  return {
    kind: "problem",
    unreadable: true,
    diagnostic: manifestDiagnostic(
      catalogMessage("CRD5001", "cannotRead", { file, reason: describeFsError(error) }),
      file,
    ),
  };
}

const fsErrorText: Record<string, string> = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  ELOOP: "too many symbolic links",
  EMFILE: "too many open files",
};

/** A short, stack-free description of a file-system error. */
export function describeFsError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return (code === undefined ? undefined : fsErrorText[code]) ?? error.message;
  }
  return String(error);
}

import type { ChunkedCrdFile } from "../../src/write/chunked-file.js";

/**
 * Makes `file` call `onJoin` each time its whole `content` is read, for tests that prove a path works on the
 * chunks without joining them into one string.
 */
export function countJoins(file: ChunkedCrdFile, onJoin: () => void): ChunkedCrdFile {
  const descriptor = Object.getOwnPropertyDescriptor(file, "content");
  Object.defineProperty(file, "content", {
    enumerable: true,
    get: () => {
      onJoin();
      return descriptor?.get?.call(file) as string;
    },
  });
  return file;
}

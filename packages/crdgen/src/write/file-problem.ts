import type { FileProblem } from "./types.js";

/** A file-system failure as data: the path, Node's message and its code (`ENOENT`, `EACCES` …). */
export function problemFrom(path: string, error: unknown): FileProblem {
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return typeof code === "string" ? { path, message, code } : { path, message };
}

/** Whether an error is Node's "no such file or directory". */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";
}

/** One output file: its name inside the output folder and its full text. */
export interface CrdFile {
  readonly name: string;
  readonly content: string;
}

/** `written`: replaced or created; `unchanged`: same bytes already there; `skipped`: not written because of an error. */
export type WriteStatus = "written" | "unchanged" | "skipped";

/** What happened to one file. */
export interface WrittenFile {
  readonly path: string;
  readonly bytes: number;
  readonly status: WriteStatus;
}

/** A file that could not be read, written or named; `code` is Node's error code when there is one. */
export interface FileProblem {
  readonly path: string;
  readonly message: string;
  readonly code?: string;
}

/** The result of {@link writeCrdFiles}: one entry per file in input order, and problems. */
export interface WriteReport {
  readonly files: readonly WrittenFile[];
  readonly errors: readonly FileProblem[];
}

/** `missing`: not on disk; `stale`: on disk with other bytes; `current`: identical. */
export type DiffStatus = "missing" | "stale" | "current";

/** The state of one expected file; `diff` (unified, `--- a/` / `+++ b/`) is set when it is stale or missing. */
export interface FileDiff {
  readonly path: string;
  readonly status: DiffStatus;
  readonly diff?: string;
}

/** The result of {@link diffCrdFiles}; `orphaned` lists crdgen output in the folder that is no longer produced. */
export interface DiffReport {
  readonly files: readonly FileDiff[];
  readonly orphaned: readonly string[];
  readonly errors: readonly FileProblem[];
}

import type { Diagnostic } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { CommentReader } from "../comments/reader.js";
import type { SpecialTypes } from "../convert/special.js";
import type { TsSourceFile } from "../ts/model.js";
import { filePackageMarkers } from "./packages.js";
import type { Candidate } from "./roots.js";
import { fileCandidates } from "./roots.js";

/** What one input file contributes to discovery; kept between runs while the file does not change. */
export interface FileFindings {
  readonly path: string;
  readonly packageMarkers: readonly Marker[];
  /**
   * Its root kind candidates. Their declarations belong to the program of the run that found them: a later
   * run must look a declaration up again before reading its type.
   */
  readonly candidates: readonly Candidate[];
  /** Problems in its comments. */
  readonly diagnostics: readonly Diagnostic[];
}

/** The findings of each input file, by path, from earlier runs. */
export type FindingsCache = Map<string, FileFindings>;

/**
 * Reads one file's package markers and root kind candidates, with the problems in its comments (the reader
 * must hold no diagnostics from elsewhere when it is called).
 */
export function findInFile(
  file: TsSourceFile,
  comments: CommentReader,
  specialTypes: SpecialTypes,
): FileFindings {
  const packageMarkers = filePackageMarkers(file, comments);
  const candidates = fileCandidates(file.declarations, comments, specialTypes);
  return { path: file.path, packageMarkers, candidates, diagnostics: comments.takeDiagnostics() };
}

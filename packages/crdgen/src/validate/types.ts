import type { FieldError } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import type { ObjectOutcome } from "./object.js";

/** A place in a manifest file: 1-based line and column, and that line's text for a code frame. */
export interface FilePlace {
  readonly line: number;
  readonly column: number;
  readonly sourceLine?: string;
}

/** An API server error of an object, at the field it is about (or its nearest parent in the file). */
export type LocatedError = FieldError & FilePlace;

/** A warning the server returns, at the field it is about (an unknown field) or at the document. */
export interface LocatedWarning extends FilePlace {
  /** The server's text, word for word. */
  readonly text: string;
  /** Unknown-field warnings are errors with `--strict`. */
  readonly unknownField: boolean;
}

/** One object read from a manifest file, and what the API server would make of it. */
export interface ValidatedObject {
  /** 0-based index of its document in the file (empty documents not counted). */
  readonly index: number;
  /** Its index in the `items` of a `List` document, when it came from one. */
  readonly item?: number;
  /** 1-based line where its document starts. */
  readonly line: number;
  readonly outcome: ObjectOutcome;
  /** Where a refusal points: `apiVersion` when no CRD serves it, else the document. */
  readonly refusalPlace?: FilePlace;
  readonly errors: readonly LocatedError[];
  readonly warnings: readonly LocatedWarning[];
}

/** Everything found in one file of objects. */
export interface ValidateFileReport {
  readonly file: string;
  readonly objects: readonly ValidatedObject[];
  /** Problems outside the objects' validation: unreadable input, YAML errors. */
  readonly diagnostics: readonly ManifestDiagnostic[];
  readonly unreadable: boolean;
}

import type { Diagnostic, DiagnosticMessage, Severity } from "@crdgen/core";
import { createDiagnostic } from "@crdgen/core";

/** A diagnostic about a manifest file, with what is needed to show it after the file is gone. */
export interface ManifestDiagnostic extends Diagnostic {
  /** Index of the document it is about (see {@link ManifestDocument.index}), when it is about one. */
  readonly document?: number;
  /** The text of the line `span` starts on, so a code frame can be drawn without keeping the file. */
  readonly sourceLine?: string;
}

/** Where a manifest diagnostic points and what else it carries. */
export interface ManifestDiagnosticDetails {
  /** 1-based line and column; omitted for problems of the whole file. */
  readonly line?: number;
  readonly column?: number;
  readonly sourceLine?: string | undefined;
  readonly document?: number | undefined;
  readonly crdPath?: string | undefined;
  readonly hint?: string | undefined;
  /** Overrides the catalog's severity (a warning made an error by `--strict`). */
  readonly severity?: Severity | undefined;
}

/** Builds a {@link ManifestDiagnostic}; severity and default hint come from the catalog. */
export function manifestDiagnostic(
  message: DiagnosticMessage,
  file: string,
  details: ManifestDiagnosticDetails = {},
): ManifestDiagnostic {
  const { line, column } = details;
  const base = createDiagnostic(message, {
    span: line === undefined ? undefined : { file, start: { line, column: column ?? 1 } },
    hint: details.hint,
    crdPath: details.crdPath,
    severity: details.severity,
  });
  const sourceLine = line === undefined ? undefined : frameLine(details.sourceLine, column ?? 1);
  return {
    ...base,
    ...(details.document === undefined ? {} : { document: details.document }),
    ...(sourceLine === undefined ? {} : { sourceLine }),
  };
}

// Minified JSON is one long line: a frame shows at most a screenful around the column, or nothing.
const maxFrameColumn = 200;
const frameTail = 80;

function frameLine(text: string | undefined, column: number): string | undefined {
  if (text === undefined || column > maxFrameColumn) return undefined;
  return text.length > column + frameTail ? `${text.slice(0, column + frameTail)}…` : text;
}

/** The text of 1-based `line` of `text`, or undefined when there is no such line. */
export function lineOf(text: string, line: number): string | undefined {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf("\n", start);
    if (next === -1) return undefined;
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, "");
}

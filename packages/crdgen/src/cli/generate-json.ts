import type { Diagnostic } from "@crdgen/core";
import type { GenerateOutput } from "../generate/index.js";
import type { RunSummary } from "./generate-summary.js";

/** A diagnostic in `crdgen generate --format json`; positions are 1-based. */
interface GenerateDiagnosticJson {
  readonly code: string;
  readonly severity: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly crdPath?: string;
  readonly hint?: string;
}

/** A generated CRD in the JSON output, with the file it goes to. */
interface GeneratedCrdJson {
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  readonly versions: readonly string[];
  readonly file: string;
}

/** A file in the JSON output: `status` is the write status or the `--check` state; `content` with `--stdout`. */
interface GeneratedFileJson {
  readonly path: string;
  readonly status?: string;
  readonly diff?: string;
  readonly content?: string;
}

/** The document `crdgen generate --format json` prints once per run (once per rebuild with --watch). */
export interface GenerateJson {
  readonly ok: boolean;
  readonly crds: readonly GeneratedCrdJson[];
  readonly files: readonly GeneratedFileJson[];
  readonly orphaned?: readonly string[];
  readonly diagnostics: readonly GenerateDiagnosticJson[];
  readonly summary: RunSummary;
}

/** Turns a run into the JSON document; `withContent` puts each file's text in (for `--stdout`). */
export function generateOutputToJson(
  output: GenerateOutput,
  summary: RunSummary,
  display: (path: string) => string,
  withContent: boolean,
): GenerateJson {
  const out = output.settings?.out ?? "";
  const fileOf = (name: string): string => display(`${out}/${name}`);
  const crds = output.crds.map((crd, i): GeneratedCrdJson => {
    // `files` is empty when the run has errors: the JSON still names the file each CRD would have.
    const name = output.files[i]?.name ?? `${crd.group}_${crd.plural}.yaml`;
    return {
      group: crd.group,
      kind: crd.kind,
      plural: crd.plural,
      versions: crd.versions,
      file: fileOf(name),
    };
  });
  return {
    ok: output.ok,
    crds,
    files: filesToJson(output, fileOf, display, withContent),
    ...(output.diff === undefined ? {} : { orphaned: output.diff.orphaned.map(display) }),
    diagnostics: output.diagnostics.map((diagnostic) => diagnosticToJson(diagnostic, display)),
    summary,
  };
}

function filesToJson(
  output: GenerateOutput,
  fileOf: (name: string) => string,
  display: (path: string) => string,
  withContent: boolean,
): GeneratedFileJson[] {
  if (output.written !== undefined) {
    return output.written.files.map((f) => ({ path: display(f.path), status: f.status }));
  }
  if (output.diff !== undefined) {
    return output.diff.files.map((f) => ({
      path: display(f.path),
      status: f.status,
      ...(f.diff === undefined ? {} : { diff: f.diff }),
    }));
  }
  return output.files.map((f) => ({ path: fileOf(f.name), ...(withContent ? { content: f.content } : {}) }));
}

// Files as the text output shows them: relative to the working folder where they are inside it.
function diagnosticToJson(diagnostic: Diagnostic, display: (path: string) => string): GenerateDiagnosticJson {
  const span = diagnostic.span;
  return {
    code: diagnostic.code,
    severity: diagnostic.severity,
    message: diagnostic.message,
    ...(span === undefined
      ? {}
      : {
          file: display(span.file),
          line: span.start.line,
          column: span.start.column,
          ...(span.end === undefined ? {} : { endLine: span.end.line, endColumn: span.end.column }),
        }),
    ...(diagnostic.crdPath === undefined ? {} : { crdPath: diagnostic.crdPath }),
    ...(diagnostic.hint === undefined ? {} : { hint: diagnostic.hint }),
  };
}

import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import { normalize } from "node:path";
import { manifestDiagnostic } from "../manifest/diagnostic.js";
import { expandPath, manifestExtensions } from "../manifest/expand.js";
import { describeFsError, readManifestFile, readManifestStream } from "../manifest/read-file.js";
import { checkManifestText } from "./check-text.js";
import type { CheckOptions, CheckResult, CheckSummary, FileReport } from "./types.js";

/** The path that stands for standard input. */
export const stdinPath = "-";

/**
 * Checks CRD manifest files and folders (see {@link expandPath}) one file at a time and returns what was
 * found: per file, the validated CRDs with their API-server errors and the other diagnostics. It never
 * prints and never exits; unreadable input is a diagnostic with `unreadable: true`.
 */
export async function check(paths: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const files: FileReport[] = [];
  const report = (fileReport: FileReport): void => {
    files.push(fileReport);
    options.onFile?.(fileReport);
  };
  for (const path of unique(paths)) {
    if (path === stdinPath) report(await checkStream(options.stdin ?? process.stdin, path, options));
    else await checkPath(path, report, options);
  }
  return { files, summary: summarize(files) };
}

async function checkPath(
  path: string,
  report: (fileReport: FileReport) => void,
  options: CheckOptions,
): Promise<void> {
  const expanded = await expandPath(path);
  switch (expanded.kind) {
    case "file":
      report(checkFile(path, options));
      return;
    case "missing":
      report(
        unreadable(
          path,
          catalogMessage("CRD5001", "cannotRead", { file: path, reason: describeFsError(expanded.error) }),
        ),
      );
      return;
    case "directory":
      for (const file of expanded.files) report(checkFile(file, options));
      for (const folder of expanded.unlisted) {
        report(
          unreadable(
            folder.path,
            catalogMessage("CRD5001", "cannotList", {
              folder: folder.path,
              reason: describeFsError(folder.error),
            }),
          ),
        );
      }
      if (expanded.files.length === 0 && expanded.unlisted.length === 0) report(emptyFolder(path));
  }
}

function checkFile(file: string, options: CheckOptions): FileReport {
  const read = readManifestFile(file);
  if (read.kind === "text") return checkManifestText(read.text, file, options);
  return { file, documents: [], diagnostics: [read.diagnostic], unreadable: read.unreadable === true };
}

async function checkStream(
  stream: AsyncIterable<unknown>,
  file: string,
  options: CheckOptions,
): Promise<FileReport> {
  const read = await readManifestStream(stream, file);
  if (read.kind === "text") return checkManifestText(read.text, file, options);
  return { file, documents: [], diagnostics: [read.diagnostic], unreadable: read.unreadable === true };
}

function unreadable(file: string, message: DiagnosticMessage): FileReport {
  return {
    file,
    documents: [],
    diagnostics: [manifestDiagnostic(message, file)],
    unreadable: true,
  };
}

function emptyFolder(folder: string): FileReport {
  const names = manifestExtensions.map((e) => `*${e}`).join(", ");
  const diagnostic = manifestDiagnostic(
    catalogMessage("CRD5003", "noManifests", { folder, patterns: names }),
    folder,
  );
  return { file: folder, documents: [], diagnostics: [diagnostic], unreadable: true };
}

// The same file named twice (`a.yaml ./a.yaml`) is checked once.
function unique(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = path === stdinPath ? path : normalize(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Adds up a run's reports. */
export function summarize(files: readonly FileReport[]): CheckSummary {
  let crds = 0;
  let invalidCrds = 0;
  let errors = 0;
  let warnings = 0;
  let unreadableFiles = 0;
  for (const file of files) {
    crds += file.documents.length;
    for (const crd of file.documents) {
      if (crd.errors.length > 0) invalidCrds++;
      errors += crd.errors.length;
    }
    for (const diagnostic of file.diagnostics) {
      if (diagnostic.severity === "error") errors++;
      else if (diagnostic.severity === "warning") warnings++;
    }
    if (file.unreadable) unreadableFiles++;
  }
  return { files: files.length, crds, invalidCrds, errors, warnings, unreadableFiles };
}

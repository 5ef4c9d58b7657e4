import type { InputFile } from "../manifest/read-inputs.js";
import { readInputs } from "../manifest/read-inputs.js";
import { checkManifestText } from "./check-text.js";
import type { CheckOptions, CheckResult, CheckSummary, FileReport } from "./types.js";

/**
 * Checks CRD manifest files and folders (see {@link readInputs}) one file at a time and returns what was
 * found: per file, the validated CRDs with their API-server errors and the other diagnostics. It never
 * prints and never exits; unreadable input is a diagnostic with `unreadable: true`.
 */
export async function check(paths: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const files: FileReport[] = [];
  for await (const input of readInputs(paths, options.stdin)) {
    const fileReport = checkInput(input, options);
    files.push(fileReport);
    options.onFile?.(fileReport);
  }
  return { files, summary: summarize(files) };
}

function checkInput(input: InputFile, options: CheckOptions): FileReport {
  if (input.kind === "text") return checkManifestText(input.text, input.file, options);
  return { file: input.file, documents: [], diagnostics: [input.diagnostic], unreadable: input.unreadable };
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

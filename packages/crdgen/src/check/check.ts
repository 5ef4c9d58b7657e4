import { RuleCompiler } from "@crdgen/cel";
import type { InputFile } from "../manifest/read-inputs.js";
import { readInputs } from "../manifest/read-inputs.js";
import { checkManifestText } from "./check-text.js";
import type { CheckOptions, CheckResult, CheckSummary, FileReport } from "./types.js";

/**
 * Checks CRD manifest files and folders (see {@link readInputs}) one file at a time and returns what was
 * found: per file, the validated CRDs with their API-server errors and the other diagnostics. It never
 * prints and never exits; unreadable input is a diagnostic with `unreadable: true`. The CEL rules are compiled
 * by one compiler for the whole run: CRDs repeat their rules across versions and often across files.
 */
export async function check(paths: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const files: FileReport[] = [];
  const compiler = options.compiler ?? new RuleCompiler();
  for await (const input of readInputs(paths, options.stdin)) {
    const fileReport = checkInput(input, options, compiler);
    files.push(fileReport);
    options.onFile?.(fileReport);
  }
  return { files, summary: summarize(files) };
}

function checkInput(input: InputFile, options: CheckOptions, compiler: RuleCompiler): FileReport {
  if (input.kind === "text") return checkManifestText(input.text, input.file, { ...options, compiler });
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

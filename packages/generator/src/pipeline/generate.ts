import type { Diagnostic } from "@crdgen/core";
import { compareDiagnostics } from "@crdgen/core";
import type { TsProject } from "../ts/model.js";
import { openProject } from "../open-project.js";
import { runPipeline } from "./batch.js";
import type { GenerateOptions, GenerateResult, RunOptions } from "./types.js";

function sorted(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(compareDiagnostics);
}

/**
 * Generates CRDs from an already loaded program: discover → convert → lower → assemble → check. Never
 * throws for problems in the inputs: they are diagnostics. A watch mode keeps an `IncrementalGenerator`
 * instead, which reruns only what changed files can affect.
 */
export function generateFromProject(project: TsProject, options: RunOptions = {}): GenerateResult {
  return runPipeline(project, options);
}

/**
 * Reads TypeScript API types and returns their CustomResourceDefinitions, each checked with the API
 * server's CRD validation, and every diagnostic. Never throws for problems in the inputs.
 */
export function generateCrds(options: GenerateOptions): GenerateResult {
  const loaded = openProject(options);
  const project = loaded.value;
  if (project === undefined) return { crds: [], diagnostics: sorted(loaded.diagnostics) };
  try {
    const result = generateFromProject(project, options);
    return { crds: result.crds, diagnostics: sorted([...loaded.diagnostics, ...result.diagnostics]) };
  } finally {
    project.close?.();
  }
}

export type {
  GenerateOptions,
  GenerateResult,
  GeneratedCrd,
  PipelineStage,
  RunOptions,
  SchemaOptions,
} from "./pipeline/types.js";
/** Reads TypeScript API types and returns their CRDs and diagnostics; never throws for input problems. */
export { generateCrds, generateFromProject } from "./pipeline/generate.js";
/** The pipeline kept over one program for watch mode: a run redoes only what changed files can affect. */
export { IncrementalGenerator } from "./pipeline/incremental.js";
export type { ProjectOptions } from "./ts/project.js";
export type { TsProject } from "./ts/model.js";
/** Loads inputs into a TypeScript program that {@link generateFromProject} reads and a watch mode refreshes. */
export { loadProject } from "./ts/project.js";
/** controller-gen's default plural of a kind (`Policy` → `policies`), as gobuffalo/flect inflects it. */
export { defaultPlural } from "./assemble/names/pluralize.js";
/** Loads inputs with the chosen compiler backend (ts-morph, or the project's TypeScript 7). */
export { openProject } from "./open-project.js";
/** {@link openProject} that loads ts-morph only when the ts-morph backend is chosen (the command line's). */
export { openProjectOnDemand } from "./backend.js";
export type { OpenProjectOptions, TsBackend } from "./backend.js";

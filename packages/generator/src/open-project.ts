import type { Result } from "@crdgen/core";
import type { OpenProjectOptions } from "./backend.js";
import { openProjectWith } from "./backend.js";
import type { TsProject } from "./ts/model.js";
import { loadProject } from "./ts/project.js";

/**
 * Loads the inputs with the backend the options choose. Close the project when done (the TypeScript 7
 * backend runs the compiler in a process of its own). Synchronous, so it imports the ts-morph adapter up
 * front; `openProjectOnDemand` loads it only when it is chosen.
 */
export function openProject(options: OpenProjectOptions): Result<TsProject | undefined> {
  return openProjectWith(options, loadProject);
}

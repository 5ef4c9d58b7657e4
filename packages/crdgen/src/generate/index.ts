export type { GenerateOptions, GenerateOutput } from "./generate.js";
export { generate, runOutput } from "./generate.js";
export { finishRun } from "./output-folder.js";
export type { ProgressListener, ProgressStage } from "./progress.js";
export { versionAnnotation } from "./render-files.js";
export type { GenerateRun } from "./session.js";
export { GenerateSession } from "./session.js";

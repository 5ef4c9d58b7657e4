export type { GenerateOptions, GenerateOutput } from "./generate.js";
export { generate, versionAnnotation } from "./generate.js";

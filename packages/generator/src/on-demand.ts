// What the command line imports (`@crdgen/generator/on-demand`), rather than the package's index: the index
// also exports the synchronous loaders (`openProject`, `loadProject`, `generateCrds`), and esbuild keeps a
// module that an index re-exports in the bundle's static graph even when nothing uses it, which made every
// TypeScript 7 run load ts-morph. From here ts-morph is reached only through `openProjectOnDemand`'s import().

export { openProjectOnDemand } from "./backend.js";
export type { OpenProjectOptions, TsBackend } from "./backend.js";
export { IncrementalGenerator } from "./pipeline/incremental.js";

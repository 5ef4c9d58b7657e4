export type { ConfigKeySpec, ConfigSettings, LoadedConfig } from "./types.js";
/** The table of configuration keys, which drives validation, the docs and config.schema.json. */
export { configFileName, configKeyNames, configKeys, packageJsonKey } from "./keys.js";
/** Finds, reads and validates crdgen.config.json or package.json's "crdgen" key. */
export { loadConfig } from "./load.js";
/** The JSON Schema of crdgen.config.json, written to config.schema.json. */
export { configJsonSchema } from "./json-schema.js";

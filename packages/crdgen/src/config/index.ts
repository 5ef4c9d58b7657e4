export type {
  ChoiceKey,
  ConfigKeySpec,
  ConfigKeyTable,
  ConfigSettings,
  IntegerKey,
  LoadedConfig,
  StringKey,
  StringListKey,
} from "./types.js";
export type { ConfigKey } from "./keys.js";
/** The table of configuration keys, which drives validation, the docs and config.schema.json. */
export { configFileName, configKeyNames, configKeys, packageJsonKey } from "./keys.js";
export type { LoadConfigOptions } from "./load.js";
/** Finds, reads and validates crdgen.config.json or package.json's "crdgen" key. */
export { loadConfig } from "./load.js";
export type { JsonSchema } from "./json-schema.js";
/** The JSON Schema of crdgen.config.json, written to config.schema.json. */
export { configJsonSchema } from "./json-schema.js";

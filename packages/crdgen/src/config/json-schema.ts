import { configFileName, configKeyNames, configKeys } from "./keys.js";
import type { ConfigKeySpec } from "./types.js";

/** A JSON Schema (draft-07) node; only the keywords this schema uses. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * The JSON Schema (draft-07) of crdgen.config.json, for editors: completion, hover text and checks while
 * typing. Published as config.schema.json; crdgen itself validates with {@link loadConfig}, which says more.
 */
export function configJsonSchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    $schema: { type: "string", description: "The JSON schema of this file, for editors; crdgen ignores it." },
  };
  for (const key of configKeyNames) properties[key] = keySchema(configKeys[key]);
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "crdgen configuration",
    description:
      `Settings of crdgen generate, in ${configFileName} or the "crdgen" key of package.json. ` +
      "Relative paths are resolved against the folder of the file; command-line flags take precedence.",
    type: "object",
    properties,
    additionalProperties: false,
  };
}

function keySchema(spec: ConfigKeySpec): JsonSchema {
  const common = {
    description: spec.flag === undefined ? spec.description : `${spec.description} Flag: ${spec.flag}.`,
    ...(spec.default === undefined ? {} : { default: spec.default }),
  };
  switch (spec.type) {
    case "string":
      return { type: "string", minLength: 1, ...common };
    case "string[]":
      return { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, ...common };
    case "integer":
      return { type: "integer", minimum: spec.minimum, ...common };
    case "choice":
      return { type: "string", enum: spec.choices, ...common };
  }
}

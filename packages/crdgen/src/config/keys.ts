import { generateCommand } from "../cli/generate-spec.js";
import { flagName } from "../cli/spec.js";
import type { ConfigKeyTable } from "./types.js";

// Keys that are also flags take their type and wording from the flag's spec, so the two cannot drift apart.
const { out, tsconfig, samples, maxDescLen, formatter, embeddedObjectMeta, tsBackend } =
  generateCommand.options;

/**
 * Every key of crdgen.config.json (and of package.json's `"crdgen"` key). Drives the validator, the
 * command-line reference page and config.schema.json.
 */
export const configKeys = {
  inputs: {
    type: "string[]",
    placeholder: generateCommand.operands.name,
    path: true,
    default: ["api"],
    description: "The API folders (or files) to read, as the PATH operands of `crdgen generate` give them.",
  },
  out: {
    type: out.type,
    placeholder: out.placeholder,
    path: true,
    default: out.default,
    description: out.description,
    flag: flagName("out"),
  },
  tsconfig: {
    type: tsconfig.type,
    placeholder: tsconfig.placeholder,
    path: true,
    description: tsconfig.description,
    flag: flagName("tsconfig"),
  },
  samples: {
    type: samples.type,
    placeholder: samples.placeholder,
    path: true,
    description: samples.description,
    flag: flagName("samples"),
  },
  maxDescLen: {
    type: maxDescLen.type,
    placeholder: maxDescLen.placeholder,
    minimum: 0,
    description: maxDescLen.description,
    flag: flagName("maxDescLen"),
  },
  formatter: {
    type: formatter.type,
    choices: formatter.choices,
    default: "none",
    description: formatter.description,
    flag: flagName("formatter"),
  },
  embeddedObjectMeta: {
    type: embeddedObjectMeta.type,
    choices: embeddedObjectMeta.choices,
    default: "object",
    description: embeddedObjectMeta.description,
    flag: flagName("embeddedObjectMeta"),
  },
  tsBackend: {
    type: tsBackend.type,
    choices: tsBackend.choices,
    default: "auto",
    description: tsBackend.description,
    flag: flagName("tsBackend"),
  },
} as const satisfies ConfigKeyTable;

/** The name of a configuration key. */
export type ConfigKey = keyof typeof configKeys;

// Every configuration key is also a flag of `crdgen generate`, except the inputs, which are its operands: a
// key added without its flag (or a flag renamed) fails to compile here.
type KeysWithoutFlag = Exclude<ConfigKey, keyof typeof generateCommand.options | "inputs">;
type MustBeNever<T extends never> = T;
/** Compiles only while every configuration key but `inputs` has its flag. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declaring it is the check
type EveryKeyHasAFlag = MustBeNever<KeysWithoutFlag>;

/** The keys in table order. */
export const configKeyNames = Object.keys(configKeys) as readonly ConfigKey[];

/** The file name looked for in each folder. */
export const configFileName = "crdgen.config.json";

/** The key of package.json that holds crdgen's settings. */
export const packageJsonKey = "crdgen";

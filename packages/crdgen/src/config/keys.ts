import { generateCommand } from "../cli/commands.js";
import { flagName } from "../cli/spec.js";
import type { ConfigKeyTable } from "./types.js";

// Keys that are also flags take their type and wording from the flag's spec, so the two cannot drift apart.
const { out, tsconfig, maxDescLen } = generateCommand.options;

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
  maxDescLen: {
    type: maxDescLen.type,
    placeholder: maxDescLen.placeholder,
    minimum: 0,
    description: maxDescLen.description,
    flag: flagName("maxDescLen"),
  },
  formatter: {
    type: "choice",
    choices: ["none", "prettier"],
    default: "none",
    description:
      "How the generated YAML is laid out: none keeps crdgen's own (controller-gen's) layout; prettier " +
      "formats it with the prettier installed in the project, using the project's prettier configuration. " +
      "(Named formatter, not format: --format is the flag that chooses how messages are printed.)",
  },
  embeddedObjectMeta: {
    type: "choice",
    choices: ["object", "restricted"],
    default: "object",
    description:
      "The schema of an embedded ObjectMeta (e.g. a pod template's metadata): object gives {type: object}; " +
      "restricted lists name, namespace, labels, annotations and finalizers, as controller-gen's " +
      "generateEmbeddedObjectMeta does.",
  },
} as const satisfies ConfigKeyTable;

/** The name of a configuration key. */
export type ConfigKey = keyof typeof configKeys;

/** The keys in table order. */
export const configKeyNames = Object.keys(configKeys) as readonly ConfigKey[];

/** The file name looked for in each folder. */
export const configFileName = "crdgen.config.json";

/** The key of package.json that holds crdgen's settings. */
export const packageJsonKey = "crdgen";

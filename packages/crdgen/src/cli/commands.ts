import type { CommandSpec } from "./spec.js";
import { defineCommand } from "./spec.js";

const exitCodeNotes = [
  "Exit codes: 0 every CRD is valid, 1 errors were found, 2 usage error, unreadable input or internal error.",
] as const;

/** `crdgen check`: its operands, options and help text. */
export const checkCommand = defineCommand({
  name: "check",
  summary: "Check CRD manifests the way the Kubernetes API server validates them",
  description: [
    "Reads CustomResourceDefinition manifests (YAML, multi-document YAML or JSON, read as kubectl reads " +
      "them) and reports every error the API server would give when creating each " +
      "apiextensions.k8s.io/v1 CRD: structural-schema rules, the other openAPIV3Schema rules, defaults, " +
      "names, versions, subresources and printer columns.",
    "Other documents are skipped with a note. Errors are printed as `field: Type: detail`, grouped by " +
      "file and CRD.",
  ],
  operands: {
    name: "FILE",
    description:
      "A manifest file, or a folder searched recursively for *.yaml, *.yml and *.json files " +
      "(skipping node_modules and dot-folders); - reads standard input.",
    min: 1,
    variadic: true,
  },
  options: {
    format: {
      type: "choice",
      choices: ["text", "json"],
      default: "text",
      description:
        'Output format: text for people, json for tools ({"files":[{"file","documents":[{"index","name",' +
        '"errors"}],"diagnostics"}]}).',
    },
  },
  notes: exitCodeNotes,
});

/** Every command, in the order `crdgen --help` lists them. */
export const commands: readonly CommandSpec[] = [checkCommand];

import type { CatalogEntry } from "./entry.js";

/** 5xxx: command-line usage and file access. */
export const cliDiagnostics = {
  CRD5001: {
    severity: "error",
    title: "cannot read file",
    hint: "Check the path and its permissions.",
  },
  CRD5002: {
    severity: "error",
    title: "bad command-line usage",
    hint: "Run `crdgen --help` for the commands and their options.",
  },
  CRD5003: {
    severity: "error",
    title: "folder holds no manifests",
    hint: "Folders are searched recursively for *.yaml, *.yml and *.json files (not in node_modules or dot-folders).",
  },
  CRD5004: {
    severity: "error",
    title: "configuration file is not valid JSON",
    hint: "crdgen.config.json may have comments and trailing commas; package.json must be strict JSON.",
  },
  CRD5005: {
    severity: "error",
    title: "invalid configuration",
    hint: 'The keys are described in the "Configuration file" section of the command-line reference.',
  },
  CRD5006: {
    severity: "error",
    title: "configuration file not found",
    hint: 'Check the path given to --config (relative to the working folder); a package.json needs a "crdgen" key.',
  },
  CRD5007: {
    severity: "warning",
    title: "configuration ignored",
    hint: 'Keep the settings in one place: move them into crdgen.config.json and remove the "crdgen" key from package.json.',
  },
  CRD5008: {
    severity: "error",
    title: "prettier could not format the output",
    hint: 'Install prettier 3 in the project (npm i -D prettier), or remove "formatter": "prettier" from the crdgen config.',
  },
  CRD5020: {
    severity: "warning",
    title: "CRD file too large for client-side apply",
    hint:
      "Apply it with `kubectl apply --server-side`, or shorten the schema descriptions with maxDescLen " +
      "(--max-desc-len).",
  },
  CRD5021: {
    severity: "warning",
    title: "file no longer generated",
    hint:
      "A kind was renamed or removed. Delete the file, or run `crdgen generate --prune` to delete every file " +
      "crdgen wrote earlier and no longer produces (only files carrying crdgen's annotation are touched).",
  },
} as const satisfies Record<string, CatalogEntry>;

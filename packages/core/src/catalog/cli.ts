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
} as const satisfies Record<string, CatalogEntry>;

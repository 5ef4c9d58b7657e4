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
} as const satisfies Record<string, CatalogEntry>;

import type { CatalogEntry } from "./entry.js";

/** 5070–5079: `crdgen jsonschema`, the JSON Schemas of custom resources for editors and validators. */
export const jsonSchemaDiagnostics = {
  CRD5070: {
    severity: "warning",
    title: "pattern left out of the JSON Schema",
    hint:
      "The API server compiles patterns as Go (RE2) regular expressions; this one is not a valid JavaScript " +
      "regular expression (e.g. (?i), \\z, [[:alpha:]]), or JavaScript would match other strings with it " +
      "(\\p{…} classes, whose names and Unicode tables differ), so JSON Schema validators could not use it. " +
      "(`.` and \\s are written as Go reads them.) It is named in the field's description and still checked " +
      "by the server and by `crdgen validate`.",
    messages: {
      patternDropped:
        "{kind} {apiVersion}: the pattern of {field} is not a JavaScript regular expression: {pattern}",
    },
  },
  CRD5071: {
    severity: "warning",
    title: "kind defined by more than one CRD",
    hint: "Pass each CRD once: two CRDs serving the same group, kind and version cannot both be installed.",
    messages: {
      duplicateKind: "{kind} {apiVersion} is defined by more than one CRD; the first one is used",
    },
  },
  CRD5072: {
    severity: "error",
    title: "cannot write a JSON Schema file",
    hint: "Check that --out names a folder (or a path that can be created) you may write to.",
    messages: {
      cannotWrite: "cannot write {file}: {reason}",
    },
  },
} as const satisfies Record<string, CatalogEntry>;

import { cliDiagnostics } from "./cli.js";
import { explainDiagnostics } from "./explain.js";
import type { CatalogEntry } from "./entry.js";
import { generatorDiagnostics } from "./generator.js";
import { jsonSchemaDiagnostics } from "./jsonschema.js";
import { manifestDiagnostics } from "./manifest.js";
import { markerDiagnostics } from "./markers.js";
import { structuralDiagnostics } from "./structural.js";

export type { CatalogEntry } from "./entry.js";

/**
 * Every diagnostic code crdgen can emit, by range: 1xxx markers, 2xxx generator, 3xxx structural,
 * 4xxx manifest, 5xxx CLI. Each range lives in its own file; codes are never reused.
 */
export const diagnosticCatalog = {
  ...markerDiagnostics,
  ...generatorDiagnostics,
  ...structuralDiagnostics,
  ...manifestDiagnostics,
  ...cliDiagnostics,
  ...explainDiagnostics,
  ...jsonSchemaDiagnostics,
} as const satisfies Record<string, CatalogEntry>;

/** A code that exists in the catalog. */
export type DiagnosticCode = keyof typeof diagnosticCatalog;

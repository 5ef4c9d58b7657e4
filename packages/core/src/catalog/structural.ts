import type { CatalogEntry } from "./entry.js";

/** 3xxx: CRD validation findings (the API server's own errors, wrapped as diagnostics). */
export const structuralDiagnostics = {
  CRD3001: {
    severity: "error",
    title: "schema is not structural",
    hint: "Fix the schema at the position shown: the API server rejects apiextensions.k8s.io/v1 CRDs whose schemas are not structural.",
  },
  CRD3002: {
    severity: "error",
    title: "CRD is invalid",
    hint: "Fix the field at the position shown: the API server would reject this CustomResourceDefinition on create.",
  },
  CRD3003: {
    severity: "warning",
    title: "API server warning",
  },
} as const satisfies Record<string, CatalogEntry>;

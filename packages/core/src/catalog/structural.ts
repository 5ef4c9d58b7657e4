import type { CatalogEntry } from "./entry.js";

/** 3xxx: CRD validation findings (the API server's own errors, wrapped as diagnostics). */
export const structuralDiagnostics = {
  CRD3001: {
    severity: "error",
    title: "schema is not structural",
    hint: "Fix the schema at the position shown: the API server rejects apiextensions.k8s.io/v1 CRDs whose schemas are not structural.",
    // The API server's own `field: Type: detail` text, quoted as it is.
    messages: { fieldError: "{detail}" },
  },
  CRD3002: {
    severity: "error",
    title: "CRD is invalid",
    hint: "Fix the field at the position shown: the API server would reject this CustomResourceDefinition on create.",
    messages: { fieldError: "{detail}" },
  },
  // CRD3003 ("API server warning") is retired: the checker has no warnings to report, so nothing emitted it.
  // Codes are never reused, so 3003 stays unassigned.
} as const satisfies Record<string, CatalogEntry>;

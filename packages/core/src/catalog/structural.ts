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
  // CRD3003 ("API server warning") is retired: it never had a warning to report. Codes are never reused, so
  // 3003 stays unassigned; the server's create warnings are CRD3004 and CRD3005.
  CRD3004: {
    severity: "warning",
    title: "unrecognized format",
    hint: "The API server accepts the CRD with this warning but ignores the format when it validates custom resources. Use a format it knows (date-time, date, duration, uri, email, hostname, ipv4, ipv6, cidr, mac, uuid, byte, password, k8s-short-name, k8s-long-name, …) or leave the format out.",
    // The API server's own warning text (`unrecognized format "…"`), quoted as it is.
    messages: { serverWarning: "{warning}" },
  },
  CRD3005: {
    severity: "warning",
    title: "duplicate owner references",
    hint: "Remove the repeated entry: the API server keeps the first of equal owner references, drops the others and warns.",
    // The API server's own warning text, quoted as it is.
    messages: { serverWarning: "{warning}" },
  },
} as const satisfies Record<string, CatalogEntry>;

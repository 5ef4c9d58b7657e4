import type { CatalogEntry } from "./entry.js";

/** CLI diagnostics of `crdgen explain` and `crdgen docs` (CRD5080–CRD5089). */
export const explainDiagnostics = {
  CRD5080: {
    severity: "error",
    title: "no such resource",
    hint:
      "Name the plural or the singular (in any case) or a short name (as written) of one of the CRDs, as kubectl " +
      "does (e.g. crdgen explain widgets.spec).",
    messages: {
      // k8s.io/apimachinery meta.NoResourceMatchError, as kubectl explain reports it
      unknownResource: 'the server doesn\'t have a resource type "{resource}" (resources: {resources})',
    },
  },
  CRD5081: {
    severity: "error",
    title: "no such field",
    hint: "Run crdgen explain on the parent field to list its fields, or add --recursive to see them all.",
    messages: {
      // the explain template's `throw` (kubectl pkg/explain/v2/templates/plaintext.tmpl)
      fieldNotFound: 'field "{field}" does not exist',
      resourceNotFound: "GVR ({gvr}) not found in OpenAPI schema",
    },
  },
  CRD5082: {
    severity: "error",
    title: "version not served",
    hint: "Pass --api-version GROUP/VERSION naming a served version of the CRD.",
    messages: {
      // kubectl explain's error for a group version whose OpenAPI document is not published
      notServed: 'couldn\'t find resource for "{gvr}" (served: {served})',
      badApiVersion: "unexpected GroupVersion string: {apiVersion}",
    },
  },
  CRD5083: {
    severity: "error",
    title: "API reference is stale",
    hint: "Run crdgen docs without --check to rewrite it, and commit the result.",
    messages: {
      stale: "{file} is not what crdgen docs writes for the current CRDs",
      missing: "{file} does not exist",
    },
  },
} as const satisfies Record<string, CatalogEntry>;

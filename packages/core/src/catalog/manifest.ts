import type { CatalogEntry } from "./entry.js";

/** 4xxx: reading CRD manifests (YAML/JSON files given to `crdgen check`). */
export const manifestDiagnostics = {
  CRD4001: {
    severity: "error",
    title: "invalid YAML",
    hint: "Fix the YAML syntax at the position shown; `kubectl apply` would reject this file too.",
  },
  CRD4002: {
    severity: "error",
    title: "duplicate mapping key",
    hint: "Remove one of the two keys; kubectl rejects documents with duplicate keys.",
  },
  CRD4003: {
    severity: "error",
    title: "excessive YAML aliasing",
    hint: "Expand the anchors by hand; kubectl rejects documents whose aliases expand this far.",
  },
  CRD4004: {
    severity: "error",
    title: "file is not text",
    hint: "Pass a YAML or JSON manifest encoded as UTF-8.",
  },
  CRD4005: {
    severity: "error",
    title: "file too large",
    hint: "Split the file: crdgen reads files up to 64 MiB, and the API server stores at most 1.5 MiB per CRD.",
  },
  CRD4006: {
    severity: "warning",
    title: "file has no documents",
    hint: "The file is empty or holds only comments.",
  },
  CRD4007: {
    severity: "info",
    title: "document is not a CustomResourceDefinition",
    hint: "Only apiextensions.k8s.io/v1 CustomResourceDefinition documents are checked.",
  },
  CRD4008: {
    severity: "error",
    title: "CustomResourceDefinition version is not served",
    hint: "Convert the CRD to apiextensions.k8s.io/v1 (served since Kubernetes 1.16; v1beta1 was removed in 1.22).",
  },
  CRD4009: {
    severity: "warning",
    title: "document is not an object",
    hint: "A Kubernetes manifest document is a mapping with apiVersion and kind; this one is skipped.",
  },
  CRD4010: {
    severity: "error",
    title: "document is nested too deeply",
    hint: "No real CRD nests this deep; the input is probably generated wrongly.",
  },
  CRD4011: {
    severity: "error",
    title: "value not representable in JSON",
    hint: "The API server receives JSON: use only strings, numbers, booleans, null, lists and string-keyed maps.",
  },
  CRD4012: {
    severity: "error",
    title: "file is a Helm template",
    hint: "Render the chart first and check its output: `helm template CHART | crdgen check -`.",
  },
} as const satisfies Record<string, CatalogEntry>;

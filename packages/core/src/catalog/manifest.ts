import type { CatalogEntry } from "./entry.js";

/** 4xxx: reading CRD manifests (YAML/JSON files given to `crdgen check`). */
export const manifestDiagnostics = {
  CRD4001: {
    severity: "error",
    title: "invalid YAML",
    hint: "Fix the YAML syntax at the position shown; `kubectl apply` would reject this file too.",
    messages: {
      yamlError: "{reason}",
      jsonError: "{reason}",
      tagFailure: "the value cannot be decoded as !!{tag}",
      invalidSeparator:
        "a line that starts with --- separates documents for kubectl, and only a comment may follow it, not {text}",
      emptyDocumentEnd: "a document end marker (...) with no document before it",
      unsupportedKey: "kubectl cannot make a JSON object key of {key}",
      refusedEscape: "kubectl's YAML reader (YAML 1.1) refuses the escape {escape} in a double-quoted string",
      emptyTag: "a !! tag needs a name after it",
      mergeValue: "map merge requires map or sequence of maps as the value",
      blockScalarTab:
        "found a tab character where an indentation space is expected (a block scalar's indentation is made of spaces only)",
    },
  },
  CRD4002: {
    severity: "error",
    title: "duplicate mapping key",
    hint: "Remove one of the two keys. kubectl would send only the last one's value and drop the other without a word (sigs.k8s.io/yaml reads YAML leniently); crdgen refuses the document so that nothing is lost silently.",
    messages: {
      duplicateKey: "duplicate mapping key",
      duplicateNamedKey: "duplicate mapping key {key}",
    },
  },
  CRD4003: {
    severity: "error",
    title: "excessive YAML aliasing",
    hint: "Expand the anchors by hand; kubectl rejects documents whose aliases expand this far.",
    messages: {
      aliasDecodes:
        "document contains excessive aliasing: {aliasDecodes} of {decodes} nodes come from aliases, more than kubectl allows",
      mergeKeys: "document contains excessive aliasing ({reason})",
    },
  },
  CRD4004: {
    severity: "error",
    title: "file is not text",
    hint: "Pass a YAML or JSON manifest encoded as UTF-8.",
    messages: {
      utf16: "the file is UTF-16 encoded; save it as UTF-8",
      binary: "the file contains NUL bytes: it is binary, not YAML or JSON",
      invalidUtf8: "the file is not valid UTF-8 (byte 0x{byte} at offset {offset})",
    },
  },
  CRD4005: {
    severity: "error",
    title: "file too large",
    hint: "Split the file: crdgen reads files up to 64 MiB, and the API server stores at most 1.5 MiB per CRD.",
    messages: {
      tooLarge: "{file} is larger than {mib} MiB{size}",
    },
  },
  CRD4006: {
    severity: "warning",
    title: "file has no documents",
    hint: "The file is empty or holds only comments.",
    messages: {
      noDocuments: "{file} has no YAML documents",
    },
  },
  CRD4007: {
    severity: "info",
    title: "document is not a CustomResourceDefinition",
    hint: "Only apiextensions.k8s.io/v1 CustomResourceDefinition documents are checked.",
    messages: {
      nestedList: "a List inside a List is not read; skipped",
      notCrd: "{subject} is {description}, not a CRD; skipped",
    },
  },
  CRD4008: {
    severity: "error",
    title: "CustomResourceDefinition version is not served",
    hint: "Convert the CRD to apiextensions.k8s.io/v1 (served since Kubernetes 1.16; v1beta1 was removed in 1.22).",
    messages: {
      retiredVersion:
        "CustomResourceDefinition {name} uses {apiVersion}, which the API server no longer serves; only {servedVersion} is checked",
    },
  },
  CRD4009: {
    severity: "warning",
    title: "document is not an object",
    hint: "A Kubernetes manifest document is a mapping with apiVersion and kind; this one is skipped.",
    messages: {
      notObject: "{subject} is {shape}, not a Kubernetes object; skipped",
    },
  },
  CRD4010: {
    severity: "error",
    title: "document is nested too deeply",
    hint: "No real CRD nests this deep; the input is probably generated wrongly.",
    messages: {
      tooDeep: "the document nests more than {depth} levels deep",
    },
  },
  CRD4011: {
    severity: "error",
    title: "value not representable in JSON",
    hint: "The API server receives JSON: use only strings, numbers, booleans, null, lists and string-keyed maps.",
    messages: {
      notJsonNumber:
        "{value} is not a JSON number: the API server receives JSON, which has no infinity or NaN",
    },
  },
  CRD4012: {
    severity: "error",
    title: "file is a Helm template",
    hint: "Render the chart first and check its output: `helm template CHART | crdgen check -`.",
    messages: {
      helmTemplate:
        "the document holds Go template actions ({{ \u2026 }}): it is a Helm template, not YAML yet",
    },
  },
} as const satisfies Record<string, CatalogEntry>;

import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { classifyDocument } from "../check/classify.js";
import { viewCrd } from "./crd-view.js";
import { ExplainTemplateError, renderPlaintext } from "./plaintext.js";
import { publishedDocument } from "./published-document.js";
import { findResource } from "./resource.js";

/** What {@link explain} explains. */
export interface ExplainInput {
  /** The CRDs (parsed manifests; documents that are not apiextensions.k8s.io/v1 CRDs are ignored). */
  readonly crds: readonly unknown[];
  /** `KIND[.field.path]`, as `kubectl explain` takes it: kind, plural, singular or short name, any case. */
  readonly resource: string;
  /** `GROUP/VERSION` to explain; by default the preferred (highest) served version. */
  readonly apiVersion?: string;
  /** List every field below, one line each, as `kubectl explain --recursive`. */
  readonly recursive?: boolean;
  /** With recursive, the number of levels listed (kubectl's --max-depth); 0, the default, is all. */
  readonly maxDepth?: number;
}

/** The text `kubectl explain` would print, or why it would fail (a CRD5080–CRD5082 message). */
export type ExplainOutput =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly message: DiagnosticMessage<"CRD5080" | "CRD5081" | "CRD5082"> };

/**
 * Prints what `kubectl explain` (1.27+, the OpenAPI v3 plaintext template) prints for a CRD's kind or field,
 * offline: from the schema the API server would publish for the CRD, with ObjectMeta under metadata.
 */
export function explain(input: ExplainInput): ExplainOutput {
  const crds = input.crds.flatMap((crd) => {
    const view = classifyDocument(crd).kind === "crd" ? viewCrd(crd as CustomResourceDefinition) : undefined;
    return view === undefined ? [] : [view];
  });
  const lookup = findResource(crds, input.resource, input.apiVersion);
  if (!lookup.ok) return lookup;
  const { crd, version, resource, fieldPath } = lookup.match;
  try {
    const text = renderPlaintext({
      document: publishedDocument(crd, version),
      gvr: { group: crd.group, version, resource },
      fieldPath,
      recursive: input.recursive ?? false,
      maxDepth: input.maxDepth ?? 0,
    });
    return { ok: true, text };
  } catch (error) {
    if (!(error instanceof ExplainTemplateError)) throw error;
    return {
      ok: false,
      message:
        error.reason === "fieldNotFound"
          ? catalogMessage("CRD5081", "fieldNotFound", { field: error.subject })
          : catalogMessage("CRD5081", "resourceNotFound", { gvr: error.subject }),
    };
  }
}

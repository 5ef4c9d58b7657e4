import type { CustomResourceDefinition } from "@crdgen/structural";
import { classifyDocument } from "../check/classify.js";
import { viewCrd } from "../explain/crd-view.js";
import { renderApiReference } from "./markdown.js";

/** What {@link docs} documents. */
export interface DocsInput {
  /** The CRDs (parsed manifests; documents that are not apiextensions.k8s.io/v1 CRDs are ignored). */
  readonly crds: readonly unknown[];
}

/**
 * The Markdown API reference of the CRDs, as `crdgen docs` writes it: a section per kind and served version,
 * a table per object type with every field's type, required, default, validations, enum values and
 * description. Deterministic: the same CRDs give the same bytes.
 */
export function docs(input: DocsInput): string {
  const crds = input.crds.flatMap((crd) => {
    const view = classifyDocument(crd).kind === "crd" ? viewCrd(crd as CustomResourceDefinition) : undefined;
    return view === undefined ? [] : [view];
  });
  return renderApiReference(crds);
}

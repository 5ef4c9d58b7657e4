import { decodableCrds } from "../check/decodable.js";
import { viewCrd } from "../explain/crd-view.js";
import { renderApiReference } from "./markdown.js";

/** What {@link docs} documents. */
export interface DocsInput {
  /** The CRDs (parsed manifests; documents that are not apiextensions.k8s.io/v1 CRDs, and CRDs
   * the API server cannot decode, are ignored). */
  readonly crds: readonly unknown[];
}

/**
 * The Markdown API reference of the CRDs, as `crdgen docs` writes it: a section per kind and served version,
 * a table per object type with every field's type, required, default, validations, enum values and
 * description. Deterministic: the same CRDs give the same bytes.
 */
export function docs(input: DocsInput): string {
  // A CRD the API server cannot decode is never served, and its values may not have the types read here.
  const crds = decodableCrds(input.crds).crds.flatMap((crd) => {
    const view = viewCrd(crd);
    return view === undefined ? [] : [view];
  });
  return renderApiReference(crds);
}

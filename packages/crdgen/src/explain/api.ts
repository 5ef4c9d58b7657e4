import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { decodableCrds } from "../check/decodable.js";
import { buildOpenApiDocuments } from "../openapi/build.js";
import type { CrdView } from "./crd-view.js";
import { viewCrd } from "./crd-view.js";
import type { JsonMap } from "./go-values.js";
import { ExplainTemplateError, renderPlaintext } from "./plaintext.js";
import { findResource } from "./resource.js";

/** What {@link explain} explains. */
export interface ExplainInput {
  /**
   * The CRDs (parsed manifests; documents that are not apiextensions.k8s.io/v1 CRDs, and CRDs the API server
   * cannot decode, are ignored).
   */
  readonly crds: readonly unknown[];
  /**
   * `RESOURCE[.field.path]`, as `kubectl explain` takes it: the plural or singular (by default the kind) in any
   * case, a short name as written, or plural.group.
   */
  readonly resource: string;
  /** `GROUP/VERSION` to explain; by default the preferred (highest) served version. */
  readonly apiVersion?: string;
  /** List every field below, one line each, as `kubectl explain --recursive`. */
  readonly recursive?: boolean;
  /** With recursive, the number of levels listed (kubectl's --max-depth); 0, the default, is all. */
  readonly maxDepth?: number;
}

/**
 * The text `kubectl explain` would print, or why it would fail (a CRD5080–CRD5082 message) with what it would
 * have printed on standard output before failing: for a missing field, the GROUP/KIND/VERSION header.
 */
export type ExplainOutput =
  | { readonly ok: true; readonly text: string }
  | {
      readonly ok: false;
      readonly message: DiagnosticMessage<"CRD5080" | "CRD5081" | "CRD5082">;
      readonly text: string;
    };

/** A CRD document with the view explain's resource lookup reads. */
interface ExplainableCrd {
  readonly document: CustomResourceDefinition;
  readonly view: CrdView;
}

/**
 * Prints what `kubectl explain` (1.27+, the OpenAPI v3 plaintext template) prints for a CRD's kind or field,
 * offline: from the OpenAPI v3 document the API server would publish for the CRD's group-version (the one
 * `crdgen openapi` builds), with ObjectMeta under metadata.
 */
export function explain(input: ExplainInput): ExplainOutput {
  // A CRD the API server cannot decode is never served, and its values may not have the types read here.
  const crds = decodableCrds(input.crds).crds.flatMap((document): ExplainableCrd[] => {
    const view = viewCrd(document);
    return view === undefined ? [] : [{ document, view }];
  });
  const lookup = findResource(
    crds.map((crd) => crd.view),
    input.resource,
    input.apiVersion,
  );
  if (!lookup.ok) return { ...lookup, text: "" };
  const { crd, version, resource, fieldPath } = lookup.match;
  try {
    const text = renderPlaintext({
      document: groupVersionDocument(crds, crd.group, version),
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
      text: error.printed,
      message:
        error.reason === "fieldNotFound"
          ? catalogMessage("CRD5081", "fieldNotFound", { field: error.subject })
          : catalogMessage("CRD5081", "resourceNotFound", { gvr: error.subject }),
    };
  }
}

// kubectl explain fetches /openapi/v3/apis/<group>/<version>, the document of every CRD served in that
// group-version, and finds the kind's model in it by x-kubernetes-group-version-kind (renderPlaintext does).
// Only the group's CRDs can contribute to it, so the others are not built. findResource only matches served
// versions, which are the ones the document exists for; an empty document (no paths) otherwise makes the
// template report the resource as not found, as kubectl would.
function groupVersionDocument(crds: readonly ExplainableCrd[], group: string, version: string): JsonMap {
  const inGroup = crds.filter((crd) => crd.view.group === group).map((crd) => crd.document);
  const found = buildOpenApiDocuments(inGroup, "v3").find((document) => document.version === version);
  return found?.document ?? {};
}

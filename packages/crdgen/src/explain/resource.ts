import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import { compareKubeAwareVersions } from "@crdgen/objects";
import type { CrdView } from "./crd-view.js";

/** A CRD version a request names, with the field path after the resource. */
interface ResourceMatch {
  readonly crd: CrdView;
  readonly version: string;
  /** The resource (plural) of the GVR kubectl explains. */
  readonly resource: string;
  readonly fieldPath: readonly string[];
}

/** The explained CRD, or why none. */
export type ResourceLookup =
  | { readonly ok: true; readonly match: ResourceMatch }
  | { readonly ok: false; readonly message: DiagnosticMessage<"CRD5080" | "CRD5082"> };

/**
 * Finds the CRD and version of `KIND[.field.path]` as `kubectl explain` does (its RESTMapper and
 * SplitAndParseResourceRequest[WithMatchingPrefix], kubectl pkg/explain/explain.go): the resource is the part
 * before the first dot, matched case-insensitively against the plural, singular, short names and kind; without
 * --api-version a `plural.group` prefix also selects the group, and the version is the group's preferred one
 * (Kubernetes version order: v2 before v1, GA before beta before alpha).
 */
export function findResource(
  crds: readonly CrdView[],
  request: string,
  apiVersion: string | undefined,
): ResourceLookup {
  const [resource = "", ...fieldPath] = request.split(".");
  const wanted = resource.toLowerCase();
  const matching = crds.filter((crd) => namesOf(crd).includes(wanted));
  if (apiVersion !== undefined) return withApiVersion(matching, resource, fieldPath, apiVersion);
  if (matching.length === 0) {
    return {
      ok: false,
      message: catalogMessage("CRD5080", "unknownResource", { resource, resources: resourceList(crds) }),
    };
  }
  // A `plural.group` prefix picks the CRD of that group; its fields follow the group.
  for (const crd of matching) {
    const groupResource = `${crd.plural}.${crd.group}`;
    if (request.toLowerCase() === groupResource || request.toLowerCase().startsWith(`${groupResource}.`)) {
      const rest = request.slice(groupResource.length + 1);
      return found(crd, preferredVersion(crd), rest === "" ? [] : rest.split("."));
    }
  }
  const crd = matching[0] as CrdView;
  return found(crd, preferredVersion(crd), fieldPath);
}

function withApiVersion(
  matching: readonly CrdView[],
  resource: string,
  fieldPath: readonly string[],
  apiVersion: string,
): ResourceLookup {
  const parts = apiVersion.split("/");
  if (parts.length > 2 || apiVersion === "") {
    return { ok: false, message: catalogMessage("CRD5082", "badApiVersion", { apiVersion }) };
  }
  const [group, version] = parts.length === 2 ? (parts as [string, string]) : ["", apiVersion];
  const crd = matching.find((candidate) => candidate.group === group);
  const served = crd === undefined ? [] : servedVersions(crd);
  if (crd === undefined || !served.includes(version)) {
    const gvr = `${group}/${version}, Resource=${crd?.plural ?? resource.toLowerCase()}`;
    const servedList = matching.flatMap((c) => servedVersions(c).map((v) => `${c.group}/${v}`));
    return {
      ok: false,
      message: catalogMessage("CRD5082", "notServed", { gvr, served: servedList.join(", ") || "none" }),
    };
  }
  return found(crd, version, fieldPath);
}

// kubectl's GVR carries the resource the mapper found (the plural), whichever name the request used.
function found(crd: CrdView, version: string, fieldPath: readonly string[]): ResourceLookup {
  return { ok: true, match: { crd, version, resource: crd.plural, fieldPath } };
}

/** The names kubectl accepts for a CRD's resource, in lower case. */
function namesOf(crd: CrdView): string[] {
  return [crd.plural, crd.singular, crd.kind, ...crd.shortNames]
    .filter((name) => name !== "")
    .map((name) => name.toLowerCase());
}

function servedVersions(crd: CrdView): string[] {
  return crd.versions.filter((v) => v.served).map((v) => v.name);
}

/** The version discovery lists first for the CRD's group: the highest served one in Kubernetes order. */
function preferredVersion(crd: CrdView): string {
  return [...servedVersions(crd)].sort((a, b) => compareKubeAwareVersions(b, a))[0] ?? "";
}

function resourceList(crds: readonly CrdView[]): string {
  return crds.map((crd) => crd.kind).join(", ") || "none";
}

import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage, compareCodePointOrder } from "@crdgen/core";
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
 * Finds the CRD and version of `RESOURCE[.field.path]` as `kubectl explain` does (its RESTMapper and
 * SplitAndParseResourceRequest[WithMatchingPrefix], kubectl pkg/explain/explain.go): the resource is the part
 * before the first dot, matched as the RESTMapper matches it (see matchingCrds); without
 * --api-version a `plural.group` prefix also selects the group, and the version is the group's preferred one
 * (Kubernetes version order: v2 before v1, GA before beta before alpha).
 */
export function findResource(
  crds: readonly CrdView[],
  request: string,
  apiVersion: string | undefined,
): ResourceLookup {
  const [resource = "", ...fieldPath] = fieldNodes(request);
  const matching = matchingCrds(inDiscoveryOrder(crds), resource);
  if (apiVersion !== undefined) return withApiVersion(matching, resource, fieldPath, apiVersion);
  if (matching.length === 0) {
    return {
      ok: false,
      message: catalogMessage("CRD5080", "unknownResource", { resource, resources: resourceList(crds) }),
    };
  }
  // A `plural.group` prefix picks the CRD of that group: strings.HasPrefix on the request as typed (case and
  // all, no dot needed after it); the fields are those of the rest, its first node dropped.
  for (const crd of matching) {
    const groupResource = `${crd.plural}.${crd.group}`;
    if (request.startsWith(groupResource)) {
      const rest = request.slice(groupResource.length);
      return found(crd, preferredVersion(crd), rest === "" ? [] : fieldNodes(rest).slice(1));
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

/**
 * The CRDs in the order kubectl's RESTMapper ranks their groups: discovery's. The API server gives every CRD
 * group-version the same group priority (apiextensions-apiserver v0.35.0 customresource_discovery_controller.go:278,
 * SetGroupVersionPriority(gv, 1000, 100)) and sorts groups of equal priority by name (apiserver v0.35.0
 * endpoints/discovery/aggregated/handler.go:476-493); NewDiscoveryRESTMapper ranks resources in that group order
 * (client-go v0.35.0 restmapper/discovery.go:46-140), and expandResourceShortcut takes the first short name in it. So when CRDs of
 * several groups share a name, the group first by name wins, whatever the order the CRDs were given in.
 */
function inDiscoveryOrder(crds: readonly CrdView[]): CrdView[] {
  return [...crds].sort((a, b) => compareCodePointOrder(a.group, b.group));
}

/**
 * The CRDs kubectl's RESTMapper finds for the resource (client-go v0.35.0 restmapper/shortcut.go
 * expandResourceShortcut, then apimachinery meta/restmapper.go ResourcesFor): a short name is expanded only when
 * typed exactly and no plural or singular is the resource as typed; otherwise the resource, lower-cased, is
 * matched against plurals and singulars (discovery's singularName, the kind in lower case by default). The kind
 * itself is no resource name.
 */
function matchingCrds(crds: readonly CrdView[], resource: string): CrdView[] {
  const isName = (crd: CrdView, name: string): boolean => crd.plural === name || singularOf(crd) === name;
  const byShortName = crds.find((crd) => crd.shortNames.includes(resource));
  if (byShortName !== undefined && !crds.some((crd) => isName(crd, resource))) return [byShortName];
  const wanted = resource.toLowerCase();
  return crds.filter((crd) => isName(crd, wanted));
}

// SetDefaults_CustomResourceDefinitionSpec: an empty singular is the kind in lower case.
function singularOf(crd: CrdView): string {
  return crd.singular === "" ? crd.kind.toLowerCase() : crd.singular;
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

/**
 * kubectl's jsonPathParse (pkg/explain/explain.go) of a path of field nodes: one trailing dot trimmed, the text
 * parsed as `{.<path>}` by client-go's jsonpath, whose fields end at an unescaped dot and lose every backslash
 * (parser.go parseField, advance). Paths holding other jsonpath syntax (spaces, brackets, `..`) are read as
 * fields here, where kubectl reports a syntax error.
 */
export function fieldNodes(path: string): string[] {
  const trimmed = path.endsWith(".") ? path.slice(0, -1) : path;
  const nodes: string[] = [];
  let current = "";
  for (let index = 0; index < trimmed.length; index++) {
    const char = trimmed.charAt(index);
    if (char === "\\") {
      // The escaped character belongs to the field, unless it is a backslash too: all of them are dropped.
      index++;
      const escaped = trimmed.charAt(index);
      if (escaped !== "\\") current += escaped;
    } else if (char === ".") {
      nodes.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  nodes.push(current);
  return nodes;
}

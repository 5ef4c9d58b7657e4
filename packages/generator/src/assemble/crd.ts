import type { Diagnostic, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { ResourceSettings } from "@crdgen/markers";
import type { CustomResourceDefinition, CustomResourceDefinitionNames } from "@crdgen/structural";
import { goToLower } from "@crdgen/structural";
import { printerColumnWarnings } from "./column-paths.js";
import { defaultPlural } from "./names/pluralize.js";
import type { RootKind } from "../discover/types.js";
import type { KindVersion } from "./types.js";
import { sortVersions, storageVersion, versionEntry } from "./versions.js";

/** A CRD with what it was made from. */
export interface AssembledCrd {
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  readonly versions: readonly KindVersion[];
  /** The versions marked `+kubebuilder:skipversion`, whose CRD-level markers count too. */
  readonly skipped: readonly RootKind[];
  readonly crd: CustomResourceDefinition;
}

// Without the storage version's, the first given in `roots` is used.
function resourceSettings(
  roots: readonly RootKind[],
  storage: KindVersion | undefined,
  diagnostics: Diagnostic[],
): ResourceSettings | undefined {
  const given = roots.filter((root) => root.crd.resource !== undefined);
  const chosen = (storage?.root.crd.resource === undefined ? given[0] : storage.root)?.crd.resource;
  const text = JSON.stringify(chosen);
  const disagreeing = given.find((root) => JSON.stringify(root.crd.resource) !== text);
  if (disagreeing !== undefined) {
    const message = catalogMessage("CRD2018", "resourceDiffers", {
      kind: disagreeing.kind,
      version: disagreeing.package.version,
      chosen: storage === undefined ? "first" : "storage",
    });
    diagnostics.push(createDiagnostic(message, { span: disagreeing.span }));
  }
  return chosen;
}

function namesOf(kind: string, resource: ResourceSettings | undefined): CustomResourceDefinitionNames {
  const names: CustomResourceDefinitionNames = {};
  if (resource?.categories !== undefined && resource.categories.length > 0) {
    names.categories = [...resource.categories];
  }
  names.kind = kind;
  names.listKind = `${kind}List`;
  names.plural = resource?.plural ?? defaultPlural(kind);
  if (resource?.shortNames !== undefined && resource.shortNames.length > 0) {
    names.shortNames = [...resource.shortNames];
  }
  names.singular = resource?.singular ?? goToLower(kind);
  return names;
}

function mergedMetadata(
  roots: readonly RootKind[],
  field: "annotations" | "labels",
  diagnostics: Diagnostic[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const root of roots) {
    for (const [key, value] of Object.entries(root.crd[field])) {
      if (out[key] !== undefined && out[key] !== value) {
        diagnostics.push(
          createDiagnostic(catalogMessage("CRD2018", "metadataDiffers", { field, key, value }), {
            span: root.span,
          }),
        );
      }
      out[key] = value;
    }
  }
  return out;
}

/**
 * One kind's versions (of one group) as a CustomResourceDefinition. `skipped` are the kind's versions marked
 * `+kubebuilder:skipversion`: not in the CRD, but their resource and metadata markers apply to it.
 */
export function assembleCrd(
  kindVersions: readonly KindVersion[],
  skipped: readonly RootKind[] = [],
): Result<AssembledCrd | undefined> {
  const diagnostics: Diagnostic[] = [];
  const versions = sortVersions(kindVersions);
  const [first] = versions;
  if (first === undefined) return { value: undefined, diagnostics };
  const versionRoots = versions.map((v) => v.root);
  const {
    kind,
    package: { group },
  } = first.root;
  const storage = storageVersion(versions, diagnostics);
  if (!versions.some((v) => v.root.crd.served)) {
    diagnostics.push(
      createDiagnostic(catalogMessage("CRD2017", "noneServed", { kind }), { span: first.root.span }),
    );
  }
  // A skipped version's markers count where no version of the CRD says otherwise: its resource marker after
  // the versions', its annotations and labels before theirs (a later value replaces an earlier one).
  const resource = resourceSettings([...versionRoots, ...skipped], storage, diagnostics);
  const names = namesOf(kind, resource);
  const plural = names.plural ?? "";
  const annotations = mergedMetadata([...skipped, ...versionRoots], "annotations", diagnostics);
  const labels = mergedMetadata([...skipped, ...versionRoots], "labels", diagnostics);
  for (const version of versions) diagnostics.push(...printerColumnWarnings(version));
  const crd: CustomResourceDefinition = {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: {
      ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
      ...(Object.keys(labels).length > 0 ? { labels } : {}),
      name: `${plural}.${group}`,
    },
    spec: {
      group,
      names,
      scope: resource?.scope ?? "Namespaced",
      versions: versions.map((v) => versionEntry(v, v === storage)),
    },
  };
  return { value: { group, kind, plural, versions, skipped, crd }, diagnostics };
}

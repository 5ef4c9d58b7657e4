import type { Diagnostic, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { ResourceSettings } from "@crdgen/markers";
import type { CustomResourceDefinition, CustomResourceDefinitionNames } from "@crdgen/structural";
import { goToLower } from "@crdgen/structural";
import { printerColumnWarnings } from "./column-paths.js";
import { defaultPlural } from "./names/pluralize.js";
import type { KindVersion } from "./types.js";
import { sortVersions, storageVersion, versionEntry } from "./versions.js";

/** A CRD with what it was made from. */
export interface AssembledCrd {
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  readonly versions: readonly KindVersion[];
  readonly crd: CustomResourceDefinition;
}

function resourceSettings(
  versions: readonly KindVersion[],
  storage: KindVersion | undefined,
  diagnostics: Diagnostic[],
): ResourceSettings | undefined {
  const given = versions.filter((v) => v.root.crd.resource !== undefined);
  const chosen = (storage?.root.crd.resource === undefined ? given[0] : storage)?.root.crd.resource;
  const text = JSON.stringify(chosen);
  const disagreeing = given.find((v) => JSON.stringify(v.root.crd.resource) !== text);
  if (disagreeing !== undefined) {
    const message = catalogMessage("CRD2018", "resourceDiffers", {
      kind: disagreeing.root.kind,
      version: disagreeing.root.package.version,
      chosen: storage === undefined ? "first" : "storage",
    });
    diagnostics.push(createDiagnostic(message, { span: disagreeing.root.span }));
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
  versions: readonly KindVersion[],
  field: "annotations" | "labels",
  diagnostics: Diagnostic[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const version of versions) {
    for (const [key, value] of Object.entries(version.root.crd[field])) {
      if (out[key] !== undefined && out[key] !== value) {
        diagnostics.push(
          createDiagnostic(catalogMessage("CRD2018", "metadataDiffers", { field, key, value }), {
            span: version.root.span,
          }),
        );
      }
      out[key] = value;
    }
  }
  return out;
}

/** One kind's versions (of one group) as a CustomResourceDefinition. */
export function assembleCrd(kindVersions: readonly KindVersion[]): Result<AssembledCrd | undefined> {
  const diagnostics: Diagnostic[] = [];
  const versions = sortVersions(kindVersions);
  const [first] = versions;
  if (first === undefined) return { value: undefined, diagnostics };
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
  const resource = resourceSettings(versions, storage, diagnostics);
  const names = namesOf(kind, resource);
  const plural = names.plural ?? "";
  const annotations = mergedMetadata(versions, "annotations", diagnostics);
  const labels = mergedMetadata(versions, "labels", diagnostics);
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
  return { value: { group, kind, plural, versions, crd }, diagnostics };
}

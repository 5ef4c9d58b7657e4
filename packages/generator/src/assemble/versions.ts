import type { Diagnostic } from "@crdgen/core";
import { at, catalogMessage, createDiagnostic } from "@crdgen/core";
import type { CustomResourceDefinitionVersion } from "@crdgen/structural";
import type { KindVersion } from "./types.js";

/** controller-gen sorts versions by name, byte-wise (`v1` < `v1alpha1` < `v1beta1` < `v2`). */
export function sortVersions(versions: readonly KindVersion[]): KindVersion[] {
  const name = (v: KindVersion) => v.root.package.version;
  return [...versions].sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
}

/** One `spec.versions` entry: served, storage, deprecation, schema, subresources, columns, selectable fields. */
export function versionEntry(version: KindVersion, storage: boolean): CustomResourceDefinitionVersion {
  const { crd } = version.root;
  const entry: CustomResourceDefinitionVersion = {};
  if (crd.printColumns.length > 0) entry.additionalPrinterColumns = crd.printColumns.map((c) => ({ ...c }));
  if (crd.deprecated !== undefined) {
    entry.deprecated = true;
    if (crd.deprecated.warning !== undefined) entry.deprecationWarning = crd.deprecated.warning;
  }
  entry.name = version.root.package.version;
  entry.schema = { openAPIV3Schema: version.schema };
  if (crd.selectableFields.length > 0) entry.selectableFields = crd.selectableFields.map((f) => ({ ...f }));
  entry.served = crd.served;
  entry.storage = storage;
  // controller-gen's printcolumn marker creates the (empty) subresources of its version, so columns alone
  // give `subresources: {}`; crdgen writes the same so that its CRDs compare equal to controller-gen's.
  if (crd.statusSubresource || crd.scaleSubresource !== undefined || crd.printColumns.length > 0) {
    entry.subresources = {
      ...(crd.scaleSubresource === undefined ? {} : { scale: { ...crd.scaleSubresource } }),
      ...(crd.statusSubresource ? { status: {} } : {}),
    };
  }
  return entry;
}

/**
 * Which version stores objects: the only one, or the one marked `+kubebuilder:storageversion`. None or
 * several marked are errors at the kinds; the result is then the first candidate, so output stays usable.
 */
export function storageVersion(
  versions: readonly KindVersion[],
  diagnostics: Diagnostic[],
): KindVersion | undefined {
  if (versions.length === 1) return versions[0];
  const marked = versions.filter((v) => v.root.crd.storageVersion);
  const kind = at(versions, 0).root.kind;
  if (marked.length === 0) {
    const list = versions.map((v) => v.root.package.version).join(", ");
    const message = catalogMessage("CRD2014", "noStorage", { kind, versions: list });
    diagnostics.push(createDiagnostic(message, { span: at(versions, 0).root.span }));
    return undefined;
  }
  for (const extra of marked.slice(1)) {
    const message = catalogMessage("CRD2015", "twoStorage", {
      kind,
      version: extra.root.package.version,
      other: at(marked, 0).root.package.version,
    });
    diagnostics.push(createDiagnostic(message, { span: extra.root.span }));
  }
  return marked[0];
}

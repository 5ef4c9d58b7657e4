import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Marker } from "../marker.js";
import { asString } from "../registry/guards.js";
import { canonicalJson } from "./canonical.js";

/** What an API package's file-leading markers say. */
export interface PackageSettings {
  /** `+groupName`; "" (the core group) when the marker has no value. */
  readonly groupName?: string;
  /** Where the `+groupName` that gives the group is written. */
  readonly groupSpan?: SourceSpan;
  /** `+versionName`; absent means the folder name. */
  readonly versionName?: string;
  /** `+kubebuilder:validation:Optional` at package level: fields without `?` are optional too. */
  readonly fieldsOptionalByDefault: boolean;
  /** `+kubebuilder:skip`: not an API package. */
  readonly skip: boolean;
  /** `+kubebuilder:skipDescriptions` at package level: descriptions are left out. */
  readonly skipDescriptions: boolean;
}

/**
 * Collects package markers (from all the package's file-leading comments, files in name order) into typed
 * settings. controller-gen reads `+groupName` and `+versionName` with MarkerValues.Get, which is the first value
 * (controller-tools pkg/markers/collect.go Get, pkg/internal/crd/crd.go GroupVersionForPackage): a later one,
 * in the same comment or another file, is ignored.
 */
export function packageSettings(markers: readonly Marker[]): PackageSettings {
  const first = (name: string): Marker | undefined => markers.find((m) => m.name === name);
  const has = (name: string): boolean => markers.some((m) => m.name === name);
  const group = first("groupName");
  const version = first("versionName");
  return {
    ...(group === undefined ? {} : { groupName: asString(group.value), groupSpan: group.span }),
    ...(version === undefined ? {} : { versionName: asString(version.value) }),
    fieldsOptionalByDefault: has("kubebuilder:validation:Optional"),
    skip: has("kubebuilder:skip"),
    skipDescriptions: has("kubebuilder:skipDescriptions"),
  };
}

/**
 * A `+groupName` or `+versionName` in a later file of the package that differs from the first one's: a warning
 * at it, since the first takes effect. Repeats within one comment are the comment's own conflicts (CRD1011).
 */
export function packageConflicts(markers: readonly Marker[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const name of ["groupName", "versionName"]) {
    const given = markers.filter((m) => m.name === name);
    const [first] = given;
    if (first === undefined) continue;
    for (const later of given) {
      if (later.span.file === first.span.file || canonicalJson(later.value) === canonicalJson(first.value)) {
        continue;
      }
      const where = `${first.span.file}:${first.span.start.line}:${first.span.start.column}`;
      const message = catalogMessage("CRD1011", "repeatedInPackage", {
        marker: later.text,
        previous: first.text,
        where,
      });
      out.push(createDiagnostic(message, { span: later.span }));
    }
  }
  return out;
}

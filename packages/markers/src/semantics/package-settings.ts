import type { SourceSpan } from "@crdgen/core";
import type { Marker } from "../marker.js";
import { asString } from "../registry/guards.js";

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

/** Collects package markers (from all the package's file-leading comments) into typed settings. */
export function packageSettings(markers: readonly Marker[]): PackageSettings {
  const last = (name: string): Marker | undefined => markers.filter((m) => m.name === name).at(-1);
  const has = (name: string): boolean => markers.some((m) => m.name === name);
  const group = last("groupName");
  const version = last("versionName");
  return {
    ...(group === undefined ? {} : { groupName: asString(group.value), groupSpan: group.span }),
    ...(version === undefined ? {} : { versionName: asString(version.value) }),
    fieldsOptionalByDefault: has("kubebuilder:validation:Optional"),
    skip: has("kubebuilder:skip"),
    skipDescriptions: has("kubebuilder:skipDescriptions"),
  };
}

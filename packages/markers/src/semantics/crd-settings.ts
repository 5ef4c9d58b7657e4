import type { SourceSpan } from "@crdgen/core";
import type {
  CustomResourceColumnDefinition,
  CustomResourceSubresourceScale,
  SelectableField,
} from "@crdgen/structural";
import type { Marker } from "../marker.js";
import { asFields, asNumber, asString, asStringList } from "../registry/guards.js";

/** `+kubebuilder:resource`: the CRD's names and scope, as given (unset parts left out). */
export interface ResourceSettings {
  readonly plural?: string;
  readonly singular?: string;
  readonly shortNames?: readonly string[];
  readonly categories?: readonly string[];
  /** `Namespaced` unless the marker says `Cluster`. */
  readonly scope: "Namespaced" | "Cluster";
}

/**
 * Where the markers that make parts of the CRD are written, so that a problem with such a part (a JSONPath
 * that names no field, say) is reported at the marker that made it.
 */
export interface CRDMarkerSpans {
  /** One per entry of `printColumns`, in the same order. */
  readonly printColumns: readonly SourceSpan[];
  /** One per entry of `selectableFields`, in the same order. */
  readonly selectableFields: readonly SourceSpan[];
  readonly scaleSubresource?: SourceSpan;
  /** The `+kubebuilder:deprecatedversion` marker that takes effect (the last one). */
  readonly deprecated?: SourceSpan;
  /** The last `+kubebuilder:resource` marker: where the names it writes as given (path, singular …) are read. */
  readonly resource?: SourceSpan;
  /** By annotation key: the `+kubebuilder:metadata` marker that set it (the last one, as the value is). */
  readonly annotations: Readonly<Record<string, SourceSpan>>;
}

/** What a root type's markers say about its CRD and its version, in apiextensions field names. */
export interface CRDSettings {
  /** `+kubebuilder:object:root`: true or false when given. */
  readonly root?: boolean;
  readonly resource?: ResourceSettings;
  readonly statusSubresource: boolean;
  readonly scaleSubresource?: CustomResourceSubresourceScale;
  readonly printColumns: readonly CustomResourceColumnDefinition[];
  readonly storageVersion: boolean;
  readonly skipVersion: boolean;
  readonly served: boolean;
  /** Present when the version is deprecated; `warning` when the marker gives one. */
  readonly deprecated?: { readonly warning?: string };
  readonly annotations: Readonly<Record<string, string>>;
  readonly labels: Readonly<Record<string, string>>;
  readonly selectableFields: readonly SelectableField[];
  readonly spans: CRDMarkerSpans;
}

function last(markers: readonly Marker[], name: string): Marker | undefined {
  return markers.filter((m) => m.name === name).at(-1);
}

function has(markers: readonly Marker[], name: string): boolean {
  return markers.some((m) => m.name === name);
}

/**
 * Several `+kubebuilder:resource` markers apply one after the other, as controller-gen's Resource.ApplyToCRD
 * does (crd.go): a path or singular stays until a later marker gives another; short names, categories and
 * scope are each marker's own, so the last marker sets them (an unset scope is Namespaced).
 */
function resource(markers: readonly Marker[]): ResourceSettings | undefined {
  let settings: ResourceSettings | undefined;
  for (const marker of markers.filter((m) => m.name === "kubebuilder:resource")) {
    const f = asFields(marker.value);
    const text = (key: string): string => asString(f[key]);
    const plural = text("path") === "" ? settings?.plural : text("path");
    const singular = text("singular") === "" ? settings?.singular : text("singular");
    settings = {
      ...(plural === undefined ? {} : { plural }),
      ...(singular === undefined ? {} : { singular }),
      ...(f.shortName === undefined ? {} : { shortNames: asStringList(f.shortName) }),
      ...(f.categories === undefined ? {} : { categories: asStringList(f.categories) }),
      scope: text("scope") === "Cluster" ? "Cluster" : "Namespaced",
    };
  }
  return settings;
}

function scale(marker: Marker): CustomResourceSubresourceScale {
  const f = asFields(marker.value);
  const selector = f.selectorpath === undefined ? {} : { labelSelectorPath: asString(f.selectorpath) };
  return { specReplicasPath: asString(f.specpath), statusReplicasPath: asString(f.statuspath), ...selector };
}

// Go leaves out empty descriptions and formats and a zero priority
function column(marker: Marker): CustomResourceColumnDefinition {
  const f = asFields(marker.value);
  const description = asString(f.description);
  const format = asString(f.format);
  const priority = asNumber(f.priority);
  return {
    name: asString(f.name),
    type: asString(f.type),
    jsonPath: asString(f.JSONPath),
    ...(description === "" ? {} : { description }),
    ...(format === "" ? {} : { format }),
    ...(priority === 0 ? {} : { priority }),
  };
}

/** The `key=value` entries of the `+kubebuilder:metadata` markers, each with the marker that set it last. */
function keyValues(
  markers: readonly Marker[],
  kind: "annotations" | "labels",
): Record<string, { readonly value: string; readonly span: SourceSpan }> {
  const out: Record<string, { readonly value: string; readonly span: SourceSpan }> = {};
  for (const marker of markers.filter((m) => m.name === "kubebuilder:metadata")) {
    for (const entry of asStringList(asFields(marker.value)[kind])) {
      const eq = entry.indexOf("=");
      if (eq > -1) out[entry.slice(0, eq)] = { value: entry.slice(eq + 1), span: marker.span };
    }
  }
  return out;
}

function valuesOf(entries: Record<string, { readonly value: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).map(([key, { value }]) => [key, value]));
}

function spansOf(entries: Record<string, { readonly span: SourceSpan }>): Record<string, SourceSpan> {
  return Object.fromEntries(Object.entries(entries).map(([key, { span }]) => [key, span]));
}

function deprecation(marker: Marker): { readonly warning?: string } {
  const warning = asFields(marker.value).warning;
  return typeof warning === "string" ? { warning } : {};
}

/**
 * What `+kubebuilder:object:root` says (the last one), undefined when not given: {@link CRDSettings.root}
 * alone, for discovery to ask of every type before it reads a root type's settings.
 */
export function rootMarker(markers: readonly Marker[]): boolean | undefined {
  const root = last(markers, "kubebuilder:object:root");
  return root === undefined ? undefined : root.value === true;
}

/** Collects a root type's CRD-level markers into typed settings; repeated markers accumulate in order. */
export function crdSettings(markers: readonly Marker[]): CRDSettings {
  const root = rootMarker(markers);
  const res = resource(markers);
  const scaleMarker = last(markers, "kubebuilder:subresource:scale");
  const deprecated = last(markers, "kubebuilder:deprecatedversion");
  const resourceMarker = last(markers, "kubebuilder:resource");
  const columns = markers.filter((m) => m.name === "kubebuilder:printcolumn");
  const selectable = markers.filter((m) => m.name === "kubebuilder:selectablefield");
  const annotations = keyValues(markers, "annotations");
  return {
    ...(root === undefined ? {} : { root }),
    ...(res === undefined ? {} : { resource: res }),
    statusSubresource: has(markers, "kubebuilder:subresource:status"),
    ...(scaleMarker === undefined ? {} : { scaleSubresource: scale(scaleMarker) }),
    printColumns: columns.map(column),
    storageVersion: has(markers, "kubebuilder:storageversion"),
    skipVersion: has(markers, "kubebuilder:skipversion"),
    served: !has(markers, "kubebuilder:unservedversion"),
    ...(deprecated === undefined ? {} : { deprecated: deprecation(deprecated) }),
    annotations: valuesOf(annotations),
    labels: valuesOf(keyValues(markers, "labels")),
    selectableFields: selectable.map((m) => ({ jsonPath: asString(asFields(m.value).JSONPath) })),
    spans: {
      printColumns: columns.map((m) => m.span),
      selectableFields: selectable.map((m) => m.span),
      ...(scaleMarker === undefined ? {} : { scaleSubresource: scaleMarker.span }),
      ...(deprecated === undefined ? {} : { deprecated: deprecated.span }),
      ...(resourceMarker === undefined ? {} : { resource: resourceMarker.span }),
      annotations: spansOf(annotations),
    },
  };
}

import { at } from "@crdgen/core";
import type { SplitMarker } from "../grammar/split.js";
import { crdMarkers, packageMarkers } from "./crd.js";
import { fieldMarkers } from "./fields.js";
import { itemsVariants } from "./items.js";
import { closestName } from "./suggest.js";
import { topologyMarkers } from "./topology.js";
import type { MarkerDefinition } from "./types.js";
import { typeMarkers } from "./types-only.js";
import { generalMarkers } from "./validation-general.js";
import { numberMarkers } from "./validation-numbers.js";

const validationMarkers = [...numberMarkers, ...generalMarkers];

/** Every marker crdgen understands, each defined once, in reference order. */
export const markerDefinitions: readonly MarkerDefinition[] = [
  ...validationMarkers,
  ...itemsVariants(validationMarkers),
  ...fieldMarkers,
  ...typeMarkers,
  ...topologyMarkers,
  ...crdMarkers,
  ...packageMarkers,
];

const byName = new Map(markerDefinitions.map((d) => [d.name, d]));
const allNames = markerDefinitions.map((d) => d.name);

/**
 * Markers of other generators (deepcopy, RBAC, webhooks, client and OpenAPI generators) that share the
 * `+kubebuilder:` / `+k8s:` prefixes: they are not CRD markers, and crdgen ignores them quietly.
 */
const foreignPrefixes = [
  "kubebuilder:object:generate",
  "kubebuilder:rbac",
  "kubebuilder:webhook",
  "kubebuilder:webhookconfiguration",
  "kubebuilder:ac",
  "kubebuilder:scaffold",
  "kubebuilder:docs-gen",
  "k8s:deepcopy-gen",
  "k8s:openapi-gen",
  "k8s:conversion-gen",
  "k8s:defaulter-gen",
  "k8s:prerelease-lifecycle-gen",
  "k8s:protobuf",
  "k8s:validation-gen",
];

/** The definition named exactly `name`. */
export function findMarkerDefinition(name: string): MarkerDefinition | undefined {
  return byName.get(name);
}

/** How a marker's text matched the registry: by its single-value name first, as controller-gen looks up. */
export interface Lookup {
  readonly definition: MarkerDefinition;
  readonly matchedBy: "anonymousName" | "name";
}

/** Finds the definition for split marker text, trying `a:b:c` before `a:b` as controller-gen does. */
export function lookupMarker(split: SplitMarker): Lookup | undefined {
  const byAnonymous = byName.get(split.anonymousName);
  if (byAnonymous !== undefined) return { definition: byAnonymous, matchedBy: "anonymousName" };
  const byStruct = byName.get(split.name);
  return byStruct === undefined ? undefined : { definition: byStruct, matchedBy: "name" };
}

/** Markers from which controller-gen generates other manifests than CRDs, with what it makes of them. */
const otherManifestPrefixes: readonly (readonly [prefix: string, manifest: string])[] = [
  ["kubebuilder:rbac", "RBAC Role rules"],
  ["kubebuilder:webhookconfiguration", "webhook configurations"],
  ["kubebuilder:webhook", "webhook configurations"],
];

/**
 * The marker's name and what controller-gen would generate from it, for a marker of a manifest crdgen does
 * not generate (RBAC rules, webhook configurations).
 */
export function otherManifestOf(
  split: SplitMarker,
): { readonly marker: string; readonly manifest: string } | undefined {
  const name = split.anonymousName;
  const found = otherManifestPrefixes.find(([p]) => name === p || name.startsWith(`${p}:`));
  return found === undefined ? undefined : { marker: found[0], manifest: found[1] };
}

/** Whether an unknown marker belongs to another generator and should pass without a warning. */
export function isForeignMarker(split: SplitMarker): boolean {
  return foreignPrefixes.some((p) => split.anonymousName === p || split.anonymousName.startsWith(`${p}:`));
}

/** Whether an unknown marker uses a prefix crdgen owns, so that it deserves a warning even without a near miss. */
export function hasCrdPrefix(split: SplitMarker): boolean {
  return split.anonymousName.startsWith("kubebuilder:") || split.anonymousName.startsWith("k8s:");
}

/**
 * The registered marker name an unknown marker most likely meant; text after a space is left out first
 * (`+optional // why` is not `+optional`: a marker takes its whole line).
 */
export function suggestMarker(split: SplitMarker): string | undefined {
  const firstWord = at(split.anonymousName.trim().split(/\s/), 0);
  if (firstWord !== split.anonymousName && byName.has(firstWord)) return firstWord;
  return closestName(split.anonymousName, allNames) ?? closestName(split.name, allNames);
}

import type { Marker } from "../marker.js";

/** The markers that make a field optional or required, strongest first (controller-gen's precedence). */
export const requirementPrecedence: readonly { readonly name: string; readonly makes: Requirement }[] = [
  { name: "kubebuilder:validation:Optional", makes: "optional" },
  { name: "kubebuilder:validation:Required", makes: "required" },
  { name: "optional", makes: "optional" },
  { name: "k8s:optional", makes: "optional" },
  { name: "required", makes: "required" },
  { name: "k8s:required", makes: "required" },
];

/** Whether a field must be present. */
export type Requirement = "required" | "optional";

/**
 * What a field's markers say about its presence, with controller-gen's precedence:
 * `+kubebuilder:validation:Optional` over `…:Required` over `+optional`/`+k8s:optional` over
 * `+required`/`+k8s:required`. Undefined when no marker says anything (the caller then decides from `?`
 * and the package default, see {@link packageSettings}).
 */
export function fieldRequirement(markers: readonly Marker[]): Requirement | undefined {
  // Asked for every field, most with no marker at all: no set of names is built.
  if (markers.length === 0) return undefined;
  return requirementPrecedence.find((r) => markers.some((m) => m.name === r.name))?.makes;
}

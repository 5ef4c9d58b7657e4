import type { MarkerDefinition } from "./types.js";

const prefix = "kubebuilder:validation:";
const itemsPrefix = "kubebuilder:validation:items:";

/**
 * The `+kubebuilder:validation:items:<Name>` twin of each validation marker: the same arguments and
 * checks, applied to the `items` schema of the array the marker sits on.
 */
export function itemsVariants(markers: readonly MarkerDefinition[]): MarkerDefinition[] {
  return markers.map((marker) => {
    const suffix = marker.name.slice(prefix.length);
    const variant: MarkerDefinition = {
      ...marker,
      name: `${itemsPrefix}${suffix}`,
      summary: `for array items: ${marker.summary}`,
      example: marker.example.replace(`+${prefix}`, `+${itemsPrefix}`),
      onItems: true,
    };
    // the long help stays with the original marker; the reference links the two
    delete (variant as { details?: string }).details;
    return variant;
  });
}

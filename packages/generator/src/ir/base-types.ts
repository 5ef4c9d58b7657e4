import type { IRBaseType } from "./types.js";

/** Whether a base brings more than a plain struct (`type: object`): markers, a core type's keywords, immutable fields. */
export function bringsSomething(base: IRBaseType): boolean {
  return (
    base.markers.length > 0 ||
    base.aliasMarkers.length > 0 ||
    base.core !== undefined ||
    base.fields !== undefined ||
    base.bases.some(bringsSomething)
  );
}

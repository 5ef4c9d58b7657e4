import type { CelType } from "../common/types.js";

/** `Type.IsEquivalentType`: as `IsExactType`, but type parameter names are ignored. */
export function isEquivalentType(a: CelType, b: CelType | undefined): boolean {
  if (b === undefined) return false;
  if (a === b) return true;
  if (a.kind !== b.kind || a.params.length !== b.params.length) return false;
  if (a.kind !== "type_param" && a.name !== b.name) return false;
  return a.params.every((p, i) => isEquivalentType(p, b.params[i]));
}

import { escape, unescape } from "../schema/escaping.js";
import type { CelValue, ObjectValue } from "./value.js";

/**
 * A field of an object by the name a rule wrote: apiserver's `unstructuredMap.Find` unescapes the name and looks
 * the property up, so `__namespace__` and (where the environment lets keywords be field names) `namespace`
 * both find the property `namespace`, which the object holds under its escaped name.
 */
export function objectField(
  obj: ObjectValue,
  name: string,
  alternate: string | null = alternateFieldName(name),
): CelValue | undefined {
  const found = obj.fields.get(name);
  if (found !== undefined) return found;
  return alternate === null ? undefined : obj.fields.get(alternate);
}

/**
 * The other name {@link objectField} looks `name` up by: its property (unescaped) escaped again, when that
 * differs from `name`; null when there is none. A planned select finds it once for its field.
 */
export function alternateFieldName(name: string): string | null {
  const property = unescape(name);
  const escaped = property === undefined ? undefined : escape(property);
  return escaped === undefined || escaped === name ? null : escaped;
}

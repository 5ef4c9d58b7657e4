import { formatKey } from "../values/format.js";
import { type CelValue, ErrorValue, type MapKeys, OptionalValue, typeNameOf } from "../values/value.js";

/**
 * One evaluated element of a list literal, as cel-go's `evalList` takes it: added to `out` (an optional
 * element's value only when it has one), or the error that ends the literal when an optional element's value
 * is no optional. The tree-walking interpreter and the planner share it.
 */
export function addListElement(out: CelValue[], value: CelValue, optional: boolean): ErrorValue | undefined {
  if (!optional) {
    out.push(value);
  } else if (!(value instanceof OptionalValue)) {
    return new ErrorValue(
      `cannot initialize optional list element from non-optional value ${formatKey(value)}`,
    );
  } else if (value.value !== undefined) {
    out.push(value.value);
  }
  return undefined;
}

/**
 * One evaluated entry of a map literal, as cel-go's `evalMap` takes it: set in `out` under its key (an optional
 * entry only when its value has one, and removed when it has none), or the error that ends the literal.
 */
export function setMapEntry(
  out: Map<string, readonly [CelValue, CelValue]>,
  keys: MapKeys,
  key: CelValue,
  value: CelValue,
  optional: boolean,
): ErrorValue | undefined {
  const keyed = keys.keyOf(key);
  if (keyed === undefined) return new ErrorValue(`unsupported key type: ${typeNameOf(key)}`);
  if (!optional) {
    out.set(keyed, [key, value]);
  } else if (!(value instanceof OptionalValue)) {
    return new ErrorValue(
      `cannot initialize optional entry '${formatKey(key)}' from non-optional value ${formatKey(value)}`,
    );
  } else if (value.value === undefined) {
    out.delete(keyed);
  } else {
    out.set(keyed, [key, value.value]);
  }
  return undefined;
}

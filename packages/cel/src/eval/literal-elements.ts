import { formatKey } from "../values/format.js";
import { RecoveredPanic } from "../values/go-panic.js";
import { type CelValue, ErrorValue, type MapKeys, OptionalValue } from "../values/value.js";

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
 * One evaluated entry of a map literal, as cel-go's `evalMap` takes it (interpreter/interpretable.go:674-700,
 * v0.26.0): set in `out` under its key (an optional entry only when its value has one, and removed when it has
 * none), or the error that ends the literal (an optional entry whose value is no optional). Setting or deleting
 * a key Go cannot hash (bytes) panics in Go's map, which `prog.Eval` recovers: the evaluation ends there.
 */
export function setMapEntry(
  out: Map<string, readonly [CelValue, CelValue]>,
  keys: MapKeys,
  key: CelValue,
  value: CelValue,
  optional: boolean,
): ErrorValue | undefined {
  if (optional && !(value instanceof OptionalValue)) {
    return new ErrorValue(
      `cannot initialize optional entry '${formatKey(key)}' from non-optional value ${formatKey(value)}`,
    );
  }
  // The value set: the entry's, an optional entry's inner one, or none (the key deleted).
  const set = !optional ? value : value instanceof OptionalValue ? value.value : undefined;
  const keyed = keys.keyOf(key);
  if (keyed === undefined) throw unhashableKey(set === undefined && out.size === 0);
  if (set === undefined) out.delete(keyed);
  else out.set(keyed, [key, set]);
  return undefined;
}

/**
 * The panic of a bytes key in Go's map: hashing it panics with a runtime error (runtime/alg.go:145), but a delete
 * from an empty map only checks the key's type, with an error of its own text (internal/runtime/maps/map.go:643-647,
 * 896, Go 1.25).
 */
function unhashableKey(deleteFromEmpty: boolean): RecoveredPanic {
  return new RecoveredPanic(
    deleteFromEmpty
      ? "hash of unhashable type: types.Bytes"
      : "runtime error: hash of unhashable type types.Bytes",
  );
}

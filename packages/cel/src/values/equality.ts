/**
 * CEL's heterogeneous equality and ordering (cel-go `Equal`/`Compare` of `common/types`, with
 * `CrossTypeNumericComparisons` as Kubernetes enables it): values of different types are unequal rather
 * than an error, and int, uint and double compare by numeric value.
 */
import { compareCodePointOrder } from "@crdgen/core";
import { escape } from "../schema/escaping.js";
import { noSuchOverload } from "./errors.js";
import { type GoKey, Unhashable, goKeyOf, goValueOf, mapListKeyOf, unhashablePanic } from "./go-values.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OpaqueValue,
  objectSize,
  OptionalValue,
  PreservedValue,
  TimestampValue,
  TypeValue,
  UintValue,
  type Unstructured,
} from "./value.js";

type Numeric =
  | { readonly kind: "int"; readonly v: bigint; readonly unsigned: boolean }
  | { readonly kind: "double"; readonly v: number };

function numeric(v: CelValue): Numeric | undefined {
  if (typeof v === "bigint") return { kind: "int", v, unsigned: false };
  if (v instanceof UintValue) return { kind: "int", v: v.value, unsigned: true };
  if (typeof v === "number") return { kind: "double", v };
  return undefined;
}

/** -1, 0, 1 of two numbers by exact value, or undefined when a NaN is involved. */
function compareNumeric(a: Numeric, b: Numeric): number | undefined {
  if (a.kind === "int" && b.kind === "int") return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
  if (a.kind === "double" && b.kind === "double") {
    if (Number.isNaN(a.v) || Number.isNaN(b.v)) return undefined;
    return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
  }
  if (a.kind === "double" && b.kind === "int") {
    const r = compareNumeric(b, a);
    return r === undefined ? undefined : -r;
  }
  if (a.kind !== "int" || b.kind !== "double") return undefined;
  // cel-go's compareIntDouble / compareUintDouble: outside the integer type's range the double decides,
  // inside it the integer is converted to float64 (lossy above 2^53, as in Go).
  const d = b.v;
  if (Number.isNaN(d)) return undefined;
  // Go's math.MaxInt64 and math.MaxUint64 as float64 constants are 2^63 and 2^64.
  const [lowest, highest] = a.unsigned ? [0, 2 ** 64] : [-(2 ** 63), 2 ** 63];
  if (d < lowest) return 1;
  if (d > highest) return -1;
  const x = Number(a.v);
  return x < d ? -1 : x > d ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

const sign = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * cel-go's `Compare`: -1, 0 or 1, or an error value (`no such overload` for unorderable types, `NaN
 * values cannot be ordered`).
 */
export function compare(a: CelValue, b: CelValue): number | ErrorValue {
  // Two ints, two doubles or two strings (what rules mostly compare) are decided before the general path,
  // which builds a numeric record per operand: one comparison per `<`, and a rule runs on every value.
  if (typeof a === "bigint" && typeof b === "bigint") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "number" && typeof b === "number") {
    if (Number.isNaN(a) || Number.isNaN(b)) return new ErrorValue("NaN values cannot be ordered");
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === "string" && typeof b === "string") return compareCodePointOrder(a, b);
  if (b instanceof ErrorValue) return b;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) {
    return compareNumeric(na, nb) ?? new ErrorValue("NaN values cannot be ordered");
  }
  if (typeof a === "boolean" && typeof b === "boolean") return a === b ? 0 : a ? 1 : -1;
  if (typeof a === "string" && typeof b === "string") return compareCodePointOrder(a, b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) return compareBytes(a, b);
  if (a instanceof TimestampValue && b instanceof TimestampValue) return sign(a.nanos, b.nanos);
  if (a instanceof DurationValue && b instanceof DurationValue) return sign(a.nanos, b.nanos);
  if (a instanceof OpaqueValue && b instanceof OpaqueValue && a.compare !== undefined) {
    return a.compare(b) ?? noSuchOverload();
  }
  return noSuchOverload();
}

/**
 * cel-go's list `Contains` (the `in` operator and the sets library): true if any element is equal; else the
 * first error an element's comparison gave, else false.
 */
export function listContains(list: ListValue, x: CelValue): boolean | ErrorValue {
  let err: ErrorValue | undefined;
  for (const e of list.elements) {
    const eq = equalsOrError(e, x);
    if (eq === true) return true;
    if (eq instanceof ErrorValue) err ??= eq;
  }
  return err ?? false;
}

/** cel-go's `Equal` under heterogeneous equality, as a bool (an error compares unequal). */
export function equals(a: CelValue, b: CelValue): boolean {
  return equalsOrError(a, b) === true;
}

/**
 * cel-go's `Equal`: values of different types are unequal; the Kubernetes set lists can make it an error
 * (`listSet operations are only supported on lists of scalar values`), which propagates.
 */
export function equalsOrError(a: CelValue, b: CelValue): boolean | ErrorValue {
  // Same-typed scalars, as compare: strings and ints are equal when identical, doubles too (NaN never is, and
  // -0 equals 0), without a numeric record per operand.
  const ta = typeof a;
  if (ta === typeof b && (ta === "string" || ta === "bigint" || ta === "number")) return a === b;
  // types.Equal (cel-go common/types/util.go:41-48) answers a null on either side first; else lhs.Equal(rhs), and
  // an error's Equal is the error itself (err.go): an element of an object that does not match its schema
  // (apiserver valuesunstructured.go Find: "invalid data, expected string, got int64") makes the whole
  // comparison that error, as unstructuredMap.Equal returns it (valuesunstructured.go:612-614).
  if (a instanceof ErrorValue) return b === null ? false : a;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined || nb !== undefined) {
    return na !== undefined && nb !== undefined && compareNumeric(na, nb) === 0;
  }
  if (a === null || b === null) return a === b;
  if (typeof a !== "object" || typeof b !== "object") return a === b;
  if (a instanceof Uint8Array) return b instanceof Uint8Array && compareBytes(a, b) === 0;
  if (a instanceof TimestampValue) return b instanceof TimestampValue && a.nanos === b.nanos;
  if (a instanceof DurationValue) return b instanceof DurationValue && a.nanos === b.nanos;
  if (a instanceof TypeValue) return b instanceof TypeValue && a.name === b.name;
  if (a instanceof OptionalValue) {
    if (!(b instanceof OptionalValue)) return false;
    if (a.value === undefined || b.value === undefined) return a.value === b.value;
    return equalsOrError(a.value, b.value);
  }
  if (a instanceof ListValue) return b instanceof ListValue && listEquals(a, b);
  if (a instanceof MapValue || a instanceof ObjectValue) return mapLikeEquals(a, b);
  if (a instanceof PreservedValue) {
    return b instanceof PreservedValue && JSON.stringify(a.json) === JSON.stringify(b.json);
  }
  if (a instanceof OpaqueValue) return b instanceof OpaqueValue && a.equals(b);
  return false;
}

function mapEntries(m: MapValue | ObjectValue): Iterable<readonly [CelValue, CelValue]> {
  return m instanceof MapValue ? m.entries() : m.fields.entries();
}

function mapLikeEquals(a: MapValue | ObjectValue, b: CelValue): boolean | ErrorValue {
  if (!(b instanceof MapValue || b instanceof ObjectValue)) return false;
  const unstructured = a instanceof ObjectValue ? a.unstructured : undefined;
  if (unstructured !== undefined) return unstructuredMapEquals(a as ObjectValue, unstructured, b);
  const size = (m: MapValue | ObjectValue): number => (m instanceof MapValue ? m.size : objectSize(m));
  if (size(a) !== size(b)) return false;
  for (const [k, v] of mapEntries(a)) {
    const w = b instanceof MapValue ? b.get(k) : typeof k === "string" ? b.fields.get(k) : undefined;
    if (w === undefined) return false;
    const eq = equalsOrError(v, w);
    if (eq !== true) return eq;
  }
  return true;
}

/**
 * List equality; as in Go the left operand's `Equal` decides. A set or map list read from an object (or made by
 * `+` on one) compares as apiserver 1.35's unstructuredSetList / unstructuredMapList do; other lists compare
 * element by element, in order.
 */
function listEquals(a: ListValue, b: ListValue): boolean | ErrorValue {
  if (a.size !== b.size) return false;
  const go = a.go;
  if (go !== undefined && a.kind.type === "set") return goSetEquals(go.values, b);
  if (go !== undefined && a.kind.type === "map") return goMapListEquals(a, go.values, a.kind.keys, b);
  for (const [i, x] of a.elements.entries()) {
    const y = b.elements[i];
    if (y === undefined) return false;
    const eq = equalsOrError(x, y);
    if (eq !== true) return eq;
  }
  return true;
}

/**
 * `unstructuredSetList.Equal` (valuesunstructured.go:369-386, Kubernetes 1.35): every element of the other list
 * must be a key of the Go map of this list's raw elements. The keys are Go values: the other list's come from
 * `Value()` of its CEL elements, so a float64 never finds a JSON integer (a `number` set holding `1` is not equal
 * to itself) and a time.Time or time.Duration never finds the string it was read from; duplicates on the other
 * side are not noticed (`['a', 'b'] == ['a', 'a']` for a set). Unhashable values panic.
 */
function goSetEquals(mine: readonly unknown[], other: ListValue): boolean | ErrorValue {
  const keys = new Set<GoKey>();
  for (const value of mine) {
    const key = goKeyOf(value);
    if (key instanceof Unhashable) return unhashablePanic(key);
    keys.add(key);
  }
  for (const element of other.elements) {
    const key = goKeyOf(goValueOf(element));
    if (key instanceof Unhashable) return unhashablePanic(key);
    if (!keys.has(key)) return false;
  }
  return true;
}

/**
 * `unstructuredMapList.Equal` (valuesunstructured.go:288-311, Kubernetes 1.35): each element of the other list
 * must find the element with its key (the last one with that key) and equal it; duplicate keys on the other
 * side are not noticed. Keys are read from the raw maps (see mapListKeyOf).
 */
function goMapListEquals(
  a: ListValue,
  mine: readonly unknown[],
  keyNames: readonly string[],
  other: ListValue,
): boolean | ErrorValue {
  const byKey = new Map<GoKey, number>();
  for (const [i, value] of mine.entries()) {
    const key = mapListKeyOf(value, keyNames);
    if (key instanceof Unhashable) return unhashablePanic(key);
    byKey.set(key, i);
  }
  for (const element of other.elements) {
    const key = mapListKeyOf(goValueOf(element), keyNames);
    if (key instanceof Unhashable) return unhashablePanic(key);
    const at = byKey.get(key);
    if (at === undefined) return false;
    const eq = equalsOrError(a.elements[at] as CelValue, element);
    if (eq !== true) return eq;
  }
  return true;
}

/**
 * apiserver `unstructuredMap.Equal` (pkg/cel/common/valuesunstructured.go): sizes are the raw objects' (every
 * key); a schema property compares as a CEL value, present on both sides or neither; a field outside the schema
 * compares with `equality.Semantic.DeepEqual` when the other object has it too.
 */
function unstructuredMapEquals(
  a: ObjectValue,
  { raw, known }: Unstructured,
  b: MapValue | ObjectValue,
): boolean | ErrorValue {
  const keys = Object.keys(raw);
  const otherSize = b instanceof MapValue ? b.size : objectSize(b);
  if (keys.length !== otherSize) return false;
  for (const key of keys) {
    if (known.has(key)) {
      const name = escape(key) ?? key;
      const mine = a.fields.get(name);
      const theirs = b instanceof MapValue ? b.get(key) : b.fields.get(name);
      if ((mine === undefined) !== (theirs === undefined)) return false;
      if (mine === undefined || theirs === undefined) continue;
      const eq = equalsOrError(mine, theirs);
      if (eq !== true) return eq;
    } else {
      // "The compiler ensures equality is against the same type of object, so this should be unreachable."
      if (!(b instanceof ObjectValue) || b.unstructured === undefined) return noSuchOverload();
      const other = b.unstructured.raw;
      if (Object.hasOwn(other, key) && !jsonDeepEqual(raw[key], other[key])) return false;
    }
  }
  return true;
}

/** `equality.Semantic.DeepEqual` on decoded JSON: maps in any key order, lists in order, numbers by value. */
function jsonDeepEqual(x: unknown, y: unknown): boolean {
  if (typeof x === "number" || typeof x === "bigint") {
    if (typeof x === "bigint" && typeof y === "bigint") return x === y;
    return (typeof y === "number" || typeof y === "bigint") && Number(x) === Number(y);
  }
  if (Array.isArray(x)) {
    return Array.isArray(y) && x.length === y.length && x.every((e, i) => jsonDeepEqual(e, y[i]));
  }
  if (typeof x === "object" && x !== null) {
    if (typeof y !== "object" || y === null || Array.isArray(y)) return false;
    const xs = x as Record<string, unknown>;
    const ys = y as Record<string, unknown>;
    const keys = Object.keys(xs);
    return (
      keys.length === Object.keys(ys).length &&
      keys.every((k) => Object.hasOwn(ys, k) && jsonDeepEqual(xs[k], ys[k]))
    );
  }
  return x === y;
}

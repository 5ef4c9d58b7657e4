/**
 * CEL's heterogeneous equality and ordering (cel-go `Equal`/`Compare` of `common/types`, with
 * `CrossTypeNumericComparisons` as Kubernetes enables it): values of different types are unequal rather
 * than an error, and int, uint and double compare by numeric value.
 */
import { compareCodePointOrder } from "@crdgen/core";
import { escape } from "../schema/escaping.js";
import { objectField } from "./object-field.js";
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
 * The list's `Contains` (the `in` operator and the sets library), as each Go list type has it:
 *
 * - cel-go's `baseList` (list.go:142-152, a list CEL built) asks the needle, `x.Equal(element)`, and takes only a
 *   `true`: an error counts as not found;
 * - `concatList` (list.go:377-396, made by `+` of two non-empty CEL lists) asks its two parts in turn and, when
 *   neither holds `x`, answers the first part's error before the second part's answer;
 * - apiserver 1.35's `unstructuredList` (valuesunstructured.go:501-522, a list read from an object, set and map
 *   lists included) asks each element, `element.Equal(x)`: true if one is equal, else the first error, else false.
 */
export function listContains(list: ListValue, x: CelValue): boolean | ErrorValue {
  if (list.fromObject) {
    let err: ErrorValue | undefined;
    for (const e of list.elements) {
      const eq = goEqual(e, x);
      if (eq === true) return true;
      if (eq instanceof ErrorValue) err ??= eq;
    }
    return err ?? false;
  }
  if (list.concat !== undefined) {
    const [prev, next] = list.concat;
    const inPrev = listContains(prev, x);
    if (inPrev === true) return true;
    const inNext = listContains(next, x);
    if (inNext === true) return true;
    return inPrev instanceof ErrorValue ? inPrev : inNext;
  }
  return list.elements.some((e) => goEqual(x, e) === true);
}

/** cel-go's `Equal` under heterogeneous equality, as a bool (an error compares unequal). */
export function equals(a: CelValue, b: CelValue): boolean {
  return equalsOrError(a, b) === true;
}

/**
 * cel-go's `types.Equal` (common/types/util.go:41-48), what `==` answers (interpreter/interpretable.go:341-351):
 * a null on either side is equal only to null; otherwise the left operand's `Equal` ({@link goEqual}), whose
 * error (a Kubernetes value compared with another type) is the answer.
 */
export function equalsOrError(a: CelValue, b: CelValue): boolean | ErrorValue {
  // Same-typed scalars, as compare: strings and ints are equal when identical, doubles too (NaN never is, and
  // -0 equals 0), without a numeric record per operand.
  const ta = typeof a;
  if (ta === typeof b && (ta === "string" || ta === "bigint" || ta === "number")) return a === b;
  if (a === null || b === null) return a === b;
  return goEqual(a, b);
}

/**
 * The left operand's Go `Equal` method (`a.Equal(b)`): values of different standard types are unequal; a
 * Kubernetes library value is only comparable with a value of its own Go type (apiserver pkg/cel quantity.go:62-68,
 * ip.go:64-70, cidr.go:64-71, url.go:64-70, semver.go:59-65, format.go:59-65), so with anything else, and with a
 * `*Quantity` (what `add`/`sub` return, quantity.go:325-386), it is `no such overload`; lists and maps read from an
 * object are `no such overload` with a value that is not one. Either way an error on the other side is the answer
 * ({@link maybeNoSuchOverload}).
 */
export function goEqual(a: CelValue, b: CelValue): boolean | ErrorValue {
  const ta = typeof a;
  if (ta === typeof b && (ta === "string" || ta === "bigint" || ta === "number")) return a === b;
  // An error's Equal is the error itself (cel-go err.go:131-134): an element of an object that does not match its
  // schema (apiserver valuesunstructured.go Find: "invalid data, expected string, got int64") makes the whole
  // comparison that error, as unstructuredMap.Equal returns it (valuesunstructured.go:612-614).
  if (a instanceof ErrorValue) return a;
  const na = numeric(a);
  if (na !== undefined) {
    const nb = numeric(b);
    return nb !== undefined && compareNumeric(na, nb) === 0;
  }
  if (a === null) return b === null;
  if (typeof a !== "object") return a === b;
  if (a instanceof Uint8Array) return b instanceof Uint8Array && compareBytes(a, b) === 0;
  if (a instanceof TimestampValue) return b instanceof TimestampValue && a.nanos === b.nanos;
  if (a instanceof DurationValue) return b instanceof DurationValue && a.nanos === b.nanos;
  if (a instanceof TypeValue) return b instanceof TypeValue && a.name === b.name;
  if (a instanceof OptionalValue) {
    // optional.go:77-89: the values' own Equal, without types.Equal's null check.
    if (!(b instanceof OptionalValue)) return false;
    if (a.value === undefined || b.value === undefined) return a.value === b.value;
    return goEqual(a.value, b.value);
  }
  if (a instanceof ListValue) {
    if (b instanceof ListValue) return listEquals(a, b);
    return a.fromObject ? maybeNoSuchOverload(b) : false;
  }
  if (a instanceof MapValue || a instanceof ObjectValue) return mapLikeEquals(a, b);
  if (a instanceof PreservedValue) {
    return b instanceof PreservedValue && JSON.stringify(a.json) === JSON.stringify(b.json);
  }
  if (a instanceof OpaqueValue) {
    const sameGoType = b instanceof OpaqueValue && b.constructor === a.constructor && !b.goPointer;
    return sameGoType ? a.equals(b) : maybeNoSuchOverload(b);
  }
  return false;
}

/**
 * cel-go's `types.MaybeNoSuchOverloadErr` (err.go:101-112, v0.26.0), what the apiserver's list, map and library
 * values answer when compared with another type: the other value itself when it is an error (an element of the
 * object that does not match its schema, valuesunstructured.go:461-465, 593-597), else `no such overload`.
 */
function maybeNoSuchOverload(other: CelValue): ErrorValue {
  return other instanceof ErrorValue ? other : noSuchOverload();
}

function mapEntries(m: MapValue | ObjectValue): Iterable<readonly [CelValue, CelValue]> {
  return m instanceof MapValue ? m.entries() : m.fields.entries();
}

/**
 * Map equality. A map read from an object (apiserver `unstructuredMap.Equal`, valuesunstructured.go:593-632)
 * answers the first value's `Equal` that is not true, and refuses what is not a map; a map CEL built (cel-go
 * `baseMap.Equal`, map.go:260-282) is unequal only when a value is: a value's error is passed over.
 */
function mapLikeEquals(a: MapValue | ObjectValue, b: CelValue): boolean | ErrorValue {
  const fromObject = a instanceof MapValue ? a.fromObject : a.unstructured !== undefined;
  if (!(b instanceof MapValue || b instanceof ObjectValue)) {
    return fromObject ? maybeNoSuchOverload(b) : false;
  }
  const unstructured = a instanceof ObjectValue ? a.unstructured : undefined;
  if (unstructured !== undefined) return unstructuredMapEquals(a as ObjectValue, unstructured, b);
  const size = (m: MapValue | ObjectValue): number => (m instanceof MapValue ? m.size : objectSize(m));
  if (size(a) !== size(b)) return false;
  for (const [k, v] of mapEntries(a)) {
    // A key that is no string finds `no such overload` in a map read from an object, which no value equals
    // (baseMap.Equal: `Equal(thisVal, otherVal)` of a value and an error is false).
    if (typeof k !== "string" && (b instanceof ObjectValue || b.fromObject)) return false;
    const w = b instanceof MapValue ? b.get(k) : typeof k === "string" ? objectField(b, k) : undefined;
    if (w === undefined) return false;
    if (fromObject) {
      const eq = goEqual(v, w);
      if (eq !== true) return eq;
    } else if (equalsOrError(v, w) === false) {
      return false;
    }
  }
  return true;
}

/**
 * List equality; as in Go the left operand's `Equal` decides. A set or map list read from an object (or made by
 * `+` on one) compares as apiserver 1.35's unstructuredSetList / unstructuredMapList do, any other list read from
 * one as `unstructuredList.Equal` (valuesunstructured.go:461-477: the first element comparison that is not true is
 * the answer). A list CEL built is unequal only when an element is (cel-go `baseList.Equal`, list.go:223-240: an
 * element's error is passed over); one made by `+` of two lists answers such an error when no element is unequal
 * (`concatList.Equal`, list.go:415-440).
 */
function listEquals(a: ListValue, b: ListValue): boolean | ErrorValue {
  if (a.size !== b.size) return false;
  const go = a.go;
  if (go !== undefined && a.kind.type === "set") return goSetEquals(go.values, b);
  if (go !== undefined && a.kind.type === "map") return goMapListEquals(a, go.values, a.kind.keys, b);
  if (a.fromObject) {
    for (const [i, x] of a.elements.entries()) {
      const eq = goEqual(x, b.elements[i] ?? null);
      if (eq !== true) return eq;
    }
    return true;
  }
  let err: ErrorValue | undefined;
  for (const [i, x] of a.elements.entries()) {
    const eq = equalsOrError(x, b.elements[i] ?? null);
    if (eq === false) return false;
    if (eq instanceof ErrorValue) err ??= eq;
  }
  return a.concat === undefined ? true : (err ?? true);
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
    const eq = goEqual(a.elements[at] as CelValue, element);
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
      const eq = goEqual(mine, theirs);
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

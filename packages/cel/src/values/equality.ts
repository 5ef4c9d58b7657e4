/**
 * CEL's heterogeneous equality and ordering (cel-go `Equal`/`Compare` of `common/types`, with
 * `CrossTypeNumericComparisons` as Kubernetes enables it): values of different types are unequal rather
 * than an error, and int, uint and double compare by numeric value.
 */
import { noSuchOverload } from "./errors.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OptionalValue,
  TimestampValue,
  TypeValue,
  UintValue,
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

function compareCodePoints(a: string, b: string): number {
  // Go compares strings by their UTF-8 bytes, which orders as code points do (not as UTF-16 units).
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next();
    const y = bi.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
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
  if (b instanceof ErrorValue) return b;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) {
    return compareNumeric(na, nb) ?? new ErrorValue("NaN values cannot be ordered");
  }
  if (typeof a === "boolean" && typeof b === "boolean") return a === b ? 0 : a ? 1 : -1;
  if (typeof a === "string" && typeof b === "string") return compareCodePoints(a, b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) return compareBytes(a, b);
  if (a instanceof TimestampValue && b instanceof TimestampValue) return sign(a.nanos, b.nanos);
  if (a instanceof DurationValue && b instanceof DurationValue) return sign(a.nanos, b.nanos);
  return noSuchOverload();
}

/** cel-go's `Equal` under heterogeneous equality: always a bool (errors are handled by the caller). */
export function equals(a: CelValue, b: CelValue): boolean {
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
    return equals(a.value, b.value);
  }
  if (a instanceof ListValue) return b instanceof ListValue && listEquals(a, b);
  if (a instanceof MapValue) return b instanceof MapValue && mapEquals(a, b);
  if (a instanceof ObjectValue) {
    if (!(b instanceof ObjectValue) || a.typeName !== b.typeName) return false;
    return fieldsEqual(a.fields, b.fields);
  }
  return false;
}

function fieldsEqual(a: ReadonlyMap<string, CelValue>, b: ReadonlyMap<string, CelValue>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w === undefined || !equals(v, w)) return false;
  }
  return true;
}

function mapEquals(a: MapValue, b: MapValue): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a.entries()) {
    const w = b.get(k);
    if (w === undefined || !equals(v, w)) return false;
  }
  return true;
}

/**
 * List equality; lists built from Kubernetes objects keep their `x-kubernetes-list-type`: a `set` equals
 * another list with the same elements in any order, a `map` list one with the same entries by key
 * (apiserver `unstructuredSetList.Equal` / `unstructuredMapList.Equal`). Plain lists compare in order.
 */
function listEquals(a: ListValue, b: ListValue): boolean {
  if (a.size !== b.size) return false;
  const kind = a.kind.type !== "list" ? a.kind : b.kind;
  if (kind.type === "set") return a.elements.every((x) => b.elements.some((y) => equals(x, y)));
  if (kind.type === "map") {
    return a.elements.every((x) => {
      const match = b.elements.find((y) => sameMapListKeys(x, y, kind.keys));
      return match !== undefined && equals(x, match);
    });
  }
  return a.elements.every((x, i) => {
    const y = b.elements[i];
    return y !== undefined && equals(x, y);
  });
}

function fieldOf(v: CelValue, key: string): CelValue | undefined {
  if (v instanceof ObjectValue) return v.fields.get(key);
  if (v instanceof MapValue) return v.get(key);
  return undefined;
}

function sameMapListKeys(x: CelValue, y: CelValue, keys: readonly string[]): boolean {
  return keys.every((k) => {
    const xv = fieldOf(x, k);
    const yv = fieldOf(y, k);
    return xv === undefined ? yv === undefined : yv !== undefined && equals(xv, yv);
  });
}

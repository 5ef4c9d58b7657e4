/**
 * The Go values behind CEL values, as apiserver 1.35's unstructured lists use them (valuesunstructured.go at
 * kubernetes-1.35.0): set lists and map lists key a Go map on raw Go values, and `+` appends `Value()` of the
 * other list's CEL elements, which the result converts again with its own items schema. A raw JSON value of an
 * object is its own Go value (a string, an int64 for an integral number, a float64, a bool, nil, a map or a
 * slice); a CEL value's `Value()` is kept as {@link GoValueOf} when it is not one of those.
 */
import { compareCodePointOrder } from "@crdgen/core";
import { formatGoFloat } from "../common/debug.js";
import { RecoveredPanic } from "./go-panic.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  PreservedValue,
  TimestampValue,
  TypeValue,
  UintValue,
} from "./value.js";

/** `Value()` of a CEL value whose Go value is not raw JSON: a float64, a time.Time, a []ref.Val of a literal … */
export class GoValueOf {
  constructor(readonly cel: CelValue) {}
}

/** A Go value that cannot be a map key: hashing it panics (`hash of unhashable type …`). */
export class Unhashable {
  constructor(readonly goType: string) {}
}

/**
 * A Go map key: equal strings are equal keys; an object key is equal only to itself (an error's pointer, a
 * time in a fixed zone of its own, a NaN, a non-map element of a map list); {@link Unhashable} panics.
 */
export type GoKey = string | object;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof GoValueOf);

/** Go's `Value()` of a CEL value: raw JSON where the value was read from an object, else {@link GoValueOf}. */
export function goValueOf(v: CelValue): unknown {
  if (typeof v === "string" || typeof v === "bigint" || typeof v === "boolean") return v;
  if (v instanceof ObjectValue && v.unstructured !== undefined) return v.unstructured.raw;
  if (v instanceof ListValue) {
    if (v.go !== undefined) return v.go.values;
    if (v.native?.goType === "[]interface {}") return v.native.values;
    // concatList.Value() (list.go:500-512): its elements' Value()s in a new []any.
    if (v.concat !== undefined) return v.elements.map(goValueOf);
  }
  if (v instanceof MapValue && v.raw !== undefined) return v.raw;
  if (v instanceof PreservedValue) return v.json;
  return new GoValueOf(v);
}

/**
 * cel-go's `NativeToValue` (common/types/provider.go at v0.26.0, the registry an environment adapts Go values
 * with) of a Go value: raw JSON becomes plain CEL values with no schema — a JSON object a map keyed by its field
 * names as written (`NewStringInterfaceMap`: null fields present and null, no formats, no escaping), a JSON array a
 * list (`NewDynamicList`: ordered, whatever its `x-kubernetes-list-type`), an integral number an int, any other a
 * double — and a {@link GoValueOf} the CEL value it came from (a time.Time is a timestamp again, a []byte bytes …).
 * Go converts a map's or list's elements on access; JSON converts without error, so converting them all at once
 * finds the same values.
 */
export function nativeToValue(go: unknown): CelValue {
  if (go instanceof GoValueOf) return go.cel;
  if (go === null || go === undefined) return null;
  if (typeof go === "number") return isJsonInt64(go) ? BigInt(go) : go;
  if (typeof go === "string" || typeof go === "bigint" || typeof go === "boolean") return go;
  if (Array.isArray(go)) {
    const native = { goType: "[]interface {}", values: go } as const;
    return new ListValue(go.map(nativeToValue), undefined, false, undefined, undefined, native);
  }
  const object = go as Record<string, unknown>;
  return new MapValue(
    Object.keys(object).map((key) => [key, nativeToValue(object[key])] as const),
    false,
    object,
  );
}

/** Go's `%T` of a CEL value's `Value()` that is not raw JSON (see {@link GoValueOf}). */
export function goTypeOf(v: CelValue): string {
  if (typeof v === "number") return "float64";
  if (v === null) return "structpb.NullValue";
  if (v instanceof UintValue) return "uint64";
  if (v instanceof TimestampValue) return "time.Time";
  if (v instanceof DurationValue) return "time.Duration";
  if (v instanceof Uint8Array) return "[]uint8";
  // A list CEL built holds its elements as a []ref.Val (NewRefValList); one read from an object or made by `+` as a
  // []any, one made of a Go slice as that slice.
  if (v instanceof ListValue) {
    if (v.native !== undefined) return v.native.goType;
    return v.go === undefined && v.concat === undefined ? "[]ref.Val" : "[]interface {}";
  }
  if (v instanceof MapValue) return v.raw === undefined ? "map[ref.Val]ref.Val" : "map[string]interface {}";
  if (v instanceof ObjectValue) return "map[string]interface {}";
  // types.NewErr wraps fmt.Errorf's *errors.errorString; Value() returns it.
  if (v instanceof ErrorValue) return "*errors.errorString";
  if (v instanceof TypeValue) return "*types.Type";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "string") return "string";
  if (typeof v === "bigint") return "int64";
  return "interface {}";
}

/**
 * Whether a JSON number of an object is an int64 in Go: the API server's decoder (sigs.k8s.io/json) keeps a
 * number whose text strconv.ParseInt reads as an int64, and makes the others float64. kubectl writes integral
 * floats without a fraction, so an integral number is an int64 unless it lies beyond the int64 range. 2^63 is read
 * as an integer: MaxInt64's text rounds to it, so the number cannot tell the two apart.
 */
export function isJsonInt64(v: number): boolean {
  return Number.isInteger(v) && v >= -(2 ** 63) && v <= 2 ** 63;
}

/** The Go map key of a Go value (raw JSON or {@link GoValueOf}): its dynamic type and value. */
export function goKeyOf(v: unknown): GoKey {
  if (v instanceof GoValueOf) return celKeyOf(v.cel);
  if (typeof v === "string") return `string:${v}`;
  if (typeof v === "bigint") return `int64:${v}`;
  // JSON integers decode to int64, other numbers to float64 (sigs.k8s.io/json preserving ints).
  if (typeof v === "number") return isJsonInt64(v) ? `int64:${BigInt(v)}` : `float64:${v}`;
  if (typeof v === "boolean") return `bool:${v}`;
  if (v === null || v === undefined) return "nil";
  return new Unhashable(Array.isArray(v) ? "[]interface {}" : "map[string]interface {}");
}

function celKeyOf(v: CelValue): GoKey {
  // float64 keys: -0 and 0 are one key, NaN never equals itself.
  if (typeof v === "number") return Number.isNaN(v) ? {} : `float64:${v === 0 ? 0 : v}`;
  if (v === null) return "structpb.NullValue:0";
  if (v instanceof UintValue) return `uint64:${v.value}`;
  if (v instanceof DurationValue) return `time.Duration:${v.nanos}`;
  // A parsed UTC time has no location and compares by instant; a fixed zone is a Location of its own.
  if (v instanceof TimestampValue) return v.offsetSeconds === 0 ? `time.Time:${v.nanos}` : v;
  if (v instanceof TypeValue) return `*types.Type:${v.name}`;
  if (
    v instanceof Uint8Array ||
    v instanceof ListValue ||
    v instanceof MapValue ||
    v instanceof ObjectValue
  ) {
    return new Unhashable(goTypeOf(v));
  }
  // An error's pointer, an optional or a library value: equal to itself only.
  return v as object;
}

/**
 * `toMapKey` (valuesunstructured.go:264-285): the map-list key of a Go element, read from the raw map by the
 * escaped key names (a key that needs escaping is therefore always nil); one key is its value, two or three an
 * array, more the `%v` text of their slice. An element that is not a map gets an error value, a key of its own.
 */
export function mapListKeyOf(element: unknown, escapedKeys: readonly string[]): GoKey {
  if (!isRecord(element)) return {};
  const parts = escapedKeys.map((k) => (Object.hasOwn(element, k) ? element[k] : null));
  if (parts.length === 1) return goKeyOf(parts[0]);
  if (parts.length === 2 || parts.length === 3) {
    const keys = parts.map(goKeyOf);
    // Hashing an array hashes its elements: the first unhashable one panics.
    const unhashable = keys.find((k) => k instanceof Unhashable);
    if (unhashable !== undefined) return unhashable;
    return `[${parts.length}]:${JSON.stringify(keys)}`;
  }
  return `%v:${goSprintV(parts)}`;
}

/** `fmt.Sprintf("%v", x)` of decoded JSON: maps with sorted keys, slices space-separated, nil as `<nil>`. */
function goSprintV(v: unknown): string {
  if (v === null || v === undefined) return "<nil>";
  if (typeof v === "string") return v;
  if (typeof v === "number") return isJsonInt64(v) ? String(BigInt(v)) : formatGoFloat(v);
  if (typeof v === "bigint" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return `[${v.map(goSprintV).join(" ")}]`;
  if (isRecord(v)) {
    // internal/fmtsort orders string keys by their bytes, which is code point order.
    const keys = Object.keys(v).sort(compareCodePointOrder);
    return `map[${keys.map((k) => `${k}:${goSprintV(v[k])}`).join(" ")}]`;
  }
  // A map-list element holds decoded JSON only: nothing else reaches here.
  return "";
}

/** What the evaluation ends with when Go hashes an unhashable value: cel-go recovers the panic. */
export function unhashablePanic(key: Unhashable): never {
  throw new RecoveredPanic(`runtime error: hash of unhashable type ${key.goType}`);
}

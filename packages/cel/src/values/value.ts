/**
 * CEL runtime values, as cel-go's `common/types`: int is a `bigint` (int64, range-checked by every
 * operation), double a `number`, string a JS string, bytes a `Uint8Array`, bool a `boolean`, null `null`;
 * the other types are classes so that they stay distinct at runtime (uint vs int, timestamp vs duration).
 */

import { RecoveredPanic } from "./go-panic.js";
import type { ValueSchema } from "./unstructured.js";

/** cel-go's `types.Uint`: a uint64, kept apart from int so that `1u == 1` is a cross-type comparison. */
export class UintValue {
  constructor(readonly value: bigint) {}
}

/** cel-go's `types.Err`: evaluation errors are values, and only the message text is observable. */
export class ErrorValue {
  constructor(
    readonly message: string,
    /** The expression the error is about (cel-go's `Err.id`), 0 when not yet attributed. */
    readonly exprId = 0,
  ) {}
}

/**
 * cel-go's `types.Timestamp`: nanoseconds since the Unix epoch. `offsetSeconds` is the fixed zone Go's
 * `time.Parse` keeps from an RFC 3339 offset: it only changes how `string()` prints the instant.
 */
export class TimestampValue {
  constructor(
    readonly nanos: bigint,
    readonly offsetSeconds = 0,
  ) {}
}

/** cel-go's `types.Duration`: signed nanoseconds, within int64. */
export class DurationValue {
  constructor(readonly nanos: bigint) {}
}

/** cel-go's `types.Type` as a value (`type(1) == int`): its runtime name is its identity. */
export class TypeValue {
  constructor(readonly name: string) {}
}

/** cel-go's `types.Optional`: `optional.none()` when `value` is undefined. */
export class OptionalValue {
  constructor(readonly value: CelValue | undefined) {}
  hasValue(): this is { value: CelValue } {
    return this.value !== undefined;
  }
}

/**
 * A list. `kind` records the Kubernetes `x-kubernetes-list-type` semantics of values built from objects
 * (apiserver `pkg/cel/common/values.go`): `set` lists compare as sets, `map` lists by their map keys.
 */
export class ListValue {
  constructor(
    readonly elements: readonly CelValue[],
    readonly kind: ListKind = { type: "list" },
    /** Read from a Kubernetes object (apiserver `unstructuredList`), not built by CEL. */
    readonly fromObject = false,
    /** For a list read from an object, or made by `+` on one: its elements as Go holds them. */
    readonly go?: GoListElements,
    /**
     * For a list made by `+` of two non-empty lists CEL built (cel-go's `concatList`, list.go:349-440): the two
     * lists, whose own `Contains` it asks and whose errors its `Equal` keeps.
     */
    readonly concat?: readonly [ListValue, ListValue],
    /** For a list cel-go made of a Go slice: the slice, which its `Value()` returns. */
    readonly native?: NativeSlice,
  ) {}
  get size(): number {
    return this.elements.length;
  }
}

/**
 * The Go slice behind a list cel-go's `NativeToValue` made (common/types/provider.go at v0.26.0): a `[]any`
 * (`NewDynamicList`, list.go:35-45: the lists of `oldSelf.value()`, the object's own JSON), or a `[]string`
 * (`NewStringList`, list.go:47-56: what `split`, `findAll`, `format.….validate()` and `url.getQuery()` return),
 * whose elements are no JSON to convert again.
 */
export type NativeSlice =
  | { readonly goType: "[]interface {}"; readonly values: readonly unknown[] }
  | { readonly goType: "[]string" };

const stringSlice: NativeSlice = { goType: "[]string" };

/** A list of strings cel-go makes of a Go `[]string` (`NewStringList`, see {@link NativeSlice}). */
export function stringList(parts: readonly string[]): ListValue {
  return new ListValue(parts, undefined, false, undefined, undefined, stringSlice);
}

/**
 * apiserver 1.35's `unstructuredList` (valuesunstructured.go): the elements as Go values, which its set and map
 * lists key on and `+` appends to — the raw JSON of the object, or for what `+` appended, what `Value()` of the
 * CEL value gave (see `go-values.ts`) — and the items schema that converts them to CEL values.
 */
export interface GoListElements {
  readonly values: readonly unknown[];
  readonly items: ValueSchema;
}

export type ListKind =
  | { readonly type: "list" }
  | { readonly type: "set" }
  | { readonly type: "map"; readonly keys: readonly string[] };

/**
 * A map as cel-go v0.26.0's `refValMapAccessor` holds one (common/types/map.go): a Go map keyed by the CEL values
 * themselves, so `1`, `1u` and `1.0` are three keys; a lookup tries the key itself, then the other numeric kinds
 * that hold the same number (`Find`, map.go:536-567).
 */
export class MapValue {
  private readonly byKey = new Map<string, readonly [CelValue, CelValue]>();
  // The map's own keys compared by identity (made on its first such key): only an object this map holds as a key
  // can match a lookup, so the identities are the map's and go with it.
  #keys: MapKeys | undefined;

  /**
   * Entries with equal keys (Go's `==` on the key values) keep the last; use a {@link MapKeys} to check the keys
   * first. `fromObject`: read from a Kubernetes object (apiserver `unstructuredMap` of additionalProperties), not
   * built by CEL.
   */
  constructor(
    entries: Iterable<readonly [CelValue, CelValue]>,
    readonly fromObject = false,
    /** The JSON object a map read from a Kubernetes object came from: what Go's `Value()` gives of it. */
    readonly raw?: Readonly<Record<string, unknown>>,
  ) {
    for (const entry of entries) {
      const k = entry[0];
      const byValue = valueKeyOf(k);
      const key = typeof byValue === "symbol" ? (this.#keys ??= new MapKeys()).keyOf(k) : byValue;
      if (key !== undefined) this.byKey.set(key, entry);
    }
  }
  get size(): number {
    return this.byKey.size;
  }
  /**
   * The value under `key`, or under the same number of another numeric kind; undefined when absent. A map read
   * from an object answers a key that is no string with `no such overload` (apiserver `unstructuredMap.Find`,
   * valuesunstructured.go:698-703 at kubernetes-1.35.0). One CEL built finds nothing when empty, and otherwise
   * hashes the key in Go's map, which panics on bytes (cel-go `refValMapAccessor.Find`, map.go:536-540).
   */
  get(key: CelValue): CelValue | undefined {
    if (this.fromObject) {
      if (typeof key !== "string") return new ErrorValue("no such overload");
    } else if (this.byKey.size === 0) {
      return undefined;
    } else if (key instanceof Uint8Array) {
      throw new RecoveredPanic("runtime error: hash of unhashable type types.Bytes");
    }
    const byValue = valueKeyOf(key);
    // A NaN is found in no map.
    const exact =
      typeof byValue !== "symbol"
        ? byValue
        : byValue === byPointer
          ? this.#keys?.find(key as object)
          : undefined;
    const found = exact === undefined ? undefined : this.byKey.get(exact);
    if (found !== undefined) return found[1];
    for (const k of numericAlternates(key)) {
      const other = this.byKey.get(k);
      if (other !== undefined) return other[1];
    }
    return undefined;
  }
  keys(): CelValue[] {
    return [...this.byKey.values()].map((e) => e[0]);
  }
  entries(): IterableIterator<readonly [CelValue, CelValue]> {
    return this.byKey.values();
  }
}

/**
 * A Kubernetes object (a schema with properties, apiserver `unstructuredMap`): its fields by their escaped
 * names; an absent (or null) field is a `no such key` error when selected. Its runtime type is `map`.
 */
export class ObjectValue {
  constructor(
    readonly typeName: string,
    readonly fields: ReadonlyMap<string, CelValue>,
    /** The object it was converted from, when it came from a Kubernetes object (see {@link Unstructured}). */
    readonly unstructured?: Unstructured,
  ) {}
}

/**
 * apiserver `unstructuredMap.Size` (pkg/cel/common/valuesunstructured.go): `len(t.value)`, the key count of the raw
 * object, fields outside the schema and null ones included; what `size()`, map equality and the runtime cost's
 * `actualSize` read. An object made otherwise counts its fields.
 */
export function objectSize(o: ObjectValue): number {
  return o.unstructured === undefined ? o.fields.size : Object.keys(o.unstructured.raw).length;
}

/**
 * What apiserver's `unstructuredMap` keeps beyond the CEL fields and its `Size` and `Equal` read: the raw object
 * (every key counts in its size, fields outside the schema and null ones included) and the names of the
 * schema's properties (`propSchema`); other fields compare with `equality.Semantic.DeepEqual`.
 */
export interface Unstructured {
  readonly raw: Readonly<Record<string, unknown>>;
  readonly known: ReadonlySet<string>;
}

/**
 * A value kept by `x-kubernetes-preserve-unknown-fields` under a schema without a type (apiserver
 * `unknownPreserved`): opaque to CEL, of type `unknown`, equal only to the same JSON.
 */
export class PreservedValue {
  constructor(readonly json: unknown) {}
}

/**
 * A value of a type a library introduces (apiserver's `URL`, `Quantity`, `IP`, `CIDR`, `Semver`, `Format`):
 * opaque to the language, with its own `Equal` and, when it implements `traits.Comparer`, `Compare`.
 */
export abstract class OpaqueValue {
  /** The runtime type name (`kubernetes.Quantity`, `net.IP`), as `type(x)` and errors print it. */
  abstract readonly typeName: string;
  /** Go's `Equal` with a value of the same Go type (equality.ts `goEqual` refuses any other). */
  abstract equals(other: OpaqueValue): boolean;
  /**
   * Go holds the value behind a pointer (quantity `add`/`sub` return `*cel.Quantity`): another value's `Equal`,
   * which asserts its own value type, refuses it.
   */
  get goPointer(): boolean {
    return false;
  }
  /** Go's `Compare` for types that are `traits.Comparer`: -1, 0, 1, or undefined for another type. */
  compare?(other: OpaqueValue): number | undefined;
  /** `traits.Sizer.Size()` for the types that have one (IP, CIDR), else undefined. */
  get size(): bigint | undefined {
    return undefined;
  }
  /** Go's `String()` of the wrapped value (also its key in `x-kubernetes-list-type: set` lists). */
  abstract toString(): string;
}

export type CelValue =
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | null
  | UintValue
  | ErrorValue
  | TimestampValue
  | DurationValue
  | TypeValue
  | OptionalValue
  | ListValue
  | MapValue
  | ObjectValue
  | PreservedValue
  | OpaqueValue;

/** Go's `==` compares the key by pointer: equal only to itself. */
const byPointer: unique symbol = Symbol("byPointer");
/** A NaN key: equal to nothing, itself included. */
const unequal: unique symbol = Symbol("unequal");

/**
 * The key under which a map stores a key value compared by value: equal for the values Go's `==` finds equal as
 * `map[ref.Val]ref.Val` keys. Lists, maps, optionals and library values are pointers or structs of pointers in Go:
 * each is a key of its own ({@link byPointer}), as is a timestamp in a zone of its own (see {@link timestampKey});
 * a NaN is {@link unequal}. Undefined for bytes, which Go cannot hash (`hash of unhashable type types.Bytes`, a
 * panic not modelled: an error here).
 */
function valueKeyOf(key: CelValue): string | typeof byPointer | typeof unequal | undefined {
  switch (typeof key) {
    case "boolean":
      return `b:${key}`;
    case "string":
      return `s:${key}`;
    case "bigint":
      return `i:${key}`;
    case "number":
      // +0 and -0 are one key; NaN is never equal to itself.
      return Number.isNaN(key) ? unequal : `d:${key === 0 ? 0 : key}`;
  }
  if (key === null) return "null";
  if (key instanceof Uint8Array) return undefined;
  if (key instanceof UintValue) return `u:${key.value}`;
  if (key instanceof DurationValue) return `dur:${key.nanos}`;
  if (key instanceof TimestampValue) return timestampKey(key);
  if (key instanceof TypeValue) return `type:${key.name}`;
  return byPointer;
}

/**
 * A `time.Time` key compares its `*Location`: UTC is nil, and Go's `FixedZone` hands out one shared location per
 * whole-hour offset from -12 to +14 hours to the unnamed zones `time.Parse` makes of numeric offsets (Go 1.21
 * time/zoneinfo.go); any other offset is a location of its own.
 */
function timestampKey(t: TimestampValue): string | typeof byPointer {
  const hours = t.offsetSeconds / 3600;
  if (Number.isInteger(hours) && hours >= -12 && hours <= 14) return `t:${t.nanos}:${hours}`;
  return byPointer;
}

/**
 * The keys of one map's entries, as Go's `==` compares them (see {@link valueKeyOf}): a key compared by pointer is
 * given a key equal only to itself the first time this map meets it, and a NaN a new one each time. Owned by the
 * map being built (an evaluation of a map literal) or by the {@link MapValue} holding the keys: a key compared by
 * pointer can only be found in a map that holds that very object, so its identity need not outlive the map.
 */
export class MapKeys {
  #identities: Map<object, string> | undefined;
  #next = 0;

  /** The key of `key` in this map; undefined for bytes, which Go cannot hash. */
  keyOf(key: CelValue): string | undefined {
    const byValue = valueKeyOf(key);
    if (byValue === unequal) return `@${this.#next++}`;
    if (byValue !== byPointer) return byValue;
    const identities = (this.#identities ??= new Map<object, string>());
    let id = identities.get(key as object);
    if (id === undefined) identities.set(key as object, (id = `@${this.#next++}`));
    return id;
  }

  /** The key of a key compared by pointer, if this map has keyed that object. */
  find(key: object): string | undefined {
    return this.#identities?.get(key);
  }
}

const twoTo63 = 2 ** 63;
const twoTo64 = 2 ** 64;

/**
 * The keys `Find` tries after the key itself (map.go:543-565): a double that converts losslessly to an int64,
 * then to a uint64 (overflow.go:302-316: -2^63 and 2^63 are out of the int64 range); an int that is a uint64; a
 * uint that is an int64.
 */
function numericAlternates(key: CelValue): string[] {
  if (typeof key === "number") {
    if (!Number.isInteger(key)) return [];
    const out: string[] = [];
    if (key > -twoTo63 && key < twoTo63) out.push(`i:${BigInt(key)}`);
    if (key >= 0 && key < twoTo64) out.push(`u:${BigInt(key)}`);
    return out;
  }
  if (typeof key === "bigint") return key >= 0n ? [`u:${key}`] : [];
  if (key instanceof UintValue) return key.value < 2n ** 63n ? [`i:${key.value}`] : [];
  return [];
}

/** cel-go's type names, as `type(x)` returns them and as error messages print them. */
export function typeNameOf(v: CelValue): string {
  if (v === null) return "null_type";
  switch (typeof v) {
    case "boolean":
      return "bool";
    case "bigint":
      return "int";
    case "number":
      return "double";
    case "string":
      return "string";
  }
  if (v instanceof Uint8Array) return "bytes";
  if (v instanceof UintValue) return "uint";
  if (v instanceof ErrorValue) return "error";
  if (v instanceof TimestampValue) return "google.protobuf.Timestamp";
  if (v instanceof DurationValue) return "google.protobuf.Duration";
  if (v instanceof TypeValue) return "type";
  if (v instanceof OptionalValue) return "optional_type";
  if (v instanceof ListValue) return "list";
  if (v instanceof PreservedValue) return "unknown";
  if (v instanceof OpaqueValue) return v.typeName;
  // apiserver's unstructuredMap reports MapType whatever its schema (objects included).
  return "map";
}

/** Size, membership, equality, string and regular-expression functions of cel-go's standard library. */
import { equalsOrError, listContains } from "../values/equality.js";
import { type CelValue, ErrorValue, ListValue, MapValue, ObjectValue, objectSize } from "../values/value.js";
import { argAccess as a, overload } from "./arithmetic.js";
import { formatKey, goValueString } from "../values/format.js";
import { noSuchKey } from "../values/errors.js";
import { isAny, isBool, isBytes, isList, isMap, isString } from "./matchers.js";
import type { RuntimeOverload } from "./overload.js";
import { type GoRegexp, compileGoRegexp, goMatchString } from "../regexp/go-regexp.js";
import { objectField } from "../values/object-field.js";
import { noSuchOverload } from "../values/errors.js";

// A high surrogate, the first half of a pair. V8 keeps most strings (all ASCII and Latin-1 text) one byte per
// character, and on those a test for it fails without reading the string.
const highSurrogate = /[\uD800-\uDBFF]/;

/** The number of code points (cel-go's `String.Size` counts runes). */
export function codePointLength(s: string): number {
  // Without a high surrogate every UTF-16 unit is a code point: the size of every call's string arguments is
  // costed, and counting them one by one took most of the time of string comparisons in validation.
  if (!highSurrogate.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

function mapSize(v: CelValue | undefined): bigint {
  if (v instanceof MapValue) return BigInt(v.size);
  if (v instanceof ObjectValue) return BigInt(objectSize(v));
  return 0n;
}

/**
 * `k in m`: a map has the key (with numeric key equality); an object has the field. A map or object read from a
 * Kubernetes object answers with the error its value converts to, when it does not convert
 * (`unstructuredMap.Contains`, valuesunstructured.go:642-649 at kubernetes-1.35.0).
 */
function mapHas(m: CelValue | undefined, key: CelValue | undefined): boolean | ErrorValue {
  if (key === undefined) return false;
  let found: CelValue | undefined;
  if (m instanceof MapValue) found = m.get(key);
  // apiserver's unstructuredMap.Find: a key that is no string is `no such overload` (MapValue.get).
  else if (m instanceof ObjectValue) found = typeof key === "string" ? objectField(m, key) : noSuchOverload();
  return found instanceof ErrorValue ? found : found !== undefined;
}

/**
 * Go's `regexp.Compile` (cached in regexp/go-regexp.ts, as cel-go's program-level regex optimisation compiles
 * a literal pattern once); `err.Error()` is already `error parsing regexp: <code>: `<expr>``.
 */
export function compileRegex(pattern: string): GoRegexp | ErrorValue {
  const re = compileGoRegexp(pattern);
  return typeof re === "string" ? new ErrorValue(re) : re;
}

// cel-go's `matches` is Go's `regexp.MatchString`, an unanchored search.
function matches(s: string, pattern: string): CelValue {
  const re = compileRegex(pattern);
  return re instanceof ErrorValue ? re : goMatchString(re, s);
}

/** cel-go's `InsertMapKeyValue`: a copy with one more entry; an existing key is an error. */
function insert(m: CelValue | undefined, k: CelValue | undefined, v: CelValue | undefined): CelValue {
  if (!(m instanceof MapValue) || k === undefined || v === undefined) {
    return new ErrorValue("no such overload");
  }
  // common/types/map.go:377: `NewErr("insert failed: key %v already exists", k)`, Go's %v of any key type.
  if (m.get(k) !== undefined) return new ErrorValue(`insert failed: key ${goValueString(k)} already exists`);
  return new MapValue([[k, v], ...m.entries()]);
}

/** cel-go's list `Contains`: true if any element is equal; else the first error, else false. */
export const functionOverloads: readonly RuntimeOverload[] = [
  overload("!_", "logical_not", [isBool], ([b]) => b !== true),
  overload("_==_", "equals", [isAny, isAny], ([x, y]) => equalsOrError(x ?? null, y ?? null)),
  // interpreter/interpretable.go:380-390: `types.Bool(types.Equal(lVal, rVal) != types.True)`, never an error.
  overload("_!=_", "not_equals", [isAny, isAny], ([x, y]) => equalsOrError(x ?? null, y ?? null) !== true),
  overload("@in", "in_list", [isAny, isList], ([x, l]) => listContains(a.list(l), x ?? null)),
  overload("@in", "in_map", [isAny, isMap], ([x, m]) => mapHas(m, x)),
  ...sizeOverloads("size"),
  // ext/comprehensions.go: the step of transformMap / transformMapEntry.
  overload("cel.@mapInsert", "@mapInsert_map_key_value", [isMap, isAny, isAny], ([m, k, v]) =>
    insert(m, k, v),
  ),
  overload("cel.@mapInsert", "@mapInsert_map_map", [isMap, isMap], ([m, u]) => {
    let out: CelValue = m ?? null;
    for (const [k] of u instanceof MapValue ? u.entries() : []) {
      // ext/comprehensions.go:224 (v0.26.0) inserts `um.Get(k)`, not the entry's value: a NaN key is found in no
      // map, so its value is Get's `no such key: NaN` error (map.go:285-291), kept in the map (see the test).
      out = insert(out, k, (u as MapValue).get(k) ?? noSuchKey(formatKey(k)));
      if (out instanceof ErrorValue) return out;
    }
    return out;
  }),
  overload("contains", "contains_string", [isString, isString], ([s, t]) => a.str(s).includes(a.str(t))),
  overload("endsWith", "ends_with_string", [isString, isString], ([s, t]) => a.str(s).endsWith(a.str(t))),
  overload("startsWith", "starts_with_string", [isString, isString], ([s, t]) =>
    a.str(s).startsWith(a.str(t)),
  ),
  overload("matches", "matches", [isString, isString], ([s, p]) => matches(a.str(s), a.str(p))),
  overload("matches", "matches_string", [isString, isString], ([s, p]) => matches(a.str(s), a.str(p))),
];

function sizeOverloads(fn: string): RuntimeOverload[] {
  return [
    overload(fn, "size_bytes", [isBytes], ([v]) => BigInt(a.bytes(v).length)),
    overload(fn, "bytes_size", [isBytes], ([v]) => BigInt(a.bytes(v).length)),
    overload(fn, "size_list", [isList], ([v]) => BigInt(v instanceof ListValue ? v.size : 0)),
    overload(fn, "list_size", [isList], ([v]) => BigInt(v instanceof ListValue ? v.size : 0)),
    overload(fn, "size_map", [isMap], ([v]) => mapSize(v)),
    overload(fn, "map_size", [isMap], ([v]) => mapSize(v)),
    overload(fn, "size_string", [isString], ([v]) => BigInt(codePointLength(a.str(v)))),
    overload(fn, "string_size", [isString], ([v]) => BigInt(codePointLength(a.str(v)))),
  ];
}

/**
 * Field selection and indexing (cel-go's `refQualify` in `interpreter/attributes.go`), with presence tests
 * for `has()` and the optional forms `a.?b` / `a[?k]`.
 */
import { indexOutOfBounds, noSuchKey, noSuchOverload } from "../values/errors.js";
import { formatKey } from "../values/format.js";
import { ListGetError } from "./element-errors.js";
import { objectField } from "../values/object-field.js";
import { invalidQualifier } from "../values/ref-val-type.js";
import {
  type CelValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  UintValue,
  typeNameOf,
} from "../values/value.js";

/**
 * One qualifier of an attribute chain applied as cel-go v0.26.0 applies it: a key that is no qualifier type is
 * refused first (`attrQualify` builds the qualifier before it qualifies, attributes.go:1296-1306), then a value
 * without fields or keys is `no such key`, or absent in an optional chain (refQualify, attributes.go:1381-1385:
 * a presence test, as Kubernetes does not set EnableErrorOnBadPresenceTest). `lookup`: {@link qualify}, or a
 * select's with its alternate field name.
 */
export function qualifyInChain(
  obj: CelValue,
  key: CelValue,
  optional: boolean,
  lookup: (obj: CelValue, key: CelValue) => CelValue | undefined = qualify,
): CelValue | undefined {
  const invalid = invalidQualifier(key);
  if (invalid !== undefined) return invalid;
  // An optional variable holding an error (oldSelf of a value its schema refuses): its Go value is the Go error,
  // which refQualify's NativeToValue turns into that error again (attributes.go:1259-1266, 1375-1380).
  if (obj instanceof ErrorValue) return obj;
  if (isContainer(obj)) return lookup(obj, key);
  return optional ? undefined : missing(obj, key);
}

/**
 * The value found, `undefined` when absent (the caller decides between error and none), or an error.
 * `alternate`: the key's {@link alternateFieldName} when the caller knows it.
 */
export function qualify(obj: CelValue, key: CelValue, alternate?: string | null): CelValue | undefined {
  if (obj instanceof ErrorValue) return obj;
  if (obj instanceof MapValue) return obj.get(key);
  if (obj instanceof ObjectValue) {
    // apiserver's unstructuredMap.Find: a key that is no string is `no such overload` (MapValue.get).
    if (typeof key !== "string") return noSuchOverload();
    return alternate === undefined ? objectField(obj, key) : objectField(obj, key, alternate);
  }
  if (obj instanceof ListValue) {
    const i = listIndex(key);
    if (i instanceof ErrorValue) return i;
    if (i < 0 || i >= obj.size) return undefined;
    // refQualify (attributes.go:1346-1358) checks the index with IndexOrError, then calls the list's Get with the
    // index as given: apiserver's lists read from an object take only an int there (valuesunstructured.go:524-528).
    if (obj.fromObject && typeof key !== "bigint") {
      return new ListGetError(`unsupported index: ${formatKey(key)}`);
    }
    return obj.elements[i];
  }
  return undefined;
}

/** cel-go's `IndexOrError`: int, or a uint/double with an exact int value. */
function listIndex(key: CelValue): number | ErrorValue {
  if (typeof key === "bigint") return Number(key);
  if (key instanceof UintValue) {
    return key.value < 2n ** 63n
      ? Number(key.value)
      : new ErrorValue(`unsupported index value ${key.value} in list`);
  }
  // doubleToInt64Lossless (overflow.go:302-307, 410-419 at v0.26.0): -2^63 and 2^63 are out of range.
  if (typeof key === "number") {
    return Number.isInteger(key) && key > -(2 ** 63) && key < 2 ** 63
      ? key
      : new ErrorValue(`unsupported index value ${formatKey(key)} in list`);
  }
  return new ErrorValue(`unsupported index type '${typeNameOf(key)}' in list`);
}

/** Whether `qualify` can look into this value (maps, objects, lists). */
function isContainer(obj: CelValue): boolean {
  return obj instanceof MapValue || obj instanceof ObjectValue || obj instanceof ListValue;
}

/** The error of a missing key or index (`missingKey`, `missingIndex` of attributes.go). */
export function missing(obj: CelValue, key: CelValue): ErrorValue {
  if (obj instanceof ListValue) return indexOutOfBounds(formatKey(key));
  return noSuchKey(formatKey(key));
}

/**
 * `has(obj.field)`: presence without error for maps and objects; false for values without fields; a list's
 * refusal of the string index. A present field
 * whose value is an error (invalid data, converted eagerly) is that error, as apiserver's
 * `unstructuredMap.Contains` returns the error its lazy `Find` conversion produced.
 */
export function isPresent(obj: CelValue, field: string, alternate?: string | null): CelValue {
  if (obj instanceof ErrorValue) return obj;
  let value: CelValue | undefined;
  if (obj instanceof MapValue) {
    value = obj.get(field);
  } else if (obj instanceof ObjectValue) {
    value = alternate === undefined ? objectField(obj, field) : objectField(obj, field, alternate);
  } else if (obj instanceof ListValue) {
    // attributes.go:1346-1352 (cel-go v0.26.0 refQualify): a list takes no string index, even in a presence test.
    return new ErrorValue("unsupported index type 'string' in list");
  } else {
    // attributes.go:1381-1384: no other value has fields; without EnableErrorOnBadPresenceTest (Kubernetes does
    // not set it) the test is false.
    return false;
  }
  if (value instanceof ErrorValue) return value;
  return value !== undefined;
}

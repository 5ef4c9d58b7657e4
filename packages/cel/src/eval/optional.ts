/** cel-go's optional library functions (`cel/library.go`, optionalLib), version 2 included. */
import { noSuchOverload } from "../values/errors.js";
import { formatKey } from "../values/format.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OptionalValue,
  TimestampValue,
  UintValue,
} from "../values/value.js";
import { overload } from "./arithmetic.js";
import { isAny, isList, isOptional } from "./matchers.js";
import type { RuntimeOverload } from "./overload.js";

const none = new OptionalValue(undefined);

// 0001-01-01T00:00:00Z in nanoseconds since the Unix epoch.
const goZeroTimeNanos = -62135596800n * 1_000_000_000n;

/**
 * cel-go's `IsZeroValue` of each value type, for `optional.ofNonZeroValue`. Values without it are never zero:
 * optionals (types.Optional), and what apiserver reads from an object (`unstructuredList`, `unstructuredMap`) or
 * makes of its lists with `+` (1.35's unstructured lists again).
 */
function isZeroValue(v: CelValue): boolean {
  if (v === null || v === false || v === 0n || v === 0 || v === "") return true;
  if (v instanceof Uint8Array) return v.length === 0;
  if (v instanceof UintValue) return v.value === 0n;
  if (v instanceof ListValue) return v.kind.type === "list" && !v.fromObject && v.size === 0;
  if (v instanceof MapValue) return !v.fromObject && v.size === 0;
  if (v instanceof ObjectValue) return v.unstructured === undefined && v.fields.size === 0;
  if (v instanceof DurationValue) return v.nanos === 0n;
  // Timestamp.IsZeroValue is Go's time.Time.IsZero: January 1, year 1, 00:00:00 UTC (not the Unix epoch).
  if (v instanceof TimestampValue) return v.nanos === goZeroTimeNanos;
  return false;
}

const opt = (v: CelValue | undefined): OptionalValue => (v instanceof OptionalValue ? v : none);

/** cel-go's `optUnwrap`: the values of the present optionals; a non-optional element is an error. */
function unwrap(list: CelValue | undefined): CelValue {
  if (!(list instanceof ListValue)) return noSuchOverload();
  const out: CelValue[] = [];
  for (const e of list.elements) {
    if (!(e instanceof OptionalValue)) return new ErrorValue(`value ${formatKey(e)} is not optional`);
    if (e.value !== undefined) out.push(e.value);
  }
  return new ListValue(out);
}

export const optionalOverloads: readonly RuntimeOverload[] = [
  overload("optional.of", "optional_of", [isAny], ([v]) => new OptionalValue(v ?? null)),
  overload("optional.ofNonZeroValue", "optional_ofNonZeroValue", [isAny], ([v]) =>
    v === undefined || isZeroValue(v) ? none : new OptionalValue(v),
  ),
  overload("optional.none", "optional_none", [], () => none),
  overload("value", "optional_value", [isOptional], ([o]) => {
    const inner = opt(o).value;
    return inner === undefined ? new ErrorValue("optional.none() dereference") : inner;
  }),
  overload("hasValue", "optional_hasValue", [isOptional], ([o]) => opt(o).hasValue()),
  overload("or", "optional_or_optional", [isOptional, isOptional], ([o, p]) =>
    opt(o).hasValue() ? opt(o) : opt(p),
  ),
  overload("orValue", "optional_orValue_value", [isOptional, isAny], ([o, v]) => {
    const inner = opt(o).value;
    return inner === undefined ? (v ?? null) : inner;
  }),
  overload("last", "list_last", [isList], ([l]) =>
    l instanceof ListValue && l.size > 0 ? new OptionalValue(l.elements[l.size - 1] ?? null) : none,
  ),
  overload("first", "list_first", [isList], ([l]) =>
    l instanceof ListValue && l.size > 0 ? new OptionalValue(l.elements[0] ?? null) : none,
  ),
  overload("optional.unwrap", "optional_unwrap", [isList], ([l]) => unwrap(l)),
  overload("unwrapOpt", "optional_unwrapOpt", [isList], ([l]) => unwrap(l)),
];

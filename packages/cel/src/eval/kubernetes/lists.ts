/**
 * Runtime of apiserver `pkg/cel/library/lists.go`: `isSorted`, `sum`, `min`, `max`, `indexOf`,
 * `lastIndexOf`, `includes`. The Go functions work on `traits.Comparer`/`traits.Adder`; the element type decides
 * which overload a call on a `dyn` list runs (the type guard looks at the first element) and `sum`'s initial value.
 */
import { checkedInt, checkedUint } from "../../values/int64.js";
import { noSuchOverload } from "../../values/errors.js";
import { compare, equals, goEqual } from "../../values/equality.js";
import { checkedDuration } from "../../values/time.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  TimestampValue,
  UintValue,
} from "../../values/value.js";
import { overload } from "../arithmetic.js";
import {
  isAny,
  isBool,
  isBytes,
  isDouble,
  isDuration,
  isInt,
  isList,
  isListOf,
  isString,
  isTimestamp,
  isUint,
} from "../matchers.js";
import type { ArgMatcher, RuntimeOverload } from "../overload.js";

// lists.go:132-141 comparableTypes, in order: a call on a `dyn` list runs the first overload whose guard
// (`list(T)`: the first element is a T, or the list is empty) the list passes; none is `no such overload: min(list)`.
const comparableTypes: readonly (readonly [string, ArgMatcher])[] = [
  ["int", isInt],
  ["uint", isUint],
  ["double", isDouble],
  ["bool", isBool],
  ["duration", isDuration],
  ["timestamp", isTimestamp],
  ["string", isString],
  ["bytes", isBytes],
];

/** The cel-go v0.26.0 values that are a `traits.Comparer` (none of the Kubernetes library types is one). */
const isComparer: ArgMatcher = (v) =>
  typeof v === "bigint" ||
  typeof v === "number" ||
  typeof v === "string" ||
  typeof v === "boolean" ||
  v instanceof UintValue ||
  v instanceof Uint8Array ||
  v instanceof DurationValue ||
  v instanceof TimestampValue;

/** Go's `prev.Compare(next) == types.IntOne`: an error or a different result is not "greater". */
function compareIs(a: CelValue, b: CelValue, want: number): boolean {
  const c = compare(a, b);
  return c === want;
}

/**
 * `isSorted` (lists.go:190-210): false as soon as an element is greater than the next; an element that is not a
 * `traits.Comparer` met before then is `no such overload`.
 */
function isSorted(list: ListValue): CelValue {
  let prev: CelValue | undefined;
  for (const next of list.elements) {
    if (!isComparer(next)) return noSuchOverload();
    if (prev !== undefined && compareIs(prev, next, 1)) return false;
    prev = next;
  }
  return true;
}

/**
 * `cmp(opName, opPreferCmpResult)` (lists.go:256-283): keeps the running result unless it compares as `prefer`;
 * every element must be a `traits.Comparer`.
 */
function extreme(name: string, prefer: number): (list: ListValue) => CelValue {
  return (list) => {
    let result: CelValue | undefined;
    for (const next of list.elements) {
      if (!isComparer(next)) return noSuchOverload();
      if (result === undefined || compareIs(result, next, prefer)) result = next;
    }
    return result ?? new ErrorValue(`${name} called on empty list`);
  };
}

/** cel-go's `Adder.Add` for the summable types, with their overflow errors. */
function add(acc: CelValue, next: CelValue): CelValue {
  if (typeof acc === "bigint" && typeof next === "bigint") return checkedInt(acc + next);
  if (acc instanceof UintValue && next instanceof UintValue) return checkedUint(acc.value + next.value);
  if (typeof acc === "number" && typeof next === "number") return acc + next;
  if (acc instanceof DurationValue && next instanceof DurationValue) {
    return checkedDuration(acc.nanos + next.nanos);
  }
  return noSuchOverload();
}

/** `sum(init)`: folds with `Add`; an error (overflow) stops the fold and is the result. */
function sum(init: CelValue): (list: ListValue) => CelValue {
  return (list) => {
    let acc = init;
    for (const next of list.elements) {
      acc = add(acc, next);
      if (acc instanceof ErrorValue) return acc;
    }
    return acc;
  };
}

// In summableTypes' order: a call on a `dyn` list runs the first overload whose guard its first element passes.
const sumInits: readonly (readonly [string, CelValue, ArgMatcher])[] = [
  ["int", 0n, isInt],
  ["uint", new UintValue(0n), isUint],
  ["double", 0, isDouble],
  ["duration", new DurationValue(0n), isDuration],
];

function indexOf(list: ListValue, item: CelValue, last: boolean): bigint {
  const n = list.elements.length;
  for (let k = 0; k < n; k++) {
    const i = last ? n - 1 - k : k;
    const e = list.elements[i];
    // lists.go:297-323: `lister.Get(i).Equal(item) == types.True`.
    if (e !== undefined && goEqual(e, item) === true) return BigInt(i);
  }
  return -1n;
}

/** `includes`: a list contains an equal element; any other value is compared itself. */
function includes(target: CelValue, arg: CelValue): boolean {
  if (target instanceof ListValue) return target.elements.some((e) => equals(e, arg));
  return equals(target, arg);
}

const onList =
  (f: (l: ListValue) => CelValue) =>
  ([l]: readonly CelValue[]): CelValue =>
    l instanceof ListValue ? f(l) : noSuchOverload();

export const kubernetesListsOverloads: readonly RuntimeOverload[] = [
  ...comparableTypes.flatMap(([n, elem]) => [
    overload("isSorted", `list_${n}_is_sorted_bool`, [isListOf(elem)], onList(isSorted)),
    overload("max", `list_${n}_max_${n}`, [isListOf(elem)], onList(extreme("max", -1))),
    overload("min", `list_${n}_min_${n}`, [isListOf(elem)], onList(extreme("min", 1))),
  ]),
  ...sumInits.map(([n, init, elem]) =>
    overload("sum", `list_${n}_sum_${n}`, [isListOf(elem)], onList(sum(init))),
  ),
  overload("indexOf", "list_a_index_of_int", [isList, isAny], ([l, x]) =>
    l instanceof ListValue && x !== undefined ? indexOf(l, x, false) : noSuchOverload(),
  ),
  overload("lastIndexOf", "list_a_last_index_of_int", [isList, isAny], ([l, x]) =>
    l instanceof ListValue && x !== undefined ? indexOf(l, x, true) : noSuchOverload(),
  ),
  overload("includes", "list_includes_dyn_dyn", [isAny, isAny], ([t, x]) =>
    t !== undefined && x !== undefined ? includes(t, x) : noSuchOverload(),
  ),
];

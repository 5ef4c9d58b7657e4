/**
 * Runtime of apiserver `pkg/cel/library/lists.go`: `isSorted`, `sum`, `min`, `max`, `indexOf`,
 * `lastIndexOf`, `includes`. The Go functions work on `traits.Comparer`/`traits.Adder`, so the element
 * type only matters for `sum`'s initial value.
 */
import { checkedInt, checkedUint } from "../../values/int64.js";
import { noSuchOverload } from "../../values/errors.js";
import { compare, equals } from "../../values/equality.js";
import { checkedDuration } from "../../values/time.js";
import { type CelValue, DurationValue, ErrorValue, ListValue, UintValue } from "../../values/value.js";
import { overload } from "../arithmetic.js";
import { isAny, isDouble, isDuration, isInt, isList, isListOf, isUint } from "../matchers.js";
import type { ArgMatcher, RuntimeOverload } from "../overload.js";

const comparableNames = ["int", "uint", "double", "bool", "duration", "timestamp", "string", "bytes"];

/** Go's `prev.Compare(next) == types.IntOne`: an error or a different result is not "greater". */
function compareIs(a: CelValue, b: CelValue, want: number): boolean {
  const c = compare(a, b);
  return c === want;
}

/** `isSorted`: false as soon as an element is greater than the next. */
function isSorted(list: ListValue): CelValue {
  let prev: CelValue | undefined;
  for (const next of list.elements) {
    if (prev !== undefined && compareIs(prev, next, 1)) return false;
    prev = next;
  }
  return true;
}

/** `cmp(opName, opPreferCmpResult)`: keeps the running result unless it compares as `prefer`. */
function extreme(name: string, prefer: number): (list: ListValue) => CelValue {
  return (list) => {
    let result: CelValue | undefined;
    for (const next of list.elements) {
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
    if (e !== undefined && equals(e, item)) return BigInt(i);
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
  ...comparableNames.flatMap((n) => [
    overload("isSorted", `list_${n}_is_sorted_bool`, [isList], onList(isSorted)),
    overload("max", `list_${n}_max_${n}`, [isList], onList(extreme("max", -1))),
    overload("min", `list_${n}_min_${n}`, [isList], onList(extreme("min", 1))),
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

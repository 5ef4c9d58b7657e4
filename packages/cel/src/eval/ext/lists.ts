/**
 * Runtime overloads of cel-go `ext/lists.go` (`ext.Lists(ext.ListsVersion(v))`): `slice`; version 1
 * `flatten`; version 2 `sort`, `@sortByAssociatedKeys` (behind the `sortBy` macro), `lists.range`,
 * `reverse`, `distinct`. Results are plain lists (`NativeToValue` of a `[]ref.Val`).
 */
import { compare, goEqual } from "../../values/equality.js";
import { type CelValue, ErrorValue, ListValue, typeNameOf } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isAny, isInt, isList } from "../matchers.js";
import type { RuntimeOverload } from "../overload.js";
import { goSortSlice } from "./go-sort.js";
import { comparableTypeNames } from "../../decls/ext/lists.js";

/** The runtime types implementing `traits.Comparer`. */
const comparerTypes = new Set(comparableTypeNames);

function slice(list: ListValue, start: bigint, end: bigint): CelValue {
  if (start < 0n || end < 0n) {
    return new ErrorValue(`cannot slice(${start}, ${end}), negative indexes not supported`);
  }
  if (start > end) {
    return new ErrorValue(
      `cannot slice(${start}, ${end}), start index must be less than or equal to end index`,
    );
  }
  if (BigInt(list.size) < end) {
    return new ErrorValue(`cannot slice(${start}, ${end}), list is length ${list.size}`);
  }
  return new ListValue(list.elements.slice(Number(start), Number(end)));
}

/** `flatten`: nested lists are spliced in, `depth` levels deep. */
function flatten(list: ListValue, depth: bigint): CelValue[] {
  const out: CelValue[] = [];
  for (const e of list.elements) {
    if (e instanceof ListValue && depth > 0n) out.push(...flatten(e, depth - 1n));
    else out.push(e);
  }
  return out;
}

/** The `%v` of a value's type in flatten's guard errors (`ref.Type`'s String is its name). */
const typeText = (v: CelValue | undefined): string => (v === undefined ? "null_type" : typeNameOf(v));

function flattenUnary(arg: CelValue | undefined): CelValue {
  if (arg instanceof ErrorValue) return arg;
  if (!(arg instanceof ListValue)) return new ErrorValue(`no such overload: ${typeText(arg)}.flatten()`);
  return new ListValue(flatten(arg, 1n));
}

function flattenDepth(arg: CelValue | undefined, depth: CelValue | undefined): CelValue {
  if (arg instanceof ErrorValue) return arg;
  if (!(arg instanceof ListValue) || typeof depth !== "bigint") {
    return new ErrorValue(`no such overload: ${typeText(arg)}.flatten(${typeText(depth)})`);
  }
  if (depth < 0n) return new ErrorValue("level must be non-negative");
  return new ListValue(flatten(arg, depth));
}

/**
 * `sortListByAssociatedKeys`: the list ordered by its keys, with Go's (unstable) `sort.Slice`, so that
 * elements with equal keys end up where cel-go puts them.
 */
function sortByKeys(list: ListValue, keys: ListValue): CelValue {
  if (list.size !== keys.size) {
    return new ErrorValue(
      `@sortByAssociatedKeys() expected a list of the same size as the associated keys list, but got ${list.size} and ${keys.size} elements respectively`,
    );
  }
  const first = keys.elements[0];
  if (first === undefined) return list;
  const type = typeNameOf(first);
  if (!comparerTypes.has(type)) return new ErrorValue("list elements must be comparable");
  // Every element takes part in some comparison, and any comparison with another type fails.
  if (keys.size > 1 && keys.elements.some((k) => typeNameOf(k) !== type)) {
    return new ErrorValue("list elements must have the same type");
  }
  // `sort.Slice` over the indices, comparing their keys.
  const order = keys.elements.map((_, i) => i);
  const keyAt = (i: number): CelValue => keys.elements[order[i] ?? 0] ?? null;
  goSortSlice(
    {
      less: (i, j) => compare(keyAt(i), keyAt(j)) === -1,
      swap: (i, j) => {
        const t = order[i] ?? 0;
        order[i] = order[j] ?? 0;
        order[j] = t;
      },
    },
    order.length,
  );
  return new ListValue(order.map((i) => list.elements[i] ?? null));
}

/** `distinctList`: the first of each group of equal elements, in order. */
function distinct(list: ListValue): CelValue {
  const unique: CelValue[] = [];
  for (const e of list.elements) {
    // ext/lists.go:578-603: `val.Equal(other) == types.True`.
    if (!unique.some((u) => goEqual(e, u) === true)) unique.push(e);
  }
  return list.size === 0 ? list : new ListValue(unique);
}

function range(n: bigint): CelValue {
  const out: bigint[] = [];
  for (let i = 0n; i < n; i++) out.push(i);
  return new ListValue(out);
}

/** The overloads `ext.Lists(ext.ListsVersion(version))` binds. */
export function listsExtOverloads(version = Number.MAX_SAFE_INTEGER): RuntimeOverload[] {
  const out: RuntimeOverload[] = [
    overload("slice", "list_slice", [isList, isInt, isInt], ([l, s, e]) =>
      slice(a.list(l), a.int(s), a.int(e)),
    ),
  ];
  if (version >= 1) {
    // DisableTypeGuards: the bindings see any argument and word their own errors.
    out.push(
      overload("flatten", "list_flatten", [isAny], ([l]) => flattenUnary(l)),
      overload("flatten", "list_flatten_int", [isAny, isAny], ([l, d]) => flattenDepth(l, d)),
    );
  }
  if (version >= 2) {
    for (const t of comparableTypeNames) {
      out.push(
        overload("sort", `list_${t}_sort`, [isList], ([l]) => sortByKeys(a.list(l), a.list(l))),
        overload("@sortByAssociatedKeys", `list_${t}_sortByAssociatedKeys`, [isList, isList], ([l, k]) =>
          sortByKeys(a.list(l), a.list(k)),
        ),
      );
    }
    out.push(
      {
        ...overload("lists.range", "lists_range", [isInt], ([n]) => range(a.int(n))),
        // The list has max(n, 0) elements (Number: a length past 2^53 is costed past any limit all the same).
        allocates: ([n]) => Math.max(Number(a.int(n)), 0),
      },
      overload(
        "reverse",
        "list_reverse",
        [isList],
        ([l]) => new ListValue([...a.list(l).elements].reverse()),
      ),
      overload("distinct", "list_distinct", [isList], ([l]) => distinct(a.list(l))),
    );
  }
  return out;
}

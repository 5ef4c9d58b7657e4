/**
 * Runtime overloads of cel-go `ext/sets.go`: membership uses the list's `Contains` (CEL equality with
 * numeric cross-type equality; an error only when no element matched).
 */
import { equalsOrError } from "../../values/equality.js";
import { type CelValue, ErrorValue, type ListValue } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isList } from "../matchers.js";
import type { RuntimeOverload } from "../overload.js";

/** cel-go's list `Contains`: true if any element is equal; else the first error, else false. */
function contains(list: ListValue, x: CelValue): boolean | ErrorValue {
  let err: ErrorValue | undefined;
  for (const e of list.elements) {
    const eq = equalsOrError(e, x);
    if (eq === true) return true;
    if (eq instanceof ErrorValue) err ??= eq;
  }
  return err ?? false;
}

/** `setsContains`: every element of `sub` is in `list`; the first non-true answer otherwise. */
function setsContains(list: ListValue, sub: ListValue): CelValue {
  for (const e of sub.elements) {
    const found = contains(list, e);
    if (found !== true) return found;
  }
  return true;
}

/** `setsIntersects`: some element of `a` is in `b` (errors count as not found). */
function setsIntersects(x: ListValue, y: ListValue): CelValue {
  return x.elements.some((e) => contains(y, e) === true);
}

function setsEquivalent(x: ListValue, y: ListValue): CelValue {
  const xy = setsContains(x, y);
  return xy !== true ? xy : setsContains(y, x);
}

export const setsOverloads: readonly RuntimeOverload[] = [
  overload("sets.contains", "list_sets_contains_list", [isList, isList], ([x, y]) =>
    setsContains(a.list(x), a.list(y)),
  ),
  overload("sets.equivalent", "list_sets_equivalent_list", [isList, isList], ([x, y]) =>
    setsEquivalent(a.list(x), a.list(y)),
  ),
  overload("sets.intersects", "list_sets_intersects_list", [isList, isList], ([x, y]) =>
    setsIntersects(a.list(x), a.list(y)),
  ),
];

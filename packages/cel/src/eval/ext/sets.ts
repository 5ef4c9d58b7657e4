/**
 * Runtime overloads of cel-go `ext/sets.go`: membership uses the list's `Contains` (CEL equality with
 * numeric cross-type equality; an error only when no element matched).
 */
import { listContains } from "../../values/equality.js";
import type { CelValue, ListValue } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isList } from "../matchers.js";
import type { RuntimeOverload } from "../overload.js";

/** `setsContains`: every element of `sub` is in `list`; the first non-true answer otherwise. */
function setsContains(list: ListValue, sub: ListValue): CelValue {
  for (const e of sub.elements) {
    const found = listContains(list, e);
    if (found !== true) return found;
  }
  return true;
}

/** `setsIntersects`: some element of `a` is in `b` (errors count as not found). */
function setsIntersects(x: ListValue, y: ListValue): CelValue {
  return x.elements.some((e) => listContains(y, e) === true);
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

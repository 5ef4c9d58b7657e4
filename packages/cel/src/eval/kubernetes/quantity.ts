/**
 * Runtime of apiserver `pkg/cel/library/quantity.go`. `add` and `sub` return `*apiservercel.Quantity`
 * (quantity.go:325-386), which the other quantity functions read alike but `Equal` does not (equality.ts `goEqual`).
 */
import { parseQuantity } from "../../values/quantity-parse.js";
import { Quantity, quantityFromInt } from "../../values/quantity.js";
import { noSuchOverload } from "../../values/errors.js";
import { type CelValue, ErrorValue } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isInt, isString } from "../matchers.js";
import type { ArgMatcher, RuntimeOverload } from "../overload.js";

const isQuantity: ArgMatcher = (v) => v instanceof Quantity;

const unary =
  (f: (q: Quantity) => CelValue) =>
  ([q]: readonly CelValue[]): CelValue =>
    q instanceof Quantity ? f(q) : noSuchOverload();
const binary =
  (f: (q: Quantity, r: Quantity) => CelValue) =>
  ([q, r]: readonly CelValue[]): CelValue =>
    q instanceof Quantity && r instanceof Quantity ? f(q, r) : noSuchOverload();
const withInt =
  (f: (q: Quantity, r: Quantity) => CelValue) =>
  ([q, n]: readonly CelValue[]): CelValue =>
    q instanceof Quantity && typeof n === "bigint" ? f(q, quantityFromInt(n)) : noSuchOverload();

function stringToQuantity(s: string): CelValue {
  const q = parseQuantity(s);
  return typeof q === "string" ? new ErrorValue(q) : q;
}

export const kubernetesQuantityOverloads: readonly RuntimeOverload[] = [
  overload("quantity", "string_to_quantity", [isString], ([s]) => stringToQuantity(a.str(s))),
  overload(
    "isQuantity",
    "is_quantity_string",
    [isString],
    ([s]) => typeof parseQuantity(a.str(s)) !== "string",
  ),
  overload(
    "sign",
    "quantity_sign",
    [isQuantity],
    unary((q) => q.sign()),
  ),
  overload(
    "isGreaterThan",
    "quantity_is_greater_than",
    [isQuantity, isQuantity],
    binary((q, r) => q.cmp(r) === 1),
  ),
  overload(
    "isLessThan",
    "quantity_is_less_than",
    [isQuantity, isQuantity],
    binary((q, r) => q.cmp(r) === -1),
  ),
  overload(
    "compareTo",
    "quantity_compare_to",
    [isQuantity, isQuantity],
    binary((q, r) => BigInt(q.cmp(r))),
  ),
  overload(
    "asApproximateFloat",
    "quantity_get_float",
    [isQuantity],
    unary((q) => q.asApproximateFloat64()),
  ),
  overload(
    "asInteger",
    "quantity_get_int",
    [isQuantity],
    unary((q) => q.asInt64() ?? new ErrorValue("cannot convert value to integer")),
  ),
  overload(
    "isInteger",
    "quantity_is_integer",
    [isQuantity],
    unary((q) => q.asInt64() !== undefined),
  ),
  overload(
    "add",
    "quantity_add",
    [isQuantity, isQuantity],
    binary((q, r) => q.add(r).asGoPointer()),
  ),
  overload(
    "add",
    "quantity_add_int",
    [isQuantity, isInt],
    withInt((q, r) => q.add(r).asGoPointer()),
  ),
  overload(
    "sub",
    "quantity_sub",
    [isQuantity, isQuantity],
    binary((q, r) => q.sub(r).asGoPointer()),
  ),
  overload(
    "sub",
    "quantity_sub_int",
    [isQuantity, isInt],
    withInt((q, r) => q.sub(r).asGoPointer()),
  ),
];

/** The ordering operators (`_<_` …) with cel-go's overload ids, cross-type numeric ones included. */
import { compare } from "../values/equality.js";
import { type CelValue, ErrorValue } from "../values/value.js";
import { overload } from "./arithmetic.js";
import { isBool, isBytes, isDouble, isDuration, isInt, isString, isTimestamp, isUint } from "./matchers.js";
import type { ArgMatcher, RuntimeOverload } from "./overload.js";

const typeSuffixes: readonly (readonly [string, readonly ArgMatcher[]])[] = [
  ["bool", [isBool, isBool]],
  ["int64", [isInt, isInt]],
  ["int64_double", [isInt, isDouble]],
  ["int64_uint64", [isInt, isUint]],
  ["uint64", [isUint, isUint]],
  ["uint64_double", [isUint, isDouble]],
  ["uint64_int64", [isUint, isInt]],
  ["double", [isDouble, isDouble]],
  ["double_int64", [isDouble, isInt]],
  ["double_uint64", [isDouble, isUint]],
  ["string", [isString, isString]],
  ["bytes", [isBytes, isBytes]],
  ["timestamp", [isTimestamp, isTimestamp]],
  ["duration", [isDuration, isDuration]],
];

const operators: readonly (readonly [string, string, (c: number) => boolean])[] = [
  ["_<_", "less", (c) => c < 0],
  ["_<=_", "less_equals", (c) => c <= 0],
  ["_>_", "greater", (c) => c > 0],
  ["_>=_", "greater_equals", (c) => c >= 0],
];

function ordering(test: (c: number) => boolean): (args: readonly CelValue[]) => CelValue {
  return ([a, b]) => {
    if (a === undefined || b === undefined) return new ErrorValue("no such overload");
    const c = compare(a, b);
    return c instanceof ErrorValue ? c : test(c);
  };
}

export const comparisonOverloads: readonly RuntimeOverload[] = operators.flatMap(([fn, prefix, test]) =>
  typeSuffixes.map(([suffix, args]) => overload(fn, `${prefix}_${suffix}`, args, ordering(test))),
);

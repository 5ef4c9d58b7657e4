/**
 * Runtime of apiserver `pkg/cel/library/regex.go`: `find` and `findAll` with Go's `regexp` semantics
 * (regexp/go-regexp.ts, as the standard library's `matches`).
 */
import { type GoRegexp, goFindAllString, goFindString } from "../../regexp/go-regexp.js";
import { noSuchOverload } from "../../values/errors.js";
import { type CelValue, ErrorValue, stringList } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { compileRegex } from "../functions.js";
import { isInt, isString } from "../matchers.js";
import type { RuntimeOverload } from "../overload.js";

/** `regexp.Compile` with regex.go's wrapping of the error (`Illegal regex: …`). */
function compile(pattern: string): GoRegexp | ErrorValue {
  const re = compileRegex(pattern);
  return re instanceof ErrorValue ? new ErrorValue(`Illegal regex: ${re.message}`) : re;
}

function find(s: string, pattern: string): CelValue {
  const re = compile(pattern);
  if (re instanceof ErrorValue) return re;
  return goFindString(re, s) ?? "";
}

function findAll(s: string, pattern: string, n: bigint): CelValue {
  const re = compile(pattern);
  if (re instanceof ErrorValue) return re;
  // types.NewStringList (apiserver pkg/cel/library/regex.go:142)
  return stringList(goFindAllString(re, s, n));
}

export const kubernetesRegexOverloads: readonly RuntimeOverload[] = [
  overload("find", "string_find_string", [isString, isString], ([s, p]) => find(a.str(s), a.str(p))),
  overload("findAll", "string_find_all_string", [isString, isString], ([s, p]) =>
    findAll(a.str(s), a.str(p), -1n),
  ),
  overload("findAll", "string_find_all_string_int", [isString, isString, isInt], ([s, p, n]) =>
    typeof n === "bigint" ? findAll(a.str(s), a.str(p), n) : noSuchOverload(),
  ),
];

/**
 * Runtime of apiserver `pkg/cel/library/regex.go`: `find` and `findAll` with Go's `regexp` semantics
 * (RE2 through re2js, as the standard library's `matches`).
 */
import type { RE2JS } from "re2js";
import { noSuchOverload } from "../../values/errors.js";
import { type CelValue, ErrorValue, ListValue } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { compileRegex } from "../functions.js";
import { isInt, isString } from "../matchers.js";
import type { RuntimeOverload } from "../overload.js";

/** `regexp.Compile` with regex.go's wrapping of the error (`Illegal regex: …`). */
function compile(pattern: string): RE2JS | ErrorValue {
  const re = compileRegex(pattern);
  return re instanceof ErrorValue ? new ErrorValue(`Illegal regex: ${re.message}`) : re;
}

/**
 * Go's `Regexp.FindAllString(s, n)` (`allMatches`): successive leftmost matches, skipping an empty match
 * right after the previous match and stepping one code point past an empty one; `n < 0` means all.
 */
function findAllString(re: RE2JS, s: string, n: bigint): string[] {
  const out: string[] = [];
  const m = re.matcher(s);
  let prevMatchEnd = -1;
  for (let pos = 0; (n < 0n || BigInt(out.length) < n) && pos <= s.length;) {
    if (!m.find(pos)) break;
    const start = m.start();
    const end = m.end();
    let accept = true;
    if (end === pos) {
      if (start === prevMatchEnd) accept = false;
      const cp = s.codePointAt(pos);
      pos += cp === undefined ? 1 : cp > 0xffff ? 2 : 1;
    } else {
      pos = end;
    }
    prevMatchEnd = end;
    if (accept) out.push(s.slice(start, end));
  }
  return out;
}

function find(s: string, pattern: string): CelValue {
  const re = compile(pattern);
  if (re instanceof ErrorValue) return re;
  const m = re.matcher(s);
  return m.find() ? s.slice(m.start(), m.end()) : "";
}

function findAll(s: string, pattern: string, n: bigint): CelValue {
  const re = compile(pattern);
  if (re instanceof ErrorValue) return re;
  return new ListValue(findAllString(re, s, n));
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

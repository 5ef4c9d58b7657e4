/**
 * Runtime overloads of cel-go `ext/strings.go` (`ext.Strings(ext.StringsVersion(v))`): every index is a
 * code-point (Go rune) index, and the error texts are the Go `fmt.Errorf` texts. Kubernetes uses version 0
 * before 1.29 and version 2 since; versions 0 and 1 convert `join`'s list to `[]string` first, later versions
 * read the elements one by one (`joinValSeparator`).
 */
import { formatGoFloat } from "../../common/debug.js";
import {
  type CelValue,
  ErrorValue,
  type ListValue,
  UintValue,
  stringList,
  typeNameOf,
} from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isInt, isList, isListOf, isString } from "../matchers.js";
import type { RuntimeOverload } from "../overload.js";
import { formatString } from "./format.js";
import { goQuoteString, goStringsReplace, goStringsSplitN, goTrimSpace } from "./go-strings.js";

const runes = (s: string): string[] => Array.from(s);
const outOfRange = (i: bigint): ErrorValue => new ErrorValue(`index out of range: ${i}`);

/** `charAt`: the rune at `i`, the empty string at the end, else an error. */
function charAt(s: string, i: bigint): CelValue {
  const r = runes(s);
  if (i < 0n || i > BigInt(r.length)) return outOfRange(i);
  return r[Number(i)] ?? "";
}

/** Whether `sub` occurs in `r` at rune index `i`. */
function occursAt(r: readonly string[], sub: readonly string[], i: number): boolean {
  return sub.every((c, j) => r[i + j] === c);
}

/**
 * `indexOfOffset` as cel-go v0.26.0 has it (ext/strings.go:576-603): an empty needle is found at the offset, whatever
 * it is (cel-go #1335, after v0.26.0, clamps it and refuses a negative one).
 */
function indexOf(s: string, substr: string, offset: bigint): CelValue {
  if (substr === "") return offset;
  if (offset < 0n) return outOfRange(offset);
  const r = runes(s);
  const sub = runes(substr);
  if (offset >= BigInt(r.length)) return -1n;
  for (let i = Number(offset); i < r.length - (sub.length - 1); i++) {
    if (occursAt(r, sub, i)) return BigInt(i);
  }
  return -1n;
}

/** `lastIndexOf`: an empty needle is found at the end; a longer (in bytes) needle nowhere. */
function lastIndexOf(s: string, substr: string): CelValue {
  const r = runes(s);
  if (substr === "") return BigInt(r.length);
  if (utf8Length(s) < utf8Length(substr)) return -1n;
  return lastIndexOfOffset(s, substr, BigInt(r.length - 1));
}

/** `lastIndexOfOffset` as cel-go v0.26.0 has it (ext/strings.go:617-647): an empty needle as in `indexOf`. */
function lastIndexOfOffset(s: string, substr: string, offset: bigint): CelValue {
  if (substr === "") return offset;
  if (offset < 0n) return outOfRange(offset);
  const r = runes(s);
  const sub = runes(substr);
  if (offset >= BigInt(r.length)) return -1n;
  let off = Number(offset);
  if (off > r.length - sub.length) off = r.length - sub.length;
  for (let i = off; i >= 0; i--) {
    if (occursAt(r, sub, i)) return BigInt(i);
  }
  return -1n;
}

const encoder = new TextEncoder();
const utf8Length = (s: string): number => encoder.encode(s).length;

/** `lowerASCII` / `upperASCII`: only ASCII letters change. */
const lowerAscii = (s: string): string => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
const upperAscii = (s: string): string => s.replace(/[a-z]+/g, (m) => m.toUpperCase());

/** `substr`. */
function substring(s: string, start: bigint): CelValue {
  const r = runes(s);
  if (start < 0n || start > BigInt(r.length)) return outOfRange(start);
  return r.slice(Number(start)).join("");
}

/** `substrRange`: the range is checked before either bound. */
function substringRange(s: string, start: bigint, end: bigint): CelValue {
  const r = runes(s);
  const l = BigInt(r.length);
  if (start > end) return new ErrorValue(`invalid substring range. start: ${start}, end: ${end}`);
  if (start < 0n || start > l) return outOfRange(start);
  if (end < 0n || end > l) return outOfRange(end);
  return r.slice(Number(start), Number(end)).join("");
}

const reverse = (s: string): string => runes(s).reverse().join("");

/** `joinValSeparator` (version 2 on): every element must be a string. */
function joinValues(list: ListValue, sep: string): CelValue {
  const parts: string[] = [];
  for (const e of list.elements) {
    if (typeof e !== "string") return new ErrorValue(`join: invalid input: ${goValueText(e)}`);
    parts.push(e);
  }
  return parts.join(sep);
}

/**
 * Versions 0 and 1: `list.ConvertToNative([]string)`, which fails with the first element's
 * `ConvertToNative` error (each type words it differently).
 */
function joinNative(list: ListValue, sep: string): CelValue {
  const parts: string[] = [];
  for (const e of list.elements) {
    if (typeof e !== "string") return new ErrorValue(nativeStringError(e));
    parts.push(e);
  }
  return parts.join(sep);
}

/** The `%v` of a non-string list element in join's error (a double's is `%g`: `1e+20`). */
function goValueText(v: CelValue): string {
  if (typeof v === "number") return formatGoFloat(v);
  if (v instanceof UintValue) return String(v.value);
  if (typeof v === "bigint" || typeof v === "boolean") return String(v);
  if (v === null) return "NULL_VALUE";
  return typeNameOf(v);
}

/** `ConvertToNative(reflect.TypeOf(""))` errors of the scalar types (`common/types/*.go`). */
function nativeStringError(v: CelValue): string {
  if (typeof v === "bigint") return "unsupported type conversion from 'int' to string";
  if (v instanceof UintValue) return "unsupported type conversion from 'uint' to string";
  if (typeof v === "number") return "type conversion error from Double to 'string'";
  if (typeof v === "boolean") return "type conversion error from bool to 'string'";
  if (v === null) return "type conversion error from 'null_type' to 'string'";
  if (v instanceof Uint8Array) return "type conversion error from Bytes to 'string'";
  return `type conversion error from '${typeNameOf(v)}' to 'string'`;
}

/** The overloads `ext.Strings(ext.StringsVersion(version))` binds. */
export function stringsExtOverloads(version = Number.MAX_SAFE_INTEGER): RuntimeOverload[] {
  const s2 = [isString, isString];
  const out: RuntimeOverload[] = [
    overload("charAt", "string_char_at_int", [isString, isInt], ([s, i]) => charAt(a.str(s), a.int(i))),
    overload("indexOf", "string_index_of_string", s2, ([s, t]) => indexOf(a.str(s), a.str(t), 0n)),
    overload("indexOf", "string_index_of_string_int", [...s2, isInt], ([s, t, i]) =>
      indexOf(a.str(s), a.str(t), a.int(i)),
    ),
    overload("lastIndexOf", "string_last_index_of_string", s2, ([s, t]) => lastIndexOf(a.str(s), a.str(t))),
    overload("lastIndexOf", "string_last_index_of_string_int", [...s2, isInt], ([s, t, i]) =>
      lastIndexOfOffset(a.str(s), a.str(t), a.int(i)),
    ),
    overload("lowerAscii", "string_lower_ascii", [isString], ([s]) => lowerAscii(a.str(s))),
    overload("replace", "string_replace_string_string", [...s2, isString], ([s, o, n]) =>
      goStringsReplace(a.str(s), a.str(o), a.str(n), -1n),
    ),
    overload("replace", "string_replace_string_string_int", [...s2, isString, isInt], ([s, o, n, k]) =>
      goStringsReplace(a.str(s), a.str(o), a.str(n), a.int(k)),
    ),
    // strings.Split's []string, which the adapter makes a NewStringList.
    overload("split", "string_split_string", s2, ([s, sep]) =>
      stringList(goStringsSplitN(a.str(s), a.str(sep), -1n)),
    ),
    overload("split", "string_split_string_int", [...s2, isInt], ([s, sep, n]) =>
      stringList(goStringsSplitN(a.str(s), a.str(sep), a.int(n))),
    ),
    overload("substring", "string_substring_int", [isString, isInt], ([s, i]) =>
      substring(a.str(s), a.int(i)),
    ),
    overload("substring", "string_substring_int_int", [isString, isInt, isInt], ([s, i, j]) =>
      substringRange(a.str(s), a.int(i), a.int(j)),
    ),
    overload("trim", "string_trim", [isString], ([s]) => goTrimSpace(a.str(s))),
    overload("upperAscii", "string_upper_ascii", [isString], ([s]) => upperAscii(a.str(s))),
  ];
  if (version >= 1) {
    out.push(
      overload("format", "string_format", [isString, isList], ([s, l]) => formatString(a.str(s), a.list(l))),
      overload("strings.quote", "strings_quote", [isString], ([s]) => goQuoteString(a.str(s))),
    );
  }
  const join = version >= 2 ? joinValues : joinNative;
  // Declared on list(string): the type guard looks at the first element only (cel-go v0.26.0
  // common/types/types.go `isAssignableRuntimeType`), so `[1].join()` is no such overload, `['a', 1].join()` the
  // implementation's error.
  const listOfStrings = isListOf(isString);
  out.push(
    overload("join", "list_join", [listOfStrings], ([l]) => join(a.list(l), "")),
    overload("join", "list_join_string", [listOfStrings, isString], ([l, sep]) =>
      join(a.list(l), a.str(sep)),
    ),
  );
  if (version >= 3) out.push(overload("reverse", "string_reverse", [isString], ([s]) => reverse(a.str(s))));
  return out;
}

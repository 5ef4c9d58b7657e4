/** Runtime of apiserver `pkg/cel/library/semverlib.go`. */
import { noSuchOverload } from "../../values/errors.js";
import { Semver, normalizeAndParse } from "../../values/semver.js";
import { type CelValue, ErrorValue } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isBool, isString } from "../matchers.js";
import type { ArgMatcher, RuntimeOverload } from "../overload.js";

const isSemver: ArgMatcher = (v) => v instanceof Semver;

function parse(s: string, normalize: boolean): Semver | ErrorValue {
  try {
    return normalize ? normalizeAndParse(s) : Semver.parse(s);
  } catch (e) {
    return new ErrorValue(e instanceof Error ? e.message : String(e));
  }
}

/** Go's `types.Int(v.Major)` of a uint64: the bits reinterpreted as int64. */
const toInt = (v: bigint): bigint => BigInt.asIntN(64, v);

const unary =
  (f: (v: Semver) => CelValue) =>
  ([v]: readonly CelValue[]): CelValue =>
    v instanceof Semver ? f(v) : noSuchOverload();
const binary =
  (f: (v: Semver, w: Semver) => CelValue) =>
  ([v, w]: readonly CelValue[]): CelValue =>
    v instanceof Semver && w instanceof Semver ? f(v, w) : noSuchOverload();

export const kubernetesSemverOverloads: readonly RuntimeOverload[] = [
  overload("semver", "string_to_semver", [isString], ([s]) => parse(a.str(s), false)),
  overload("semver", "string_bool_to_semver", [isString, isBool], ([s, n]) => parse(a.str(s), n === true)),
  overload("isSemver", "is_semver_string", [isString], ([s]) => parse(a.str(s), false) instanceof Semver),
  overload(
    "isSemver",
    "is_semver_string_bool",
    [isString, isBool],
    ([s, n]) => parse(a.str(s), n === true) instanceof Semver,
  ),
  overload(
    "isGreaterThan",
    "semver_is_greater_than",
    [isSemver, isSemver],
    binary((v, w) => v.compareTo(w) === 1),
  ),
  overload(
    "isLessThan",
    "semver_is_less_than",
    [isSemver, isSemver],
    binary((v, w) => v.compareTo(w) === -1),
  ),
  overload(
    "compareTo",
    "semver_compare_to",
    [isSemver, isSemver],
    binary((v, w) => BigInt(v.compareTo(w))),
  ),
  overload(
    "major",
    "semver_major",
    [isSemver],
    unary((v) => toInt(v.major)),
  ),
  overload(
    "minor",
    "semver_minor",
    [isSemver],
    unary((v) => toInt(v.minor)),
  ),
  overload(
    "patch",
    "semver_patch",
    [isSemver],
    unary((v) => toInt(v.patch)),
  ),
];

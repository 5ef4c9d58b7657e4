import type { GoKind } from "../../model/json-value.js";
import { goKind } from "../../model/json-value.js";
import { invalidType } from "./messages.js";
import type { ValidationFailure } from "./result.js";
import { Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import type { ValueWalk } from "./value-walk.js";

/**
 * The JSON type and format kube-openapi infers for a Go value (`schemaInfoForType`), as two functions rather
 * than one returning a pair: the type check runs for every value, and a pair per value was an allocation each.
 */
function inferredType(kind: GoKind): string {
  switch (kind) {
    case "bool":
      return "boolean";
    case "string":
      return "string";
    case "int64":
      return "integer";
    case "float64":
      return "number";
    case "slice":
      return "array";
    case "map":
      return "object";
    case "nil":
      return "";
  }
}

function inferredFormat(kind: GoKind): string {
  switch (kind) {
    case "int64":
      return "int64";
    case "float64":
      return "float64";
    default:
      return "";
  }
}

/**
 * swag.IsFloat64AJSONInteger as Kubernetes 1.35 links it (go-openapi/swag v0.23.0, convert.go:30-52): within
 * ±(2^53 - 1), and integral, or within a relative error of 1e-9 of `g = float64(uint64(f))`. On amd64 uint64 of a
 * float below 2^63 is uint64(int64(f)): the truncation, which for a negative `f` wraps around 2^64, so no negative
 * non-integer passes; nor does one between 0 and 1 (g is 0, and the `epsilon * SmallestNonzeroFloat64` it is
 * then compared with is 0 as a float64). (swag v0.27.1's rounding version came after 1.35.)
 */
export function isFloatAJSONInteger(f: number): boolean {
  const limit = 2 ** 53 - 1;
  if (!Number.isFinite(f) || f < -limit || f > limit) return false;
  if (Number.isInteger(f)) return true;
  const truncated = Math.trunc(f);
  // float64(uint64(f)): the sum is exact before JavaScript rounds it, as Go rounds the exact uint64.
  const g = truncated >= 0 ? truncated : 2 ** 64 + truncated;
  if (g === 0) return false;
  const diff = Math.abs(f - g);
  return diff / Math.min(Math.abs(f) + Math.abs(g), Number.MAX_VALUE) < 1e-9;
}

/**
 * The type check (kube-openapi `typeValidator`), with its quirks: a format on a non-numeric type lets strings
 * and arrays through unchecked, and a number that does not fit a declared format is reported against the format.
 */
export function validateType(schema: ValueSchema, at: ValueWalk, data: unknown): Result {
  const failure = typeFailure(schema, at, data, goKind(data));
  if (failure !== undefined) return Result.failure(failure);
  const result = new Result();
  result.inc();
  return result;
}

/**
 * What {@link validateType} finds wrong with a value of Go kind `kind`, or undefined when its result would be one
 * match and no error (the schema validator counts that match itself, without a result object per value).
 */
export function typeFailure(
  schema: ValueSchema,
  at: ValueWalk,
  data: unknown,
  kind: GoKind,
): ValidationFailure | undefined {
  const types = schema.types;
  if (kind === "nil") {
    if (types.length > 0 && !types.includes("null") && !schema.nullable) {
      return invalidType(at.text(), types.join(","), "null");
    }
    return undefined;
  }
  const schType = inferredType(kind);
  // Most values: one declared type, the value's own, and no format. Every check below then passes.
  if (types.length === 1 && types[0] === schType && schema.format === "") return undefined;
  const format = inferredFormat(kind);
  const isFloatInt = schType === "number" && isFloatAJSONInteger(data as number) && types.includes("integer");
  const isIntFloat = schType === "integer" && types.includes("number");
  const isLowerInt = schema.format === "int64" && format === "int32";
  const isLowerFloat = schema.format === "float64" && format === "float32";
  const textual = kind === "string" || kind === "slice";
  if (
    !textual &&
    schema.format !== "" &&
    !(
      types.includes(schType) ||
      format === schema.format ||
      isFloatInt ||
      isIntFloat ||
      isLowerInt ||
      isLowerFloat
    )
  ) {
    return invalidType(at.text(), schema.format, format);
  }
  if (!(types.includes("number") || types.includes("integer")) && schema.format !== "" && textual) {
    return undefined;
  }
  if (!(types.includes(schType) || isFloatInt || isIntFloat)) {
    return invalidType(at.text(), types.join(","), schType);
  }
  return undefined;
}

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
 * swag.IsFloat64AJSONInteger as kube-openapi calls it (go-openapi/swag v0.27.1, conv/convert.go:20-42, the version
 * kube-openapi d427ff9ee9ad requires): within ±(2^53 - 1), and either integral or within a relative error of 1e-9
 * of the integer nearest to it (Go's math.Round: halves away from zero), on either side of zero.
 */
export function isFloatAJSONInteger(f: number): boolean {
  const limit = 2 ** 53 - 1;
  if (!Number.isFinite(f) || f < -limit || f > limit) return false;
  const rounded = f < 0 ? -Math.round(-f) : Math.round(f);
  if (f === rounded) return true;
  if (rounded === 0) return false;
  const diff = Math.abs(f - rounded);
  return diff < 1e-9 * Math.abs(rounded);
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

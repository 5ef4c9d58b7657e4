import type { GoKind } from "../../../src/model/json-value.js";
import { goKind } from "../../../src/model/json-value.js";
import { invalidType } from "../../../src/defaults/value/messages.js";
import type { ValidationFailure } from "../../../src/defaults/value/result.js";
import { Result } from "../../../src/defaults/value/result.js";
import type { ValueSchema } from "./schema-view.js";
// The float-is-an-integer test is the validator's own: it follows swag's version, and is tested on its own.
import { isFloatAJSONInteger } from "../../../src/defaults/value/type-validator.js";

/** The JSON type and format kube-openapi infers for a Go value (`schemaInfoForType`). */
function schemaInfo(kind: GoKind): [type: string, format: string] {
  switch (kind) {
    case "bool":
      return ["boolean", ""];
    case "string":
      return ["string", ""];
    case "int64":
      return ["integer", "int64"];
    case "float64":
      return ["number", "float64"];
    case "slice":
      return ["array", ""];
    case "map":
      return ["object", ""];
    case "nil":
      return ["", ""];
  }
}

/**
 * The type check (kube-openapi `typeValidator`), with its quirks: a format on a non-numeric type lets strings
 * and arrays through unchecked, and a number that does not fit a declared format is reported against the format.
 */
export function validateType(schema: ValueSchema, path: string, data: unknown): Result {
  const failure = typeFailure(schema, path, data, goKind(data));
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
  path: string,
  data: unknown,
  kind: GoKind,
): ValidationFailure | undefined {
  const types = schema.types;
  if (kind === "nil") {
    if (types.length > 0 && !types.includes("null") && !schema.nullable) {
      return invalidType(path, types.join(","), "null");
    }
    return undefined;
  }
  const [schType, format] = schemaInfo(kind);
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
    return invalidType(path, schema.format, format);
  }
  if (!(types.includes("number") || types.includes("integer")) && schema.format !== "" && textual) {
    return undefined;
  }
  if (!(types.includes(schType) || isFloatInt || isIntFloat)) {
    return invalidType(path, types.join(","), schType);
  }
  return undefined;
}

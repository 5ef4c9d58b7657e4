import { goFloat } from "../../../src/model/go-format.js";
import { goKind } from "../../../src/model/json-value.js";
import {
  exceedsMaximum,
  exceedsMinimum,
  integerDivideByZero,
  multipleOfMustBePositive,
  notMultipleOf,
  outOfFormatRange,
} from "../../../src/defaults/value/messages.js";
import type { CompositeFailure, ValidationFailure } from "../../../src/defaults/value/result.js";
import type { Result } from "../../../src/defaults/value/result.js";
import type { ValueSchema } from "./schema-view.js";
import { isFloatAJSONInteger } from "./type-validator.js";

/**
 * multipleOf, minimum and maximum (kube-openapi `numberValidator`). An int64 value is compared with the bounds
 * truncated to int64, as Go converts them; a float64 value with the bounds as they are. The failures and the
 * validator's one match are added to `result` (the schema validator's, which would merge them from a result
 * of the number validator's own).
 */
export function validateNumber(schema: ValueSchema, path: string, data: number, result: Result): void {
  const isInt = goKind(data) === "int64";
  const range = checkRange(schema, path, data, isInt);
  if (range !== undefined) result.addError(range);
  if (schema.multipleOf !== undefined) {
    const multiple = checkMultipleOf(path, data, schema.multipleOf, isInt);
    if (multiple !== undefined) result.addError(multiple);
  }
  if (schema.minimum !== undefined) {
    const minimum = checkMinimum(path, data, schema.minimum, schema.exclusiveMinimum, isInt);
    if (minimum !== undefined) result.addError(minimum);
  }
  if (schema.maximum !== undefined) {
    const maximum = checkMaximum(path, data, schema.maximum, schema.exclusiveMaximum, isInt);
    if (maximum !== undefined) result.addError(maximum);
  }
  result.inc();
}

function checkMultipleOf(
  path: string,
  data: number,
  factor: number,
  isInt: boolean,
): ValidationFailure | undefined {
  if (isInt) {
    const intFactor = Math.trunc(factor);
    if (intFactor < 0) return multipleOfMustBePositive(path, String(intFactor), data);
    if (intFactor === 0) return integerDivideByZero(path, data);
    return BigInt(data) % BigInt(intFactor) === 0n ? undefined : notMultipleOf(path, String(intFactor), data);
  }
  if (factor < 0) return multipleOfMustBePositive(path, goFloat(factor), data);
  const quotient = factor < 1 ? (1 / factor) * data : data / factor;
  return isFloatAJSONInteger(quotient) ? undefined : notMultipleOf(path, goFloat(factor), data);
}

function checkMaximum(
  path: string,
  data: number,
  max: number,
  exclusive: boolean,
  isInt: boolean,
): ValidationFailure | undefined {
  const limit = isInt ? Math.trunc(max) : max;
  const broken = exclusive ? data >= limit : data > limit;
  return broken ? exceedsMaximum(path, isInt ? String(limit) : goFloat(limit), exclusive, data) : undefined;
}

function checkMinimum(
  path: string,
  data: number,
  min: number,
  exclusive: boolean,
  isInt: boolean,
): ValidationFailure | undefined {
  const limit = isInt ? Math.trunc(min) : min;
  const broken = exclusive ? data <= limit : data < limit;
  return broken ? exceedsMinimum(path, isInt ? String(limit) : goFloat(limit), exclusive, data) : undefined;
}

/**
 * Whether the value fits the type and format of its schema (kube-openapi `IsValueValidAgainstRange` with the
 * prefix "Checked", as `numberValidator` calls it since kube-openapi 1d94e88). Only an unambiguous type counts:
 * exactly one of `integer` (formats int32 and int64 checked as such, others as the default int64) or `number`
 * (format float checked against float32; double and the default not at all).
 */
function checkRange(
  schema: ValueSchema,
  path: string,
  data: number,
  isInt: boolean,
): CompositeFailure | undefined {
  if (schema.types.length !== 1) return undefined;
  const [type] = schema.types;
  if (type === "integer") {
    const format = schema.format === "int32" || schema.format === "int64" ? schema.format : "";
    // Go parses the value's decimal text as an integer: a float64 with a fraction, or one out of range, fails.
    const fits = (isInt || Number.isInteger(data)) && fitsIntegerFormat(data, format === "int32" ? 32 : 64);
    return fits ? undefined : outOfFormatRange("Checked", "integer", format, path);
  }
  if (type === "number" && schema.format === "float") {
    // strconv.ParseFloat(…, 32) fails when the value rounds past the largest float32, as fround does.
    return Number.isFinite(Math.fround(data))
      ? undefined
      : outOfFormatRange("Checked", "number", "float", path);
  }
  return undefined;
}

// An integral number within a signed integer of `bits` bits. Integers within ±2^53 (almost all) are compared as
// numbers; larger ones as BigInts, exactly.
function fitsIntegerFormat(data: number, bits: 32 | 64): boolean {
  if (bits === 32) return data >= -(2 ** 31) && data < 2 ** 31;
  if (Number.isSafeInteger(data)) return true;
  return BigInt(data) >= -(1n << 63n) && BigInt(data) < 1n << 63n;
}

import { goFloat } from "../../model/go-format.js";
import { goKind } from "../../model/json-value.js";
import {
  exceedsMaximum,
  exceedsMinimum,
  integerDivideByZero,
  multipleOfMustBePositive,
  notMultipleOf,
} from "./messages.js";
import type { ValidationFailure } from "./result.js";
import { Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import { isFloatAJSONInteger } from "./type-validator.js";

/**
 * multipleOf, minimum and maximum (kube-openapi `numberValidator`). An int64 value is compared with the bounds
 * truncated to int64, as Go converts them; a float64 value with the bounds as they are.
 */
export function validateNumber(schema: ValueSchema, path: string, data: number): Result {
  const isInt = goKind(data) === "int64";
  const result = new Result();
  const multiple =
    schema.multipleOf === undefined ? undefined : checkMultipleOf(path, data, schema.multipleOf, isInt);
  const minimum =
    schema.minimum === undefined
      ? undefined
      : checkMinimum(path, data, schema.minimum, schema.exclusiveMinimum, isInt);
  const maximum =
    schema.maximum === undefined
      ? undefined
      : checkMaximum(path, data, schema.maximum, schema.exclusiveMaximum, isInt);
  for (const failure of [multiple, minimum, maximum]) if (failure !== undefined) result.addErrors(failure);
  result.inc();
  return result;
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

import { goFloat } from "../../model/go-format.js";
import { goKind } from "../../model/json-value.js";
import { float64Value, goInt64, int64Value } from "./go-numbers.js";
import { exceedsMaximum, exceedsMinimum, multipleOfMustBePositive, notMultipleOf } from "./messages.js";
import type { OpenAPIFailure, Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import { isFloatAJSONInteger } from "./type-validator.js";

/** What the number validator reads of a node. */
type NumberSchema = Pick<
  ValueSchema,
  "multipleOf" | "minimum" | "exclusiveMinimum" | "maximum" | "exclusiveMaximum"
>;

/** Where the value is: its name, rendered only for an error. */
interface Named {
  text(): string;
}

/**
 * multipleOf, minimum and maximum (kube-openapi 589584f1c912 `numberValidator.Validate`, validator.go:126-192),
 * added to `result` with the validator's one match. The value is compared with each bound natively: an int64
 * value with the bound converted to int64 (as Go converts it), a float64 value as float64s. At that commit (the one
 * Kubernetes 1.35 pins) schema.go:220-231 gives the validator no type and format, so IsValueValidAgainstRange
 * never fails: no "Checked value must be of type integer with format int32" and no range check of the bounds
 * (those came with kube-openapi 1d94e88, after 1.35).
 */
export function validateNumber(schema: NumberSchema, at: Named, data: number, result: Result): void {
  const isInt = goKind(data) === "int64";
  if (schema.multipleOf !== undefined) {
    const factor = schema.multipleOf;
    const multiple = isInt ? multipleOfInt(at, data, goInt64(factor)) : multipleOf(at, data, isInt, factor);
    if (multiple !== undefined) result.addError(multiple);
  }
  if (schema.minimum !== undefined) {
    addBound(result, at, data, isInt, schema.minimum, schema.exclusiveMinimum, "Minimum");
  }
  if (schema.maximum !== undefined) {
    addBound(result, at, data, isInt, schema.maximum, schema.exclusiveMaximum, "Maximum");
  }
  result.inc();
}

function addBound(
  result: Result,
  at: Named,
  data: number,
  isInt: boolean,
  limit: number,
  exclusive: boolean,
  side: "Minimum" | "Maximum",
): void {
  const failure = isInt
    ? intBound(at, data, int64Of(limit), exclusive, side)
    : floatBound(at, data, isInt, limit, exclusive, side);
  if (failure !== undefined) result.addError(failure);
}

// Go's int64(f): a number when JavaScript holds it exactly (0 for -0, whose int64 is 0), else a BigInt.
function int64Of(f: number): number | bigint {
  if (Math.abs(f) < 2 ** 53) return Math.trunc(f) + 0;
  return goInt64(f);
}

// MinimumInt / MaximumInt (values.go:137-174), for an int64 value and an int64 bound.
function intBound(
  at: Named,
  data: number,
  limit: number | bigint,
  exclusive: boolean,
  side: "Minimum" | "Maximum",
): OpenAPIFailure | undefined {
  // Exact integers (most values and bounds) are compared as numbers, others as BigInts.
  const value = Number.isSafeInteger(data) && typeof limit === "number" ? data : BigInt(data);
  const bound = typeof value === "number" ? limit : BigInt(limit);
  if (side === "Maximum") {
    const broken = exclusive ? value >= bound : value > bound;
    return broken ? exceedsMaximum(at.text(), String(limit), exclusive, data) : undefined;
  }
  const broken = exclusive ? value <= bound : value < bound;
  return broken ? exceedsMinimum(at.text(), String(limit), exclusive, data) : undefined;
}

// Minimum / Maximum (values.go:153-166): the value as a float64 (the error shows it as one).
function floatBound(
  at: Named,
  data: number,
  isInt: boolean,
  limit: number,
  exclusive: boolean,
  side: "Minimum" | "Maximum",
): OpenAPIFailure | undefined {
  const shown = isInt ? float64Value(data) : data;
  if (side === "Maximum") {
    const broken = exclusive ? data >= limit : data > limit;
    return broken ? exceedsMaximum(at.text(), goFloat(limit), exclusive, shown) : undefined;
  }
  const broken = exclusive ? data <= limit : data < limit;
  return broken ? exceedsMinimum(at.text(), goFloat(limit), exclusive, shown) : undefined;
}

// MultipleOfInt (values.go:203-213): an int64 value and the factor converted to int64; a factor of 0 or less
// (0.5 truncates to 0) is reported, not divided by.
function multipleOfInt(at: Named, data: number, factor: number | bigint): OpenAPIFailure | undefined {
  if (factor <= 0) {
    return multipleOfMustBePositive(at.text(), String(factor), int64Value(BigInt(factor)));
  }
  const multiple =
    Number.isSafeInteger(data) && typeof factor === "number"
      ? data % factor === 0
      : BigInt(data) % BigInt(factor) === 0n;
  return multiple ? undefined : notMultipleOf(at.text(), String(factor), data);
}

// MultipleOf (values.go:185-200), on float64s: the quotient must be an integer up to swag's relative error.
function multipleOf(at: Named, data: number, isInt: boolean, factor: number): OpenAPIFailure | undefined {
  if (factor <= 0) return multipleOfMustBePositive(at.text(), goFloat(factor), float64Value(factor));
  const quotient = factor < 1 ? (1 / factor) * data : data / factor;
  if (isFloatAJSONInteger(quotient)) return undefined;
  return notMultipleOf(at.text(), goFloat(factor), isInt ? float64Value(data) : data);
}

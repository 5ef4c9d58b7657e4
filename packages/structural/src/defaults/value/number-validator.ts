import { goFloat } from "../../model/go-format.js";
import { goKind } from "../../model/json-value.js";
import { fitsFloat32, fitsInt, float64Value, goInt64, int64Value, shortestInteger } from "./go-numbers.js";
import {
  exceedsMaximum,
  exceedsMinimum,
  multipleOfMustBePositive,
  notMultipleOf,
  outOfFormatRange,
} from "./messages.js";
import type { CompositeFailure, OpenAPIFailure, Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import { isFloatAJSONInteger } from "./type-validator.js";

/**
 * The type and format the number validator is given (kube-openapi schema.go:220-256): only for a node of exactly
 * one type, integer (formats int32 and int64) or number (formats float and double); otherwise none.
 */
interface NumberType {
  readonly type: "integer" | "number" | "";
  readonly format: string;
}

// One object per type and format, not one per value: the number validator runs for every number.
const noType: NumberType = { type: "", format: "" };
const integerDefault: NumberType = { type: "integer", format: "" };
const int32: NumberType = { type: "integer", format: "int32" };
const int64: NumberType = { type: "integer", format: "int64" };
const numberDefault: NumberType = { type: "number", format: "" };
const float: NumberType = { type: "number", format: "float" };
const double: NumberType = { type: "number", format: "double" };

function numberType(schema: NumberSchema): NumberType {
  if (schema.types.length !== 1) return noType;
  const [type] = schema.types;
  if (type === "integer") {
    if (schema.format === "int32") return int32;
    return schema.format === "int64" ? int64 : integerDefault;
  }
  if (type === "number") {
    if (schema.format === "float") return float;
    return schema.format === "double" ? double : numberDefault;
  }
  return noType;
}

/** What the number validator reads of a node. */
type NumberSchema = Pick<
  ValueSchema,
  "types" | "format" | "multipleOf" | "minimum" | "exclusiveMinimum" | "maximum" | "exclusiveMaximum"
>;

/** Where the value is: its name, rendered only for an error. */
interface Named {
  text(): string;
}

/**
 * multipleOf, minimum and maximum (kube-openapi `numberValidator.Validate`, validator.go:139-206), added to
 * `result` with the validator's one match. The value must fit its node's type and format; so must each bound,
 * and then the value is compared with it natively (an int64 value with the bound converted to int64, as Go
 * converts it), else as float64s, after the bound's own range error.
 */
export function validateNumber(schema: NumberSchema, at: Named, data: number, result: Result): void {
  const isInt = goKind(data) === "int64";
  const kind = numberType(schema);
  const range = rangeFailure(data, isInt, kind, "Checked", at);
  if (range !== undefined) result.addError(range);
  if (schema.multipleOf !== undefined) {
    const factor = schema.multipleOf;
    const bound = rangeFailure(factor, false, kind, "MultipleOf", at);
    if (bound !== undefined) result.addError(bound);
    const multiple =
      bound === undefined && isInt
        ? multipleOfInt(at, data, goInt64(factor))
        : multipleOf(at, data, isInt, factor);
    if (multiple !== undefined) result.addError(multiple);
  }
  if (schema.minimum !== undefined) {
    addBound(result, at, data, isInt, kind, schema.minimum, schema.exclusiveMinimum, "Minimum");
  }
  if (schema.maximum !== undefined) {
    addBound(result, at, data, isInt, kind, schema.maximum, schema.exclusiveMaximum, "Maximum");
  }
  result.inc();
}

function addBound(
  result: Result,
  at: Named,
  data: number,
  isInt: boolean,
  kind: NumberType,
  limit: number,
  exclusive: boolean,
  side: "Minimum" | "Maximum",
): void {
  const bound = rangeFailure(limit, false, kind, `${side} boundary`, at);
  if (bound !== undefined) result.addError(bound);
  const failure =
    bound === undefined && isInt
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

/**
 * kube-openapi `IsValueValidAgainstRange` (values.go:333-386): whether a value (the object's, or a bound, which
 * is always a float64) written in decimal parses as the node's integer format, or for format float as a float32;
 * other types and formats are not checked. A plain error, reported at the root.
 */
function rangeFailure(
  value: number,
  isInt: boolean,
  kind: NumberType,
  prefix: string,
  at: Named,
): CompositeFailure | undefined {
  if (kind.type === "integer") {
    const bits = kind.format === "int32" ? 32 : 64;
    let fits: boolean;
    // An int64 value, or a bound JavaScript holds as an exact integer (most), is compared as a number.
    if (isInt || Number.isSafeInteger(value)) {
      fits = bits === 64 || (value >= -(2 ** 31) && value < 2 ** 31);
    } else {
      const n = shortestInteger(value);
      fits = n !== undefined && fitsInt(n, bits);
    }
    return fits ? undefined : outOfFormatRange(prefix, kind.type, kind.format, at.text());
  }
  if (kind.type === "number" && kind.format === "float" && !isInt && !fitsFloat32(value)) {
    return outOfFormatRange(prefix, kind.type, kind.format, at.text());
  }
  return undefined;
}

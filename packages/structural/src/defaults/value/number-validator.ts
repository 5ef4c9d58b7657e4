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

function numberType(schema: NumberSchema): NumberType {
  if (schema.types.length !== 1) return noType;
  const [type] = schema.types;
  if (type === "integer") {
    return { type, format: schema.format === "int32" || schema.format === "int64" ? schema.format : "" };
  }
  if (type === "number") {
    return { type, format: schema.format === "float" || schema.format === "double" ? schema.format : "" };
  }
  return noType;
}

const noType: NumberType = { type: "", format: "" };

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
      ? intBound(at, data, goInt64(limit), exclusive, side)
      : floatBound(at, data, isInt, limit, exclusive, side);
  if (failure !== undefined) result.addError(failure);
}

// MinimumInt / MaximumInt (values.go:137-174), for an int64 value and an int64 bound.
function intBound(
  at: Named,
  data: number,
  limit: bigint,
  exclusive: boolean,
  side: "Minimum" | "Maximum",
): OpenAPIFailure | undefined {
  const value = BigInt(data);
  if (side === "Maximum") {
    const broken = exclusive ? value >= limit : value > limit;
    return broken ? exceedsMaximum(at.text(), limit.toString(), exclusive, data) : undefined;
  }
  const broken = exclusive ? value <= limit : value < limit;
  return broken ? exceedsMinimum(at.text(), limit.toString(), exclusive, data) : undefined;
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
function multipleOfInt(at: Named, data: number, factor: bigint): OpenAPIFailure | undefined {
  if (factor <= 0n) return multipleOfMustBePositive(at.text(), factor.toString(), int64Value(factor));
  return BigInt(data) % factor === 0n ? undefined : notMultipleOf(at.text(), factor.toString(), data);
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
    const n = isInt ? BigInt(value) : shortestInteger(value);
    const fits = n !== undefined && fitsInt(n, kind.format === "int32" ? 32 : 64);
    return fits ? undefined : outOfFormatRange(prefix, kind.type, kind.format, at.text());
  }
  if (kind.type === "number" && kind.format === "float" && !isInt && !fitsFloat32(value)) {
    return outOfFormatRange(prefix, kind.type, kind.format, at.text());
  }
  return undefined;
}

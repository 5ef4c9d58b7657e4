import { goQuote } from "../../model/go-value.js";
import { goFormatV } from "../../model/go-format.js";
import type { CompositeFailure, ValidationCode, ValidationFailure } from "./result.js";

// Custom resources are validated as a request body, so every kube-openapi message says "in body".
const IN = "in body";

function failure(
  code: ValidationCode,
  name: string,
  message: string,
  extra: { value?: unknown; valid?: number; values?: readonly unknown[] } = {},
): ValidationFailure {
  return { kind: "validation", code, name, message, ...extra };
}

/** `<name> in body must be of type <t>: "<value>"` (kube-openapi always passes a string here). */
export function invalidType(name: string, typeName: string, value: string): ValidationFailure {
  return failure("InvalidType", name, `${name} ${IN} must be of type ${typeName}: ${goQuote(value)}`, {
    value,
  });
}

/** `<name> in body is required`. */
export function required(name: string): ValidationFailure {
  return failure("Required", name, `${name} ${IN} is required`);
}

/** maxLength broken; `valid` carries the limit for the TooLong mapping. */
export function tooLong(name: string, max: number, value: string): ValidationFailure {
  return failure("TooLong", name, `${name} ${IN} should be at most ${max} chars long`, { value, valid: max });
}

/** minLength broken. */
export function tooShort(name: string, min: number, value: string): ValidationFailure {
  return failure("TooShort", name, `${name} ${IN} should be at least ${min} chars long`, {
    value,
    valid: min,
  });
}

/** `<name> in body should match '<pattern>'`. */
export function failedPattern(name: string, pattern: string, value: string): ValidationFailure {
  return failure("Pattern", name, `${name} ${IN} should match '${pattern}'`, { value });
}

/** Not one of the enum values; `values` feeds the NotSupported list. */
export function enumFail(name: string, value: unknown, values: readonly unknown[]): ValidationFailure {
  return failure("Enum", name, `${name} ${IN} should be one of ${goFormatV(values)}`, { value, values });
}

/** `multiple` is already rendered with Go's `%v`; `value` is the value as the field error shows it. */
export function notMultipleOf(name: string, multiple: string, value: unknown): ValidationFailure {
  return failure("MultipleOf", name, `${name} ${IN} should be a multiple of ${multiple}`, { value });
}

/** A multipleOf of 0 or less: `factor` rendered with Go's `%v`, `value` the factor as the field error shows it. */
export function multipleOfMustBePositive(name: string, factor: string, value: unknown): ValidationFailure {
  return failure(
    "MultipleOfMustBePositive",
    name,
    `factor MultipleOf declared for ${name} must be positive: ${factor}`,
    {
      value,
    },
  );
}

/**
 * `limit` is already rendered with Go's `%v`: an int64 when the value is one and the bound fits the node's type,
 * else a float64.
 */
export function exceedsMaximum(
  name: string,
  limit: string,
  exclusive: boolean,
  value: unknown,
): ValidationFailure {
  const relation = exclusive ? "less than" : "less than or equal to";
  return failure("Max", name, `${name} ${IN} should be ${relation} ${limit}`, { value });
}

/** `limit` is already rendered with Go's `%v`. */
export function exceedsMinimum(
  name: string,
  limit: string,
  exclusive: boolean,
  value: unknown,
): ValidationFailure {
  const relation = exclusive ? "greater than" : "greater than or equal to";
  return failure("Min", name, `${name} ${IN} should be ${relation} ${limit}`, { value });
}

/** uniqueItems broken. */
export function duplicateItems(name: string): ValidationFailure {
  return failure("Unique", name, `${name} ${IN} shouldn't contain duplicates`);
}

/** maxItems broken: the size is the value, the limit `valid`. */
export function tooManyItems(name: string, max: number, size: number): ValidationFailure {
  return failure("MaxItems", name, `${name} ${IN} should have at most ${max} items`, {
    value: size,
    valid: max,
  });
}

/** minItems broken. */
export function tooFewItems(name: string, min: number, size: number): ValidationFailure {
  return failure("MinItems", name, `${name} ${IN} should have at least ${min} items`, {
    value: size,
    valid: min,
  });
}

/** minProperties broken. */
export function tooFewProperties(name: string, min: number, size: number): ValidationFailure {
  return failure("TooFewProperties", name, `${name} ${IN} should have at least ${min} properties`, {
    value: size,
    valid: min,
  });
}

/** maxProperties broken: the size is the value, the limit `valid`. */
export function tooManyProperties(name: string, max: number, size: number): ValidationFailure {
  return failure("TooManyProperties", name, `${name} ${IN} should have at most ${max} properties`, {
    value: size,
    valid: max,
  });
}

/** An unknown key where `additionalProperties: false`; the error is named after the object, not the key. */
export function propertyNotAllowed(name: string, key: string): ValidationFailure {
  return failure("UnallowedProperty", name, `${name}.${key} ${IN} is a forbidden property`, { value: key });
}

function composite(name: string, message: string): CompositeFailure {
  return { kind: "composite", name, message };
}

/** No anyOf branch matched. */
export function mustValidateAtLeastOne(path: string): CompositeFailure {
  return composite(path, `${goQuote(path)} must validate at least one schema (anyOf)`);
}

/** Not exactly one oneOf branch matched. */
export function mustValidateOnlyOne(path: string, detail: string): CompositeFailure {
  return composite(path, `${goQuote(path)} must validate one and only one schema (oneOf). ${detail}`);
}

/** Some allOf branch failed. */
export function mustValidateAll(path: string, detail: string): CompositeFailure {
  return composite(path, `${goQuote(path)} must validate all the schemas (allOf)${detail}`);
}

/** The `not` schema matched. */
export function mustNotValidate(path: string): CompositeFailure {
  return composite(path, `${goQuote(path)} must not validate the schema (not)`);
}

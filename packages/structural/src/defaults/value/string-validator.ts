import { compileGoRegexp, goMatchString, goRegexpError } from "@crdgen/cel";
import { runeCount } from "../../model/json-value.js";
import { failedPattern, invalidType, tooLong, tooShort } from "./messages.js";
import { Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import type { ValueWalk } from "./value-walk.js";

/**
 * maxLength, minLength and pattern (kube-openapi `stringValidator`); only the first failure is reported.
 * Lengths count code points, like utf8.RuneCount.
 */
export function validateString(schema: ValueSchema, at: ValueWalk, data: string): Result | undefined {
  // Counting code points walks the string: only done when a length is limited.
  const length = schema.maxLength === undefined && schema.minLength === undefined ? 0 : runeCount(data);
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    return Result.failure(tooLong(at.text(), schema.maxLength, data));
  }
  if (schema.minLength !== undefined && length < schema.minLength) {
    return Result.failure(tooShort(at.text(), schema.minLength, data));
  }
  if (schema.pattern !== "") {
    const check = (schema.patternCheck ??= { error: goRegexpError(schema.pattern), compiled: undefined });
    if (check.error !== undefined) {
      return Result.failure(
        failedPattern(at.text(), `${schema.pattern}, but pattern is invalid: ${check.error}`, data),
      );
    }
    // Go's regexp.MatchString; the check above made sure the pattern compiles.
    const compiled = (check.compiled ??= compileGoRegexp(schema.pattern));
    if (typeof compiled === "string" || !goMatchString(compiled, data)) {
      return Result.failure(failedPattern(at.text(), schema.pattern, data));
    }
  }
  return undefined;
}

/** Whether kube-openapi's format validator runs for this schema and a string value. */
export function formatApplies(schema: ValueSchema): boolean {
  return schema.formatKnown;
}

/** The `format` check; a failure reads like a type error (`must be of type date-time: "x"`). */
export function validateFormat(schema: ValueSchema, at: ValueWalk, data: string): Result | undefined {
  if (schema.formatCheck === undefined || schema.formatCheck(data)) return undefined;
  return Result.failure(invalidType(at.text(), schema.format, data));
}

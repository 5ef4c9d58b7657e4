import { compileGoRegexp, goMatchString, goRegexpError } from "@crdgen/cel";
import { formatValidates } from "../../../src/defaults/formats/registry.js";
import { runeCount } from "../../../src/model/json-value.js";
import { failedPattern, invalidType, tooLong, tooShort } from "../../../src/defaults/value/messages.js";
import { Result } from "../../../src/defaults/value/result.js";
import type { ValueSchema } from "./schema-view.js";

/**
 * maxLength, minLength and pattern (kube-openapi `stringValidator`); only the first failure is reported.
 * Lengths count code points, like utf8.RuneCount.
 */
export function validateString(schema: ValueSchema, path: string, data: string): Result | undefined {
  // Counting code points walks the string: only done when a length is limited.
  const length = schema.maxLength === undefined && schema.minLength === undefined ? 0 : runeCount(data);
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    return Result.failure(tooLong(path, schema.maxLength, data));
  }
  if (schema.minLength !== undefined && length < schema.minLength) {
    return Result.failure(tooShort(path, schema.minLength, data));
  }
  if (schema.pattern !== "") {
    const compileError = goRegexpError(schema.pattern);
    if (compileError !== undefined) {
      return Result.failure(
        failedPattern(path, `${schema.pattern}, but pattern is invalid: ${compileError}`, data),
      );
    }
    const compiled = compileGoRegexp(schema.pattern);
    if (typeof compiled === "string" || !goMatchString(compiled, data)) {
      return Result.failure(failedPattern(path, schema.pattern, data));
    }
  }
  return undefined;
}

/** Whether kube-openapi's format validator runs for this schema and a string value. */
export function formatApplies(schema: ValueSchema): boolean {
  return schema.formatKnown;
}

/** The `format` check; a failure reads like a type error (`must be of type date-time: "x"`). */
export function validateFormat(schema: ValueSchema, path: string, data: string): Result | undefined {
  if (formatValidates(schema.format, data)) return undefined;
  return Result.failure(invalidType(path, schema.format, data));
}

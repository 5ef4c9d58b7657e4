/**
 * The pieces of apiextensions `Validator` (pkg/apiserver/schema/cel/validation.go) around a rule's evaluation:
 * where a failed rule reports, the error its reason asks for, and which old item a map list correlates.
 */
import type { ErrorOrigin, FieldError, FieldErrorFactory } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps, ValidationRule } from "../../model/schema-types.js";
import { validFieldPath } from "./valid-field-path.js";

/**
 * The path a failed rule reports at: the node's, or below it along the rule's `fieldPath` normalized by
 * `ValidFieldPath` against the node's schema (compileRule's `NormalizedRuleFieldPath`); a path that does not
 * resolve is dropped, and the error is reported at the node.
 */
export function withRuleFieldPath(path: FieldPath, rule: ValidationRule, node: JSONSchemaProps): FieldPath {
  const fieldPath = rule.fieldPath ?? "";
  if (fieldPath === "") return path;
  const normalized = validFieldPath(fieldPath, node);
  return "path" in normalized ? path.child(normalized.path) : path;
}

/**
 * `fieldErrorForReason` for a failed rule: the bad value is the value the rule judged, except that objects and
 * arrays omit it (`field.OmitValueType`; apiextensions-apiserver 51853851, "Omit value type from validation
 * rule failures").
 */
export function ruleError(
  errors: FieldErrorFactory,
  origin: ErrorOrigin,
  path: FieldPath,
  type: string,
  value: unknown,
  detail: string,
  rule: ValidationRule,
): FieldError {
  const omitted = type === "object" || type === "array";
  switch (rule.reason) {
    case "FieldValueForbidden":
      return errors.forbidden(path, detail);
    case "FieldValueRequired":
      return errors.required(path, detail);
    case "FieldValueDuplicate":
      return omitted
        ? { type: "FieldValueDuplicate", field: String(path), detail: "", origin }
        : errors.duplicate(path, value);
    default:
      if (omitted) return { type: "FieldValueInvalid", field: String(path), detail, origin };
      return errors.invalid(path, value, detail);
  }
}

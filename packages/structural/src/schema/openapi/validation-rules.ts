import { goStringsTrimSpace } from "@crdgen/cel";
import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { conversionError } from "../structural/conversion.js";
import { goMarshalled } from "../../model/go-value.js";
import { schemaError } from "./errors.js";
import { fieldPathError } from "./field-path-syntax.js";

const supportedReasons = [
  "FieldValueDuplicate",
  "FieldValueForbidden",
  "FieldValueInvalid",
  "FieldValueRequired",
];

const hasNewlines = (text: string): boolean => /[\n\r]/.test(text);

/**
 * D9: the shape of each `x-kubernetes-validations` entry. Compiling the CEL rules (D10–D14) is a later step
 * (schema/cel/validate-cel.ts), which needs the whole schema to be structural.
 */
// The message and fieldPath details lost their "message " / "fieldPath " prefixes in 1.34 (validation.go:1239-1258
// at 1aa2717); "rule is not specified" and the two Required details still have theirs.
export function validateRuleShapes(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  const rules = node["x-kubernetes-validations"];
  if (rules == null) return;
  rules.forEach((rule, i) => {
    const rulePath = path.child("x-kubernetes-validations").index(i);
    const text = rule.rule ?? "";
    const message = rule.message ?? "";
    const trimmedRule = goStringsTrimSpace(text);
    const trimmedMessage = goStringsTrimSpace(message);
    if (trimmedRule === "") {
      out.push(schemaError.required(rulePath.child("rule"), "rule is not specified"));
    } else if (message !== "" && trimmedMessage === "") {
      out.push(schemaError.invalid(rulePath.child("message"), message, "must be non-empty if specified"));
    } else if (hasNewlines(trimmedMessage)) {
      out.push(schemaError.invalid(rulePath.child("message"), message, "must not contain line breaks"));
    } else if (hasNewlines(trimmedRule) && trimmedMessage === "") {
      out.push(
        schemaError.required(
          rulePath.child("message"),
          "message must be specified if rule contains line breaks",
        ),
      );
    }
    const messageExpression = rule.messageExpression ?? "";
    if (messageExpression !== "" && goStringsTrimSpace(messageExpression) === "") {
      out.push(
        schemaError.required(
          rulePath.child("messageExpression"),
          "messageExpression must be non-empty if specified",
        ),
      );
    }
    if (rule.reason != null && !supportedReasons.includes(rule.reason)) {
      // A FieldValueErrorReason value (validation.go:1249), which prints as JSON.
      out.push(
        schemaError.notSupported(rulePath.child("reason"), goMarshalled(rule.reason), supportedReasons),
      );
    }
    validateRuleFieldPath(node, rule.fieldPath ?? "", rulePath.child("fieldPath"), out);
  });
}

function validateRuleFieldPath(
  node: JSONSchemaProps,
  fieldPath: string,
  path: FieldPath,
  out: FieldError[],
): void {
  if (fieldPath !== "" && goStringsTrimSpace(fieldPath) === "") {
    out.push(schemaError.invalid(path, fieldPath, "must be non-empty if specified"));
  }
  if (hasNewlines(fieldPath)) {
    out.push(schemaError.invalid(path, fieldPath, "must not contain line breaks"));
  }
  // Upstream accepts any path on a node that does not convert to the structural model. Converting walks
  // the whole subtree, so it is asked only about paths that are invalid.
  if (
    fieldPath !== "" &&
    fieldPathError(fieldPath, node) !== undefined &&
    conversionError(node) === undefined
  ) {
    out.push(schemaError.invalid(path, fieldPath, "must be a valid path"));
  }
}

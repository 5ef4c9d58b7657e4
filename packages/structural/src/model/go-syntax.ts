import type { ValidationRule } from "./schema-types.js";
import { GoSyntax, goQuote } from "./go-value.js";

/**
 * The address Go's `%#v` prints for a non-nil pointer field. Go prints the real heap address
 * (`(*bool)(0xc000a1b2c8)`), which differs on every request; crdgen prints this fixed one instead so that its
 * output is byte-for-byte stable. Only the address differs from the server's text.
 */
const stablePointerAddress = "0xc000000000";

function pointer(goType: string, present: boolean): string {
  return `(${goType})(${present ? stablePointerAddress : "nil"})`;
}

/**
 * `%#v` of apiextensions' internal `ValidationRule`, the bad value of the API server's CEL compilation errors
 * (`field.Invalid(…, schema.XValidations[i], …)`): fields in declaration order, strings quoted as Go does, the
 * pointer fields (`Reason`, `OptionalOldSelf`) as `nil` or {@link stablePointerAddress}.
 */
export function validationRuleGoSyntax(rule: ValidationRule): GoSyntax {
  const fields = [
    `Rule:${goQuote(rule.rule ?? "")}`,
    `Message:${goQuote(rule.message ?? "")}`,
    `MessageExpression:${goQuote(rule.messageExpression ?? "")}`,
    `Reason:${pointer("*apiextensions.FieldValueErrorReason", rule.reason != null)}`,
    `FieldPath:${goQuote(rule.fieldPath ?? "")}`,
    `OptionalOldSelf:${pointer("*bool", rule.optionalOldSelf != null)}`,
  ];
  return new GoSyntax(`apiextensions.ValidationRule{${fields.join(", ")}}`);
}

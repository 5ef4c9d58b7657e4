import { describe, expect, it } from "vitest";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps, ValidationRule } from "../../src/model/schema-types.js";
import { createOptions } from "../../src/schema/options.js";
import { validateOpenAPISchema } from "../../src/schema/validate-schema.js";

const root = FieldPath.root("spec.validation.openAPIV3Schema");

function check(property: JSONSchemaProps): string[] {
  return validateOpenAPISchema(
    { type: "object", properties: { f: property } },
    root,
    createOptions(false),
  ).map(errorString);
}

const at = "spec.validation.openAPIV3Schema.properties[f].default";
const string = (value: string, ...rules: ValidationRule[]): JSONSchemaProps => ({
  type: "string",
  maxLength: 10,
  default: value,
  "x-kubernetes-validations": rules,
});

describe("C9: defaults satisfy the CEL rules", () => {
  it("reports a failed rule with the value it judged", () => {
    expect(check(string("a", { rule: "self.startsWith('kube')" }))).toEqual([
      `${at}: Invalid value: "a": failed rule: self.startsWith('kube')`,
    ]);
  });

  it("uses the rule's message, its messageExpression and its reason", () => {
    expect(check(string("a", { rule: "self == 'b'", message: " must be b " }))).toEqual([
      `${at}: Invalid value: "a": must be b`,
    ]);
    expect(check(string("a", { rule: "self == 'b'", messageExpression: "'got ' + self" }))).toEqual([
      `${at}: Invalid value: "a": got a`,
    ]);
    expect(check(string("a", { rule: "self == 'b'", reason: "FieldValueForbidden" }))).toEqual([
      `${at}: Forbidden: failed rule: self == 'b'`,
    ]);
  });

  it("omits the value of objects and follows the rules below the default", () => {
    const errors = check({
      type: "object",
      default: { a: 2, b: { c: "x" } },
      properties: {
        a: { type: "integer", "x-kubernetes-validations": [{ rule: "self < 1" }] },
        b: {
          type: "object",
          properties: { c: { type: "string", maxLength: 1 } },
          "x-kubernetes-validations": [{ rule: "self.c == 'y'" }],
        },
      },
    });
    expect(errors).toEqual([
      `${at}.a: Invalid value: 2: failed rule: self < 1`,
      `${at}.b: Invalid value: failed rule: self.c == 'y'`,
    ]);
  });

  it("evaluates as a create too: optionalOldSelf is then absent", () => {
    expect(check(string("a", { rule: "oldSelf.hasValue()", optionalOldSelf: true }))).toEqual([
      `${at}: Invalid value: "a": failed rule: oldSelf.hasValue()`,
    ]);
    expect(check(string("a", { rule: "self == oldSelf" }))).toEqual([]);
  });

  // The server evaluates defaults in the CRD environment, Kubernetes libraries included
  // (defaulting/validation.go:93-95, v0.35.0); answers checked against the server's create path (crdcheck).
  it("evaluates rules calling the Kubernetes libraries", () => {
    expect(check(string("1Gi", { rule: "quantity(self).isLessThan(quantity('1Mi'))" }))).toEqual([
      `${at}: Invalid value: "1Gi": failed rule: quantity(self).isLessThan(quantity('1Mi'))`,
    ]);
    expect(check(string("1Mi", { rule: "quantity(self).isLessThan(quantity('1Gi'))" }))).toEqual([]);
  });
});

// validation_test.go TestCELValidationLimit and TestCELMaxRecursionDepth (apiextensions-apiserver 1aa2717a), all
// cases; the loops are the Go tests'. TestCELValidationContextCancellation is not transcribed: crdgen evaluates
// rules synchronously with no context to cancel (cel-go's "operation interrupted" has no counterpart).
import { describe, expect, it } from "vitest";
import { errorString } from "../../src/model/field-error.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import {
  booleanType,
  celconfig,
  integerType,
  math,
  objs,
  schemas,
  toProps,
  withRule,
} from "./upstream/go-helpers.js";
import { goValidate } from "./upstream/go-validator.js";

describe("validation_test.go TestCELValidationLimit", () => {
  const obj = objs(math.MaxInt64);
  const schema = schemas(integerType);
  for (const validRule of ["self.val1 > 0"]) {
    it(`test limit/${validRule}`, () => {
      const s = toProps(withRule(schema, validRule));
      // validator(&s, &s, false, …, PerCallLimit).Validate(…, budget 0): the budget error, once.
      const spent = goValidate(s, false, obj, undefined, 0);
      expect(spent.errors.map(errorString)).toEqual([
        'root: Invalid value: "object": validation failed due to running out of cost budget, no further validation rules will be run',
      ]);
      expect(spent.errors[0]?.type).toBe("FieldValueInvalid");
      // NewValidator(&s, true, 0).Validate(…, RuntimeCELCostBudget): the per-call limit error.
      const limited = goValidate(s, true, obj, undefined, celconfig.RuntimeCELCostBudget, 0);
      const found = limited.errors.some(
        (e) =>
          e.type === "FieldValueInvalid" &&
          errorString(e).includes(
            "no further validation rules will be run due to call cost exceeds limit for rule",
          ),
      );
      expect(found).toBe(true);
    });
  }
});

// "This is the most recursive operations we expect to be able to include in an expression."
const maxValidDepth = 250;

describe("validation_test.go TestCELMaxRecursionDepth", () => {
  const obj = objs(true);
  const schema = schemas(booleanType);
  const valid = ["self.val1 == ".repeat(maxValidDepth - 1) + "self.val1"];
  const errors: Record<string, string> = {
    ["self.val1 == ".repeat(maxValidDepth) + "self.val1"]: "max recursion depth exceeded",
  };
  for (const rule of valid) {
    it(`valid: ${rule.slice(0, 40)}… (${maxValidDepth - 1} ==)`, () => {
      const result = goValidate(
        toProps(withRule(schema, rule)),
        false,
        obj,
        undefined,
        celconfig.RuntimeCELCostBudget,
      );
      expect(result.errors.map(errorString)).toEqual([]);
    });
  }
  for (const [rule, expectErrToContain] of Object.entries(errors)) {
    it(`error: ${rule.slice(0, 40)}… (${maxValidDepth} ==)`, () => {
      // NewValidator(&s, true, PerCallLimit)
      const result = goValidate(
        toProps(withRule(schema, rule)),
        true,
        obj,
        undefined,
        celconfig.RuntimeCELCostBudget,
      );
      expect(result.errors.length).toBeGreaterThan(0);
      for (const error of result.errors) {
        expect(error.type).toBe("FieldValueInvalid");
        expect(errorString(error)).toContain(expectErrToContain);
      }
    });
  }
});

// Not transcribed: ruleErrorString and ruleMessageOrDefault (validation.go) trim with strings.TrimSpace, which
// removes U+0085 and keeps U+FEFF (JavaScript's trim does the opposite).
describe("rule texts trimmed as strings.TrimSpace", () => {
  const schema = (rule: string): JSONSchemaProps => ({
    type: "object",
    properties: { val1: { type: "integer" } },
    "x-kubernetes-validations": [{ rule, message: "\u0085 msg\uFEFF" }],
  });
  it("in the call-cost-exceeded error", () => {
    const limited = goValidate(schema("self.val1 > 0"), false, { val1: 1 }, undefined, 10_000_000, 0);
    expect(limited.errors.map(errorString)).toEqual([
      `root: Invalid value: "object": 'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: msg\uFEFF`,
    ]);
  });
  it("in a failed rule's message", () => {
    const failed = goValidate(schema("self.val1 < 0"), false, { val1: 1 }, undefined, 10_000_000);
    expect(failed.errors.map(errorString)).toEqual([`root: Invalid value: msg\uFEFF`]);
  });
});

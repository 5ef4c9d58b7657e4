// validation_test.go TestMessageExpression (apiextensions-apiserver 1aa2717a), all 12 cases, transcribed by
// upstream/go-table-to-ts.mjs; the loop below is the Go test's. klog's output is the validator's
// `messageExpressionFailures` (what the server logs at V(2) when a messageExpression gives no message).
import { describe, expect, it } from "vitest";
import { errorString } from "../../src/model/field-error.js";
import {
  type GoSchema,
  celconfig,
  objectType,
  stringType,
  toProps,
  withRuleAndMessageExpression,
  withRuleMessageAndMessageExpression,
} from "./upstream/go-helpers.js";
import { goValidate } from "./upstream/go-validator.js";
import { TestMessageExpression } from "./upstream/validation-tables.js";

interface MessageExpressionCase {
  readonly name: string;
  readonly costBudget: number;
  readonly perCallLimit?: number;
  readonly message?: string;
  readonly messageExpression: string;
  readonly expectedLogErr?: string;
  readonly expectedValidationErr?: string;
  readonly expectedRemainingBudget?: number;
}

describe("validation_test.go TestMessageExpression", () => {
  for (const tt of TestMessageExpression as unknown as readonly MessageExpressionCase[]) {
    it(tt.name, () => {
      const object = objectType({ str: stringType });
      const s: GoSchema =
        tt.message !== undefined && tt.message !== ""
          ? withRuleMessageAndMessageExpression(object, "false", tt.message, tt.messageExpression)
          : withRuleAndMessageExpression(object, "false", tt.messageExpression);
      const obj = { str: "a string" };
      const callLimit = tt.perCallLimit ?? celconfig.PerCallLimit;
      // NewValidator(&s, false, callLimit).Validate(ctx, field.NewPath("root"), &s, obj, nil, tt.costBudget)
      const result = goValidate(toProps(s), false, obj, undefined, tt.costBudget, callLimit);
      expect(result.errors).toHaveLength(1);
      const log = result.log.join("\n");
      if (tt.expectedLogErr !== undefined) expect(log).toContain(tt.expectedLogErr);
      else expect(log).toBe("");
      const [error] = result.errors;
      if (tt.expectedValidationErr !== undefined && error !== undefined) {
        expect(errorString(error)).toContain(tt.expectedValidationErr);
      }
      if (tt.expectedRemainingBudget !== undefined && tt.expectedRemainingBudget !== 0) {
        expect(result.remainingBudget).toBe(BigInt(tt.expectedRemainingBudget));
      }
    });
  }
});

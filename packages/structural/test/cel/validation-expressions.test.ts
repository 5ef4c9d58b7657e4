// validation_test.go TestValidationExpressions (apiextensions-apiserver 1aa2717a), every case and rule,
// transcribed by upstream/go-table-to-ts.mjs; the loop below is the Go test's.
import { describe, expect, it } from "vitest";
import { errorString } from "../../src/model/field-error.js";
import { type GoSchema, celconfig, toProps, withRule } from "./upstream/go-helpers.js";
import { goValidate } from "./upstream/go-validator.js";
import { TestValidationExpressions } from "./upstream/validation-tables.js";

// Rules upstream accepts that crdgen does not (yet): the reason is in SOURCES.md.
const knownFailures = new Map<string, string>([]);

interface ExpressionsCase {
  readonly name: string;
  readonly schema: GoSchema;
  readonly obj?: unknown;
  readonly oldObj?: unknown;
  readonly valid?: readonly string[];
  readonly errors?: Readonly<Record<string, string>>;
  readonly costBudget?: number;
  readonly isRoot?: boolean;
  readonly expectSkipped?: boolean;
  readonly expectedCost?: number;
}

const testName = (rule: string): string => (rule.length > 127 ? rule.slice(0, 127) : rule);
const test = (name: string) => (knownFailures.has(name) ? it.fails : it);

describe("validation_test.go TestValidationExpressions", () => {
  for (const c of TestValidationExpressions as unknown as readonly ExpressionsCase[]) {
    describe(c.name, () => {
      const costBudget = c.costBudget ?? celconfig.RuntimeCELCostBudget;
      for (const rule of c.valid ?? []) {
        test(`${c.name}/${testName(rule)}`)(testName(rule), () => {
          const s = toProps(withRule(c.schema, rule));
          const result = goValidate(s, c.isRoot ?? false, c.obj, c.oldObj, costBudget);
          expect(result.errors.map(errorString)).toEqual([]);
          if (c.expectedCost !== undefined) {
            expect(BigInt(costBudget) - result.remainingBudget).toBe(BigInt(c.expectedCost));
          } else if (c.expectSkipped === true) {
            expect(result.remainingBudget).toBe(BigInt(costBudget));
          }
        });
      }
      for (const [rule, expectErrToContain] of Object.entries(c.errors ?? {})) {
        test(`${c.name}/${testName(rule)}`)(testName(rule), () => {
          const s = toProps(withRule(c.schema, rule));
          // Upstream's error cases use NewValidator(&s, true, …): a resource root.
          const result = goValidate(s, true, c.obj, c.oldObj, costBudget);
          expect(result.errors.length).toBeGreaterThan(0);
          for (const error of result.errors) {
            expect(error.type).toBe("FieldValueInvalid");
            expect(errorString(error)).toContain(expectErrToContain);
          }
        });
      }
    });
  }
});

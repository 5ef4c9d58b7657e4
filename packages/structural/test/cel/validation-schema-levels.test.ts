// validation_test.go TestValidationExpressionsAtSchemaLevels and TestReasonAndFldPath (apiextensions-apiserver
// 1aa2717a), transcribed by upstream/go-table-to-ts.mjs; the loops below are the Go tests'.
import { describe, expect, it } from "vitest";
import { errorString } from "../../src/model/field-error.js";
import { type GoSchema, celconfig, toProps } from "./upstream/go-helpers.js";
import { goValidate } from "./upstream/go-validator.js";
import {
  TestReasonAndFldPath,
  TestValidationExpressionsAtSchemaLevels,
} from "./upstream/validation-tables.js";

// Cases upstream passes that crdgen does not (yet): the reason is in SOURCES.md.
const knownFailures = new Map<string, string>();
const test = (name: string) => (knownFailures.has(name) ? it.fails : it);

interface SchemaLevelsCase {
  readonly name: string;
  readonly schema: GoSchema;
  readonly obj?: unknown;
  readonly oldObj?: unknown;
  readonly errors?: readonly string[];
}

describe("validation_test.go TestValidationExpressionsAtSchemaLevels", () => {
  for (const c of TestValidationExpressionsAtSchemaLevels as unknown as readonly SchemaLevelsCase[]) {
    test(c.name)(c.name, () => {
      // validator(s, s, true, SchemaDeclType(s, true), PerCallLimit).Validate(…, math.MaxInt)
      const result = goValidate(toProps(c.schema), true, c.obj, c.oldObj, 2n ** 63n - 1n);
      const unmatched = new Set(c.errors ?? []);
      for (const error of result.errors) {
        expect(error.type).toBe("FieldValueInvalid");
        const text = errorString(error);
        const expected = [...unmatched].find((e) => text.includes(e));
        expect(expected, `unexpected error: ${text}`).toBeDefined();
        if (expected !== undefined) unmatched.delete(expected);
      }
      expect([...unmatched]).toEqual([]);
    });
  }
});

interface ReasonCase {
  readonly name: string;
  readonly schema: GoSchema;
  readonly obj?: unknown;
  readonly errors: readonly { readonly Type: string; readonly Field: string }[];
}

describe("validation_test.go TestReasonAndFldPath", () => {
  for (const c of TestReasonAndFldPath as unknown as readonly ReasonCase[]) {
    test(c.name)(c.name, () => {
      const result = goValidate(toProps(c.schema), true, c.obj, undefined, celconfig.RuntimeCELCostBudget);
      // require.ElementsMatch on the errors with Detail and BadValue cleared.
      const found = result.errors.map((e) => ({ Type: e.type, Field: e.field })).sort(byTypeAndField);
      expect(found).toEqual([...c.errors].sort(byTypeAndField));
    });
  }
});

function byTypeAndField(a: { Type: string; Field: string }, b: { Type: string; Field: string }): number {
  return `${a.Type} ${a.Field}`.localeCompare(`${b.Type} ${b.Field}`);
}

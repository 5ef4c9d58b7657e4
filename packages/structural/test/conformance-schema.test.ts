import { describe, expect, it } from "vitest";
import { FieldPath } from "../src/model/path.js";
import type { JSONSchemaProps } from "../src/model/schema-types.js";
import { fieldPathError } from "../src/schema/openapi/field-path-syntax.js";
import type { CelValidationOptions, SchemaValidationOptions } from "../src/schema/options.js";
import { conversionError } from "../src/schema/structural/conversion.js";
import { validateCompleteness } from "../src/schema/structural/completeness.js";
import { structuralError } from "../src/schema/structural/errors.js";
import { validateStructuralRules } from "../src/schema/structural/validate-structural.js";
import { validateOpenAPISchema } from "../src/schema/validate-schema.js";
import type { FieldError } from "../src/model/field-error.js";
import type { ConformanceCase } from "./support/conformance.js";
import { conformanceCases, expectConformance } from "./support/conformance.js";

function optionsOf(testCase: ConformanceCase): SchemaValidationOptions {
  const opts = testCase.context.opts ?? {};
  return {
    allowDefaults: opts.allowDefaults === true,
    requireValidPropertyType: opts.requireValidPropertyType === true,
    requireStructuralSchema: opts.requireStructuralSchema === true,
    requirePrunedDefaults: opts.requirePrunedDefaults === true,
    requireAtomicSetType: opts.requireAtomicSetType === true,
    requireMapListKeysMapSetValidation: opts.requireMapListKeysMapSetValidation === true,
    statusEnabled: testCase.context.statusEnabled === true,
    cel: celOptionsOf(testCase),
  };
}

/** The upstream test's `environment.MustBaseEnvSet(version)`, when it names one. */
function celOptionsOf(testCase: ConformanceCase): CelValidationOptions {
  const version = testCase.context.celEnvironmentCompatibilityVersion;
  return version === undefined ? {} : { compatibilityVersion: version };
}

const schemaOf = (testCase: ConformanceCase): JSONSchemaProps => testCase.schema as JSONSchemaProps;
const prefixOf = (testCase: ConformanceCase): FieldPath => FieldPath.root(testCase.context.pathPrefix ?? "");

function runEach(cases: ConformanceCase[], run: (testCase: ConformanceCase) => readonly FieldError[]): void {
  for (const testCase of cases) {
    it(testCase.name, () => {
      expectConformance(testCase, run(testCase));
    });
  }
}

describe("conformance: validateCustomResourceDefinitionValidation", () => {
  runEach(conformanceCases("validateCustomResourceDefinitionValidation"), (c) =>
    validateOpenAPISchema(schemaOf(c), prefixOf(c), optionsOf(c)),
  );
});

describe("conformance: NonStructuralSchema condition (ValidateStructural only)", () => {
  runEach(conformanceCases("NonStructuralSchema condition (ValidateStructural only)"), (c) => {
    const unconvertible = conversionError(schemaOf(c));
    if (unconvertible !== undefined) return [structuralError.invalid(prefixOf(c), "", unconvertible)];
    return validateStructuralRules(schemaOf(c), prefixOf(c));
  });
});

describe("conformance: validateStructuralCompleteness", () => {
  runEach(conformanceCases("validateStructuralCompleteness"), (c) => {
    const out: FieldError[] = [];
    validateCompleteness(schemaOf(c), prefixOf(c), out);
    return out;
  });
});

describe("conformance: cel.ValidFieldPath", () => {
  for (const testCase of conformanceCases("cel.ValidFieldPath")) {
    it(testCase.name, () => {
      const error = fieldPathError(testCase.context.fieldPath ?? "", schemaOf(testCase));
      const expected = testCase.expectErrors[0];
      if (expected === undefined) expect(error).toBeUndefined();
      else expect(error).toContain(expected.detailContains ?? "");
    });
  }
});

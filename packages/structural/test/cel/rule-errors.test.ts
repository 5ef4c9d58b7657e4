import { describe, expect, it } from "vitest";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps, ValidationRule } from "../../src/model/schema-types.js";
import { type CelValidationOptions, createOptions } from "../../src/schema/options.js";
import { validateOpenAPISchema } from "../../src/schema/validate-schema.js";
import { validateSchema } from "../../src/schema/public.js";

const root = FieldPath.root("spec.validation.openAPIV3Schema");

function check(schema: JSONSchemaProps, cel: CelValidationOptions = {}): string[] {
  return validateOpenAPISchema(schema, root, { ...createOptions(false), cel }).map(errorString);
}

const withRules = (type: string, ...rules: ValidationRule[]): JSONSchemaProps => ({
  type: "object",
  properties: { f: { type, "x-kubernetes-validations": rules } },
});

const f = "spec.validation.openAPIV3Schema.properties[f]";

describe("D11: rules and messageExpressions compile", () => {
  // The bad value is the internal ValidationRule (validation.go:1294 at 1aa2717), which apimachinery's ErrorBody
  // (errors.go, kubernetes-1.35.0) prints with encoding/json: Go field names, no json tags on internal types.
  it("reports cel-go's issues with the rule as encoding/json prints the internal rule", () => {
    expect(check(withRules("string", { rule: "self == true", message: "m" }))).toEqual([
      `${f}.x-kubernetes-validations[0].rule: Invalid value: {"Rule":"self == true","Message":"m",` +
        `"MessageExpression":"","Reason":null,"FieldPath":"","OptionalOldSelf":null}: compilation failed: ` +
        `ERROR: <input>:1:6: found no matching overload for '_==_' applied to '(string, bool)'\n | self == true\n | .....^`,
    ]);
  });

  it("prints set pointer fields by their values", () => {
    const errors = check(
      withRules("string", { rule: "1", reason: "FieldValueForbidden", optionalOldSelf: false }),
    );
    expect(errors[0]).toContain(
      `"Reason":"FieldValueForbidden","FieldPath":"","OptionalOldSelf":false}: cel expression must evaluate to a bool`,
    );
  });

  it("checks the messageExpression's type", () => {
    expect(check(withRules("string", { rule: "true", messageExpression: "1", message: "<&>" }))).toEqual([
      `${f}.x-kubernetes-validations[0].messageExpression: Invalid value: {"Rule":"true","Message":"\\u003c\\u0026\\u003e",` +
        `"MessageExpression":"1","Reason":null,"FieldPath":"","OptionalOldSelf":null}: ` +
        `messageExpression must evaluate to a string`,
    ]);
  });

  it("compiles in the environment of the compatibility version asked for", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { if: { type: "integer" } },
      "x-kubernetes-validations": [{ rule: "self.if > 0" }],
    };
    expect(check(schema)).toEqual([]);
    expect(check(schema, { compatibilityVersion: "1.30" })[0]).toContain("undefined field 'if'");
  });

  it("skips a node's rules when the schema has an error at or below it, not elsewhere", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        a: {
          type: "object",
          "x-kubernetes-validations": [{ rule: "1" }],
          properties: { b: { type: "string", "x-kubernetes-map-type": "atomic" } },
        },
        c: { type: "string", "x-kubernetes-validations": [{ rule: "1" }] },
      },
    };
    const errors = check(schema);
    expect(errors.some((e) => e.includes("properties[a].x-kubernetes-validations"))).toBe(false);
    expect(errors.some((e) => e.includes("properties[c].x-kubernetes-validations[0].rule"))).toBe(true);
  });
});

describe("D12: costs", () => {
  it("holds a rule's cost times its cardinality to the per-expression limit", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        list: {
          type: "array",
          items: {
            type: "array",
            items: { type: "string" },
            "x-kubernetes-validations": [{ rule: "self.all(x, self.all(y, x == y))" }],
          },
        },
      },
    };
    expect(check(schema)[0]).toBe(
      "spec.validation.openAPIV3Schema.properties[list].items.x-kubernetes-validations[0].rule: Forbidden: " +
        "estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding " +
        "maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)",
    );
  });
});

describe("D12: two-variable comprehensions as cel-go sizes them", () => {
  it("refuses k.matches over self.spec.labels.all(k, v, …): k is sized as the unbounded values", () => {
    // cel-go checker/cost.go pushIterKey and pushIterValue append @keys and @values to the same three-element
    // path, whose backing array has room for four: the key's path ends in @values (see GoSlicePath).
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: { labels: { type: "object", additionalProperties: { type: "string" } } },
        },
      },
      "x-kubernetes-validations": [
        { rule: "self.spec.labels.all(k, v, k.matches('^[a-z]+$'))" },
        { rule: "self.spec.labels.all(k, k.matches('^[a-z]+$'))" },
      ],
    };
    expect(check(schema).filter((e) => e.includes(".rule: Forbidden: estimated rule cost"))).toEqual([
      "spec.validation.openAPIV3Schema.x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds " +
        "budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and " +
        "maxLength where arrays, maps, and strings are declared)",
    ]);
  });
});

describe("D13/D14: oldSelf", () => {
  it("forbids oldSelf under a list that is not a map, naming the highest such ancestor", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        l: {
          type: "array",
          maxItems: 1,
          items: { type: "string", maxLength: 1, "x-kubernetes-validations": [{ rule: "self == oldSelf" }] },
        },
      },
    };
    expect(check(schema)).toEqual([
      'spec.validation.openAPIV3Schema.properties[l].items.x-kubernetes-validations[0].rule: Invalid value: "self == oldSelf": ' +
        "oldSelf cannot be used on the uncorrelatable portion of the schema within spec.validation.openAPIV3Schema.properties[l]",
    ]);
  });

  it("counts .oldSelf naming a comprehension variable as oldSelf (cel-go v0.26.0 LookupIdent)", () => {
    // The reference is the local `oldSelf` (checker/env.go:134-166), compilation.go:229-234 matches its name.
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        l: {
          type: "array",
          maxItems: 1,
          items: {
            type: "integer",
            "x-kubernetes-validations": [{ rule: "[1].all(oldSelf, .oldSelf == 1)" }],
          },
        },
      },
    };
    expect(check(schema)).toEqual([
      'spec.validation.openAPIV3Schema.properties[l].items.x-kubernetes-validations[0].rule: Invalid value: "[1].all(oldSelf, .oldSelf == 1)": ' +
        "oldSelf cannot be used on the uncorrelatable portion of the schema within spec.validation.openAPIV3Schema.properties[l]",
    ]);
  });

  it("forbids optionalOldSelf on a rule without oldSelf", () => {
    expect(check(withRules("string", { rule: "self == 'a'", optionalOldSelf: true }))).toEqual([
      `${f}.x-kubernetes-validations[0].optionalOldSelf: Invalid value: true: may not be set if oldSelf is not used in rule`,
    ]);
  });
});

describe("rules inside allOf", () => {
  // The API server forbids them (schema/validation.go: AllowNestedXValidations is false outside its tests), and
  // ValidateCustomResourceDefinitionOpenAPISchema walks allOf branches with a nil CEL context: their rules get
  // the schema checks (rule, message, fieldPath, …) but are never compiled or costed.
  it("are not structural, and are checked like any rule but not compiled", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        a: {
          type: "object",
          properties: { b: { type: "string" } },
          allOf: [
            {
              "x-kubernetes-validations": [
                { rule: "self.nope == 1 +" },
                { rule: " " },
                { rule: "true", fieldPath: ".c" },
              ],
            },
          ],
        },
      },
    };
    const at = "spec.validation.openAPIV3Schema.properties[a].allOf[0].x-kubernetes-validations";
    expect(check(schema)).toEqual([
      `${at}: Forbidden: must be empty to be structural`,
      `${at}[1].rule: Required value: rule is not specified`,
      `${at}[2].fieldPath: Invalid value: ".c": must be a valid path`,
    ]);
  });
});

describe("validateSchema's cel option", () => {
  it("selects the compatibility version", () => {
    const schema = {
      type: "object",
      properties: { if: { type: "integer" } },
      "x-kubernetes-validations": [{ rule: "self.if > 0" }],
    };
    expect(validateSchema(schema)).toEqual([]);
    expect(validateSchema(schema, { cel: { compatibilityVersion: "1.30" } }).map(errorString)[0]).toContain(
      "undefined field 'if'",
    );
  });
});

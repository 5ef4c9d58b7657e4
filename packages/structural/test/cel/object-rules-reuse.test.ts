import { ProgramPlans, RuleCompiler, kubernetesOverloads, standardOverloads } from "@crdgen/cel";
import { describe, expect, it } from "vitest";
import { type JSONSchemaProps, ObjectRulesValidator, validateObjectRules } from "../../src/index.js";

const schemaWith = (rule: string | undefined): JSONSchemaProps => ({
  type: "object",
  properties: {
    spec: {
      type: "object",
      properties: {
        size: { type: "integer", ...(rule === undefined ? {} : { "x-kubernetes-validations": [{ rule }] }) },
      },
    },
  },
});

const details = (errors: readonly { detail: string }[]): string[] => errors.map((e) => e.detail);

describe("an ObjectRulesValidator kept for many objects", () => {
  it("gives each object what a validator of its own gives", () => {
    const schema = schemaWith("self < 10");
    const shared = new ObjectRulesValidator(schema);
    const objects = [{ spec: { size: 20 } }, { spec: {} }, { spec: { size: 3 } }, { spec: { size: 11 } }];
    for (const object of objects) {
      expect(details(shared.validate(object).errors)).toEqual(
        details(validateObjectRules(schema, object).errors),
      );
    }
    expect(details(shared.validate({ spec: { size: 20 } }).errors)).toHaveLength(1);
  });

  it("names the functions without a runtime for every object, not only the first", () => {
    // The authorizer library has no runtime; `dyn(self)` lets its member function type-check on an integer.
    const shared = new ObjectRulesValidator(schemaWith("dyn(self).allowed() || self < 10"));
    for (const size of [20, 3, 20]) {
      const result = shared.validate({ spec: { size } });
      expect(result.unevaluatedFunctions).toEqual(["allowed"]);
      expect(result.errors).toEqual([]);
    }
    // An object that does not reach the rule's node evaluates nothing, and names nothing.
    expect(shared.validate({ spec: {} }).unevaluatedFunctions).toEqual([]);
  });

  it("does not carry what it learnt of a schema over to a changed one", () => {
    const schema = schemaWith(undefined);
    expect(validateObjectRules(schema, { spec: { size: 20 } }).errors).toEqual([]);
    // A caller edits its schema between calls: a rule appears below a node that had none.
    const size = schema.properties?.spec?.properties?.size;
    if (size === undefined) throw new Error("no size");
    size["x-kubernetes-validations"] = [{ rule: "self < 10" }];
    expect(validateObjectRules(schema, { spec: { size: 20 } }).errors).toHaveLength(1);
    expect(new ObjectRulesValidator(schema).validate({ spec: { size: 20 } }).errors).toHaveLength(1);
  });

  it("shares a compiler's compilations with the validators of other schemas of the same shape", () => {
    const compiler = new RuleCompiler();
    // Two served versions with the same schema: the second validator compiles nothing.
    const v1 = new ObjectRulesValidator(schemaWith("self < 10"), {}, compiler);
    const v2 = new ObjectRulesValidator(schemaWith("self < 10"), {}, compiler);
    expect(details(v1.validate({ spec: { size: 20 } }).errors)).toEqual(
      details(v2.validate({ spec: { size: 20 } }).errors),
    );
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 1 });
  });

  it("evaluates with the function registry it is given, shared between validators", () => {
    // lowerAscii is in the Kubernetes libraries' registry, not in the standard one.
    const schema = schemaWith("string(self).lowerAscii() == '3'");
    const standard = standardOverloads();
    const withStandard = new ObjectRulesValidator(schema, {}, undefined, standard);
    expect(withStandard.validate({ spec: { size: 4 } })).toMatchObject({
      errors: [],
      unevaluatedFunctions: ["lowerAscii"],
    });
    const kubernetes = kubernetesOverloads();
    const compiler = new RuleCompiler();
    for (const validator of [
      new ObjectRulesValidator(schema, {}, compiler, kubernetes),
      new ObjectRulesValidator(schemaWith("string(self).lowerAscii() == '3'"), {}, compiler, kubernetes),
      new ObjectRulesValidator(schema),
    ]) {
      const result = validator.validate({ spec: { size: 4 } });
      expect(result.unevaluatedFunctions).toEqual([]);
      expect(details(result.errors)).toEqual(["failed rule: string(self).lowerAscii() == '3'"]);
      expect(validator.validate({ spec: { size: 3 } }).errors).toEqual([]);
    }
  });

  it("plans a rule once for the validators that share a compiler, a registry and plans, once each otherwise", () => {
    const compiler = new RuleCompiler();
    const overloads = kubernetesOverloads();
    const plans = new ProgramPlans();
    // Served versions with the same schema, and the rule at two nodes of one schema.
    const twice: JSONSchemaProps = {
      type: "object",
      properties: { a: schemaWith("self < 10"), b: schemaWith("self < 10") },
    };
    const validators = [schemaWith("self < 10"), schemaWith("self < 10"), twice].map(
      (schema) => new ObjectRulesValidator(schema, {}, compiler, overloads, plans),
    );
    const objects = [{ spec: { size: 20 } }, { a: { spec: { size: 20 } }, b: { spec: { size: 3 } } }];
    const failed = ["failed rule: self < 10"];
    expect(details(validators[0]?.validate(objects[0] ?? {}).errors ?? [])).toEqual(failed);
    expect(details(validators[1]?.validate(objects[0] ?? {}).errors ?? [])).toEqual(failed);
    expect(details(validators[2]?.validate(objects[1] ?? {}).errors ?? [])).toEqual(failed);
    expect(plans.planned).toBe(1);
    // The same with plans of their own: one each, with the same errors.
    const own = [new ProgramPlans(), new ProgramPlans()];
    const apart = own.map(
      (p) => new ObjectRulesValidator(schemaWith("self < 10"), {}, compiler, overloads, p),
    );
    for (const validator of apart) {
      expect(details(validator.validate(objects[0] ?? {}).errors)).toEqual(failed);
    }
    expect(own.map((p) => p.planned)).toEqual([1, 1]);
  });
});

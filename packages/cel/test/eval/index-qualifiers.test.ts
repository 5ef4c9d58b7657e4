/**
 * Index qualifiers as cel-go v0.26.0 plans and applies them with apiserver 1.35's values: a constant index is made
 * a qualifier when the program is planned (`planCallIndex`, interpreter/planner.go:457-489), and `newQualifier`
 * (interpreter/attributes.go:604-758) refuses any value but a string, int, uint, bool or double with
 * `invalid qualifier type: %T`, so `Program()` fails; a computed index fails the same way when evaluated. A list
 * read from an object takes only an int in its `Get` (valuesunstructured.go:524-528), which `refQualify`
 * (attributes.go:1346-1358) calls after `IndexOrError` accepted an integral double or a uint: the error is the
 * value found, so an optional qualifier wraps it. The expected texts were answered by the apiserver CEL oracle
 * (apiserver-oracle/apiserver-vectors.jsonl holds them).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CheckerEnv,
  type CelValue,
  ErrorValue,
  OptionalValue,
  type ValueSchema,
  celTypes,
  check,
  compileRule,
  evaluate,
  kubernetesEnvironment,
  optionalLibrary,
  parse,
  schemaDeclType,
  standardLibrary,
  unstructuredToVal,
  variableDecl,
} from "../../src/index.js";
import { quantityFromInt } from "../../src/values/quantity.js";
import { refValGoType } from "../../src/values/ref-val-type.js";

const environment = kubernetesEnvironment();
const declType = schemaDeclType({ type: "object", properties: { a: { type: "string" } } }, true);

function programError(rule: string): string[] {
  if (declType === undefined) throw new Error("no decl type");
  return compileRule({ rule }, declType, environment).problems.map((p) => p.detail);
}

// The Go type (`%T`) of each constant the planner holds, as the oracle printed it in `invalid qualifier type`.
const refusedConstants: Record<string, string> = {
  null: "types.Null",
  "b'a'": "types.Bytes",
  "[1]": "*types.baseList",
  "dyn([1])": "*types.baseList",
  "{}": "*types.baseMap",
  "timestamp('2020-01-01T00:00:00Z')": "types.Timestamp",
  "duration('1s')": "types.Duration",
  "dyn(int)": "*types.Type",
};
const acceptedConstants = ["1", "1u", "1.0", "'a'", "true", "string(1)"];

describe("constant index qualifiers at program instantiation", () => {
  it("fails Program() for a constant that cannot qualify, naming its Go type", () => {
    for (const [constant, goType] of Object.entries(refusedConstants)) {
      const expected = [`program instantiation failed: invalid qualifier type: ${goType}`];
      expect(programError(`dyn({1: 2})[${constant}] == 2`), constant).toEqual(expected);
      expect(programError(`dyn({1: 2})[?${constant}].hasValue()`), constant).toEqual(expected);
    }
  });

  it("plans every constant a qualifier takes, and leaves computed indexes to evaluation", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...acceptedConstants, "[1] + [2]", "optional.none()", "quantity('1')", "self.a"),
        (index) => {
          expect(programError(`dyn({1: 2})[${index}] == 2`)).toEqual([]);
        },
      ),
    );
  });
});

const env = new CheckerEnv().addLibrary(standardLibrary).addLibrary(optionalLibrary());
env.addVariables(variableDecl("self", celTypes.dyn));
const schema: ValueSchema = {
  type: "object",
  properties: { l: { type: "array", items: { type: "string" } } },
};

function run(expression: string): CelValue {
  const parsed = parse(expression, { enableOptionalSyntax: true });
  if (parsed.ast === undefined) throw new Error(`parse: ${expression}`);
  const checked = check(parsed.ast, env);
  expect(checked.errors).toEqual([]);
  return evaluate(checked.ast, { self: unstructuredToVal({ l: ["x", "y"] }, schema) }).value;
}

const message = (v: CelValue): string | undefined => (v instanceof ErrorValue ? v.message : undefined);

describe("indexes of a list read from an object", () => {
  it("refuses an integral double or a uint in Get, after IndexOrError accepted it", () => {
    expect(message(run("dyn(self.l)[1.0] == 'a'"))).toBe("unsupported index: 1");
    expect(message(run("dyn(self.l)[1u] == 'a'"))).toBe("unsupported index: 1");
    expect(message(run("dyn(self.l)[1.5] == 'a'"))).toBe("unsupported index value 1.5 in list");
    expect(message(run("dyn(self.l)[5u] == 'a'"))).toBe("index out of bounds: 5");
    expect(run("dyn(self.l)[1] == 'y'")).toBe(true);
    // A list CEL built (here the concatenation of a literal and the object's list) takes any exact index.
    expect(run("dyn(['q'] + self.l)[2.0] == 'y'")).toBe(true);
  });

  it("wraps the error found under an optional qualifier, as refQualify reports it present", () => {
    const found = run("dyn(self.l)[?1.0]");
    expect(found).toBeInstanceOf(OptionalValue);
    expect(run("dyn(self.l)[?1.0].hasValue()")).toBe(true);
    expect(message(run("dyn(self.l)[?1u].orValue('z') == 'a'"))).toBe("unsupported index: 1");
    expect(run("dyn(self.l)[?3.0].hasValue()")).toBe(false);
  });
});

describe("Go type names in error texts", () => {
  it("names a concatenation of two CEL lists and a Quantity's arithmetic as Go holds them", () => {
    expect(refValGoType(run("[1] + [2]"))).toBe("*types.concatList");
    expect(refValGoType(run("[] + [2]"))).toBe("*types.baseList");
    expect(refValGoType(run("self.l + ['a']"))).toBe("*common.unstructuredList");
    // quantity.go: quantity() makes a cel.Quantity, its add and sub return &Quantity{...}.
    expect(refValGoType(quantityFromInt(1n))).toBe("cel.Quantity");
    expect(refValGoType(quantityFromInt(1n).asGoPointer())).toBe("*cel.Quantity");
  });
});

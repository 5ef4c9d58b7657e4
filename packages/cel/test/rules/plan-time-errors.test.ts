/**
 * `Program()` failures of cel.OptOptimize (cel-go interpreter/decorators.go `decOptimize`,
 * `maybeOptimizeConstUnary`): a type conversion of a constant is evaluated when the program is planned, and an
 * error fails the CRD's rule with compileRule's "program instantiation failed: " (apiextensions-apiserver
 * pkg/apiserver/schema/cel/compilation.go). Error texts are cel-go's (common/types/string.go `ConvertToType`).
 */
import { describe, expect, it } from "vitest";
import { compileRule, kubernetesEnvironment, schemaDeclType } from "../../src/index.js";

const environment = kubernetesEnvironment();
const declType = schemaDeclType({ type: "object", properties: { a: { type: "string" } } }, true);

function details(rule: string): string[] {
  if (declType === undefined) throw new Error("no decl type");
  return compileRule({ rule }, declType, environment).problems.map((p) => p.detail);
}

describe("compileRule: constant type conversions evaluated at program instantiation (cel.OptOptimize)", () => {
  it.each([
    ["int('abc') == 1", "type conversion error from 'string' to 'int'"],
    ["uint('-1') == 1u", "type conversion error from 'string' to 'uint'"],
    ["bool('yes')", "type conversion error from 'string' to 'bool'"],
    ["double('1.2.3') > 0.0", "type conversion error from 'string' to 'double'"],
    // a folded conversion is itself a constant for the conversion around it
    ["int(string(double('x'))) == 1", "type conversion error from 'string' to 'double'"],
  ])("%s", (rule, error) => {
    expect(details(rule)).toEqual([`program instantiation failed: ${error}`]);
  });

  it("leaves literal durations and timestamps to the compile-time literal validators, which refuse them first", () => {
    expect(details("duration('1x') > duration('0s')")[0]).toMatch(
      /^compilation failed: .*invalid duration argument/,
    );
    expect(details("timestamp('bad') > timestamp('2020-01-01T00:00:00Z')")[0]).toMatch(
      /^compilation failed: .*invalid timestamp argument/,
    );
  });

  it("folds only a conversion of one constant: other calls and variables are left to evaluation", () => {
    expect(details("int(self.a) == 1")).toEqual([]);
    expect(details("int('1' + 'x') == 1")).toEqual([]);
    expect(details("url('not a url').getHost() == ''")).toEqual([]);
    expect(details("int('12') == 12 && [int('1')] == [1] && {'k': duration('1s')}.size() == 1")).toEqual([]);
  });

  it("reports the first failure in planning order (children before their call, left to right)", () => {
    expect(details("int('x') == 1 || self.a.find(')') == ''")).toEqual([
      "program instantiation failed: type conversion error from 'string' to 'int'",
    ]);
    expect(details("self.a.find(')') == '' || int('x') == 1")).toEqual([
      "program instantiation failed: error parsing regexp: unexpected ): `)`",
    ]);
  });

  it("fails a messageExpression the same way, with its own prefix", () => {
    if (declType === undefined) throw new Error("no decl type");
    const problems = compileRule(
      { rule: "true", messageExpression: "string(int('x'))" },
      declType,
      environment,
    ).problems;
    expect(problems).toEqual([
      {
        field: "messageExpression",
        detail: "messageExpression instantiation failed: type conversion error from 'string' to 'int'",
        errors: [],
      },
    ]);
  });
});

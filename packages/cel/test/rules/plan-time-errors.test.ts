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

// A rule's problems, with its messageExpression if given.
function problemsOf(rule: string, messageExpression?: string) {
  if (declType === undefined) throw new Error("no decl type");
  const text = messageExpression === undefined ? { rule } : { rule, messageExpression };
  return compileRule(text, declType, environment).problems;
}

// The problem of a panic: no error of the server's, its panic filter's 500.
const panicProblem = (field: string, when: string, panic: string) => ({
  field,
  detail:
    `cel-go panics ${when} this expression (${panic}), and the API server answers the request with HTTP 500: ` +
    '"This request caused apiserver to panic. Look in the logs for details."',
  errors: [],
  serverPanics: true,
});

// maybeBuildMapLiteral (decorators.go, v0.26.0) evaluates a map literal of constants while planning, and a bytes
// key panics in Go's map (interpretable.go:697): Program() does not recover it, and the API server answers the
// CRD's create with HTTP 500. The crdcheck oracle (the 1.35 create path) panics on each `panics` case and accepts or
// refuses the others as shown.
describe("compileRule: a constant map literal with a bytes key panics at program instantiation", () => {
  const bytesKey = "runtime error: hash of unhashable type types.Bytes";

  it.each([
    "{b'a': 1}.size() == 1",
    "{b'a': 1}[b'a'] == 1",
    "[{b'a': 1}].size() == 1",
    "{1: 2}.size() == 1 && {bytes('x'): 1}.size() == 1",
  ])("panics: %s", (rule) => {
    expect(problemsOf(rule)).toEqual([panicProblem("rule", "planning", bytesKey)]);
  });

  it("in a messageExpression too", () => {
    expect(problemsOf("true", "string({b'z': 1}.size())")).toEqual([
      panicProblem("messageExpression", "planning", bytesKey),
    ]);
  });

  it("only when every entry is a constant and no optional entry comes first", () => {
    expect(problemsOf("size({b'a': self.a}) == 1")).toEqual([]);
    expect(problemsOf("{?b'a': optional.of(1)}.size() == 1")).toEqual([]);
  });
});

// cel-go's homogeneous-literal validator reads `Parameters()[0]` of an optional element's or entry's type without
// looking (cel/validator.go:320, 345 at v0.26.0): a `dyn` value the checker lets through panics in Env.Check,
// unrecovered, and the API server answers 500. The crdcheck oracle panics on each `panics` case.
describe("compileRule: an optional element or entry of type dyn panics while checking", () => {
  const outOfRange = "runtime error: index out of range [0] with length 0";

  it.each([
    "{?'a': dyn(self.a)}.size() == 1",
    "[?dyn(self.a)].size() == 1",
    "{'b': 'x', ?'a': dyn(self.a)}.size() == 1",
    "['x', ?dyn(self.a)].size() == 1",
    "[[?dyn(self.a)]].size() == 1",
  ])("panics: %s", (rule) => {
    expect(problemsOf(rule)).toEqual([panicProblem("rule", "checking", outOfRange)]);
  });

  it("in a messageExpression too", () => {
    expect(problemsOf("true", "string([?dyn(self.a)].size())")).toEqual([
      panicProblem("messageExpression", "checking", outOfRange),
    ]);
  });

  it("not inside format, which the validator passes over, nor for a value that is an optional", () => {
    expect(problemsOf("'%s'.format([[?dyn(self.a)]]) == ''")).toEqual([]);
    expect(problemsOf("[?optional.of(dyn(self.a))].size() == 1")).toEqual([]);
    expect(problemsOf("{?'a': self.?a}.size() == 1")).toEqual([]);
  });
});

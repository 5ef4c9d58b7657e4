import { describe, expect, it } from "vitest";
import {
  compileKubernetes,
  formatErrors,
  kubernetesEnvironment,
  kubernetesParseOptionsFor,
  parse,
} from "../../src/index.js";

/** The parse of a text in the default (Kubernetes 1.35) environment, as cel-go v0.26.0's `Env.Parse` gives it. */
function display(text: string): string {
  const result = parse(text, kubernetesParseOptionsFor(kubernetesEnvironment()));
  return formatErrors(result.source, result.errors);
}

describe("cel-go v0.26.0 Env.Parse, cases found by the differential against it", () => {
  // cel/macro.go:329 StandardMacros lacks parser.ExistsOneMacroNew; cel/library.go:162 installs StandardMacros.
  it("existsOne with two arguments is a plain call in a cel.Env, not a macro", () => {
    const result = parse("self.existsOne(x, x > 0)", kubernetesParseOptionsFor(kubernetesEnvironment()));
    expect(result.ast?.expr).toMatchObject({ kind: "call", function: "existsOne" });
    const compiled = compileKubernetes("[1].existsOne(x, x > 0)", kubernetesEnvironment());
    expect(formatErrors(compiled.source, compiled.errors)).toContain("undeclared reference to 'existsOne'");
    // exists_one and the three-argument existsOne (ext.TwoVarComprehensions) stay macros.
    expect(compileKubernetes("[1].exists_one(x, x > 0)", kubernetesEnvironment()).errors).toEqual([]);
    expect(compileKubernetes("[1].existsOne(i, x, x > 0)", kubernetesEnvironment()).errors).toEqual([]);
  });

  // parser/parser.go:464 VisitStart visits the StartContext's expr even when matching EOF failed.
  it("a mismatched end of input keeps the expression's own errors", () => {
    expect(display("a.`b`()")).toBe(
      [
        "ERROR: <input>:1:3: unsupported syntax: '`'",
        " | a.`b`()",
        " | ..^",
        "ERROR: <input>:1:6: Syntax error: mismatched input '(' expecting <EOF>",
        " | a.`b`()",
        " | .....^",
      ].join("\n"),
    );
    expect(display("9223372036854775808 1 2")).toBe(
      [
        "ERROR: <input>:1:1: invalid int literal",
        " | 9223372036854775808 1 2",
        " | ^",
        "ERROR: <input>:1:21: Syntax error: mismatched input '1' expecting <EOF>",
        " | 9223372036854775808 1 2",
        " | ....................^",
      ].join("\n"),
    );
  });
});

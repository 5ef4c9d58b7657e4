import { describe, expect, it } from "vitest";
import { formatErrors, kubernetesParseOptions, parse, standardMacros } from "../../src/index.js";

describe("parser options", () => {
  it("refuses an expression over the code point limit (TestExpressionSizeCodePointLimit)", () => {
    const result = parse("foo", { macros: standardMacros, expressionSizeCodePointLimit: 2 });
    expect(result.errors.map((e) => e.message)).toEqual([
      "expression code point size exceeds limit: size: 3, limit 2",
    ]);
  });

  it("attaches the optional-syntax error to the select's id (TestParseErrorData)", () => {
    const result = parse("a.?b");
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.exprId).toBe(2);
    expect(result.errors[0]?.message).toContain("unsupported syntax");
  });

  it("parses optional syntax and the two-variable macros with the Kubernetes options", () => {
    const result = parse("a.?b.optMap(x, x + 1).hasValue() && m.all(k, v, k == v)", {
      ...kubernetesParseOptions,
      populateMacroCalls: true,
    });
    expect(formatErrors(result.source, result.errors)).toBe("");
    expect(result.ast?.sourceInfo.macroCalls.size).toBe(2);
  });

  it("reports duplicate two-variable comprehension names at the second", () => {
    const result = parse("[].all(i, i, i < i)", kubernetesParseOptions);
    expect(formatErrors(result.source, result.errors)).toBe(
      "ERROR: <input>:1:11: duplicate variable name: i\n | [].all(i, i, i < i)\n | ..........^",
    );
  });

  it("truncates the display after 100 errors", () => {
    const text = Array.from({ length: 120 }, () => "@").join("");
    const result = parse(text, { errorReportingLimit: 200 });
    const display = formatErrors(result.source, result.errors);
    expect(display.split("\n").at(-1)).toBe(`${result.errors.length - 100} more errors were truncated`);
  });
});

/** Syntax errors from cel-go `policy/helper_test.go` (the expressions of `testdata/errors/policy.yaml`). */
describe("syntax errors seen in cel-go's policy tests", () => {
  const display = (text: string) => {
    const result = parse(text);
    return formatErrors(result.source, result.errors);
  };

  it("a missing ')' and the one left over", () => {
    expect(display("variables.want.filter(l, !(lin resource.labels))")).toBe(
      [
        "ERROR: <input>:1:32: Syntax error: mismatched input 'resource' expecting ')'",
        " | variables.want.filter(l, !(lin resource.labels))",
        " | ...............................^",
        "ERROR: <input>:1:48: Syntax error: extraneous input ')' expecting <EOF>",
        " | variables.want.filter(l, !(lin resource.labels))",
        " | ...............................................^",
      ].join("\n"),
    );
  });

  it("a map entry without a comma", () => {
    expect(display("{1:305 2:569}")).toBe(
      "ERROR: <input>:1:8: Syntax error: mismatched input '2' expecting {'}', ','}\n | {1:305 2:569}\n | .......^",
    );
  });

  it("a stray ']' in call arguments", () => {
    expect(display(`"missing one or more required labels: %s".format(variables.missing])`)).toBe(
      [
        "ERROR: <input>:1:67: Syntax error: extraneous input ']' expecting ')'",
        ` | "missing one or more required labels: %s".format(variables.missing])`,
        " | ..................................................................^",
      ].join("\n"),
    );
  });
});

/** cel-go `cel/env_test.go` (`TestIssuesAppend`) and `ext/protos_test.go`: errors after a failed prediction. */
describe("syntax errors after a failed prediction", () => {
  const display = (text: string) => {
    const result = parse(text);
    return formatErrors(result.source, result.errors);
  };
  const exprStart =
    "{'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}";

  it("a lone '-' is left for calc to read as a binary minus", () => {
    expect(display("-")).toBe(
      [
        "ERROR: <input>:1:2: Syntax error: no viable alternative at input '-'",
        " | -",
        " | .^",
        `ERROR: <input>:1:2: Syntax error: mismatched input '<EOF>' expecting ${exprStart}`,
        " | -",
        " | .^",
      ].join("\n"),
    );
  });

  it("a keyword after '.'", () => {
    expect(display("ExampleType{}.in")).toBe(
      [
        "ERROR: <input>:1:15: Syntax error: no viable alternative at input '.in'",
        " | ExampleType{}.in",
        " | ..............^",
        `ERROR: <input>:1:17: Syntax error: mismatched input '<EOF>' expecting ${exprStart}`,
        " | ExampleType{}.in",
        " | ................^",
      ].join("\n"),
    );
  });
});

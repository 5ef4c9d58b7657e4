import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRule, kubernetesEnvironment, schemaDeclType } from "../../src/index.js";
import { goRegexpError } from "../../src/regexp/go-regexp.js";

const environment = kubernetesEnvironment();
const declType = schemaDeclType({ type: "object", properties: { a: { type: "string" } } }, true);

function details(rule: string): string[] {
  if (declType === undefined) throw new Error("no decl type");
  return compileRule({ rule }, declType, environment).problems.map((p) => p.detail);
}

// A CEL single-quoted string literal of `s` (raw, so that backslashes reach the pattern as written).
const rawLiteral = (s: string): string => `r'${s}'`;

describe("compileRule: regex constants compiled at program instantiation (cel.OptOptimize, OptimizeRegex)", () => {
  it("fails a literal invalid pattern of find and findAll as the server does", () => {
    const detail = "program instantiation failed: error parsing regexp: unexpected ): `)`";
    // matches' literal is refused earlier, by the compile-time regex literal validator.
    expect(details("self.a.matches(')')")[0]).toMatch(/^compilation failed: .*invalid matches argument/);
    expect(details("self.a.find(')') == ''")).toEqual([detail]);
    expect(details("self.a.findAll(')', 1) == []")).toEqual([detail]);
  });

  it("leaves a pattern that is not a literal to evaluation", () => {
    expect(details("self.a.find(self.a) == ''")).toEqual([]);
    expect(details("self.a.find(')' + '') == ''")).toEqual([]);
  });

  it("refuses exactly the literal patterns Go's regexp.Compile refuses, with its error", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z()[\]*+?|{}^$.-]{0,6}$/), (pattern) => {
        const error = goRegexpError(pattern);
        const expected = error === undefined ? [] : [`program instantiation failed: ${error}`];
        expect(details(`self.a.find(${rawLiteral(pattern)}) == ''`)).toEqual(expected);
      }),
    );
  });
});

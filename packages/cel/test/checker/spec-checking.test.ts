/**
 * The checked ASTs and types of @bufbuild/cel-spec's checking tests (extracted from cel-go's
 * checker_test.go): parse, check, print as cel-go's `checker.Print`, compare.
 */
import { tests } from "@bufbuild/cel-spec/testdata/checking.js";
import { describe, expect, it } from "vitest";
import { Source, check, formatCheckedType, formatErrors, parse, printChecked } from "../../src/index.js";
import { specEnv } from "./spec-env.js";

interface SpecTest {
  readonly original: {
    readonly expr: string;
    readonly container?: string;
    readonly typeEnv?: readonly object[];
  };
  readonly checkedAst?: string;
  readonly type?: string;
  readonly error?: string;
}

const cases = (tests.tests ?? []) as unknown as readonly SpecTest[];

/** The outcome in the same shape as the spec: a checked AST and type, or cel-go's error display. */
function run(test: SpecTest): { checkedAst?: string; type?: string; error?: string } {
  const { expr, container = "", typeEnv = [] } = test.original;
  const parsed = parse(expr, { enableOptionalSyntax: true });
  if (parsed.ast === undefined) return { error: `parse: ${parsed.errors.map((e) => e.message).join("; ")}` };
  const env = specEnv(container, typeEnv, typeEnv.length === 0);
  const result = check(parsed.ast, env);
  if (result.errors.length > 0) return { error: formatErrors(new Source(expr), result.errors) };
  const rootType = result.ast.types.get(result.ast.expr.id);
  return {
    checkedAst: printChecked(result.ast),
    ...(rootType === undefined ? {} : { type: formatCheckedType(rootType) }),
  };
}

/** Cases that do not pass yet, with the reason (see the report / README). */
const knownFailures = new Set<string>([]);

describe("cel-spec checking.js", () => {
  let passed = 0;
  for (const [index, test] of cases.entries()) {
    const name = `${index} ${test.original.expr}`;
    it.skipIf(knownFailures.has(test.original.expr))(name, () => {
      const actual = run(test);
      if (test.error !== undefined) expect(actual.error).toBe(test.error);
      else expect(actual).toEqual({ checkedAst: test.checkedAst, type: test.type });
      passed++;
    });
  }
  it("reports the pass count", () => {
    console.log(`cel-spec checking: ${passed} of ${cases.length} pass`);
  });
});

/**
 * cel-go cel/validator_test.go `TestValidateHomogeneousAggregateLiterals` (commit 14f6746a): a custom
 * environment with `name: string`, `@in` over list(string) and map(string, bool), and the optional types.
 */
import { describe, expect, it } from "vitest";
import {
  CheckerEnv,
  Source,
  celTypes,
  check,
  formatErrors,
  functionDecl,
  globalOverload,
  listType,
  mapType,
  optionalLibrary,
  parse,
  validateHomogeneousAggregateLiterals,
  variableDecl,
} from "../../src/index.js";

const cases: readonly { expr: string; iss?: string }[] = [
  {
    expr: "name in ['hello', 0]",
    iss: "ERROR: <input>:1:19: expected type 'string' but found 'int'\n | name in ['hello', 0]\n | ..................^",
  },
  {
    expr: "{'hello':'world', 1:'!'}",
    iss: "ERROR: <input>:1:19: expected type 'string' but found 'int'\n | {'hello':'world', 1:'!'}\n | ..................^",
  },
  {
    expr: "name in {'hello':'world', 'goodbye':true}",
    iss: "ERROR: <input>:1:37: expected type 'string' but found 'bool'\n | name in {'hello':'world', 'goodbye':true}\n | ....................................^",
  },
  { expr: "name in ['hello', 'world']" },
  { expr: "name in ['hello', ?optional.ofNonZeroValue('')]" },
  { expr: "name in [?optional.ofNonZeroValue(''), 'hello', ?optional.of('')]" },
  { expr: "name in {'hello': false, 'world': true}" },
  { expr: "{'hello': false, ?'world': optional.ofNonZeroValue(true)}" },
  { expr: "{?'hello': optional.ofNonZeroValue(false), 'world': true}" },
];

const stripWhitespace = (s: string): string => s.replace(/[ \n\t\r]/g, "");

describe("validateHomogeneousAggregateLiterals", () => {
  it.each(cases)("$expr", ({ expr, iss }) => {
    const env = new CheckerEnv()
      .addVariables(variableDecl("name", celTypes.string))
      .addFunctions(
        functionDecl("@in", [
          globalOverload("in_list", [celTypes.string, listType(celTypes.string)], celTypes.bool),
          globalOverload("in_map", [celTypes.string, mapType(celTypes.string, celTypes.bool)], celTypes.bool),
        ]),
      )
      .addLibrary(optionalLibrary());
    const parsed = parse(expr, { enableOptionalSyntax: true });
    if (parsed.ast === undefined) throw new Error(parsed.errors.map((e) => e.message).join("; "));
    const checked = check(parsed.ast, env);
    // cel-go runs the validators only on an AST that checked without errors.
    const errors =
      checked.errors.length > 0 ? checked.errors : validateHomogeneousAggregateLiterals(checked.ast);
    if (iss === undefined) expect(errors).toEqual([]);
    else expect(stripWhitespace(formatErrors(new Source(expr), errors))).toBe(stripWhitespace(iss));
  });
});

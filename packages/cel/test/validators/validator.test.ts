/**
 * cel-go `cel/validator_test.go`: `TestValidateDurationLiterals`, `TestValidateTimestampLiterals`,
 * `TestValidateRegexLiterals`, `TestValidateHomogeneousAggregateLiterals`, `TestExtendedValidations`.
 * Upstream compares with `test.Compare`, which ignores whitespace; so does `sameText` here.
 */
import { describe, expect, it } from "vitest";
import { celTypes } from "../../src/common/types.js";
import { formatErrors } from "../../src/common/source.js";
import { variableDecl } from "../../src/decls/decls.js";
import { optionalLibrary } from "../../src/decls/optional.js";
import { standardLibrary } from "../../src/decls/stdlib.js";
import { compileKubernetes } from "../../src/env/compile.js";
import type { CelEnvironment } from "../../src/env/environment.js";
import { homogeneousAggregateLiteralsValidator } from "../../src/validators/homogeneous.js";
import {
  validateDurationLiterals,
  validateRegexLiterals,
  validateTimestampLiterals,
} from "../../src/validators/literals.js";
import type { AstValidator } from "../../src/validators/validator.js";

function environment(validators: AstValidator[], optional = false): CelEnvironment {
  return {
    libraries: [
      { name: "cel.lib.std", library: standardLibrary },
      ...(optional ? [{ name: "cel.lib.optional", library: optionalLibrary() }] : []),
    ],
    checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
    validators,
    macros: [],
  };
}

const sameText = (text: string): string => text.replace(/\s+/g, "");

/** `env.Compile(expr)`: the issues as cel-go displays them, or "" when it compiled. */
function compileIssues(expr: string, env: CelEnvironment, variable = "x"): string {
  const result = compileKubernetes(expr, env, { variables: [variableDecl(variable, celTypes.string)] });
  return result.errors.length === 0 ? "" : formatErrors(result.source, result.errors);
}

type Case = readonly [expr: string, iss?: string];

function table(name: string, env: CelEnvironment, cases: readonly Case[], variable = "x"): void {
  describe(name, () => {
    it.each(cases.map(([expr, iss]) => ({ expr, iss })))("$expr", ({ expr, iss }) => {
      const issues = compileIssues(expr, env, variable);
      if (iss === undefined) expect(issues).toBe("");
      else expect(sameText(issues)).toBe(sameText(iss));
    });
  });
}

table("TestValidateDurationLiterals", environment([validateDurationLiterals()]), [
  [`duration('1')`, "ERROR: <input>:1:10: invalid duration argument\n | duration('1')\n | .........^"],
  [`duration('1d')`, "ERROR: <input>:1:10: invalid duration argument\n | duration('1d')\n | .........^"],
  [
    "duration('1us')\n < duration('1nns')",
    "ERROR: <input>:2:13: invalid duration argument\n |  < duration('1nns')\n | ............^",
  ],
  [`duration('2h3m4s5us')`],
  [`duration(x)`],
]);

table("TestValidateTimestampLiterals", environment([validateTimestampLiterals()]), [
  [
    `timestamp('1000-00-00T00:00:00Z')`,
    "ERROR: <input>:1:11: invalid timestamp argument\n | timestamp('1000-00-00T00:00:00Z')\n | ..........^",
  ],
  [
    `timestamp('1000-01-01T00:00:00ZZ')`,
    "ERROR: <input>:1:11: invalid timestamp argument\n | timestamp('1000-01-01T00:00:00ZZ')\n | ..........^",
  ],
  [`timestamp('1000-01-01T00:00:00Z')`],
  [`timestamp(-6213559680)`],
  [
    `timestamp(-62135596801)`,
    "ERROR: <input>:1:11: invalid timestamp argument\n | timestamp(-62135596801)\n | ..........^",
  ],
  [`timestamp(x)`],
]);

table("TestValidateRegexLiterals", environment([validateRegexLiterals()]), [
  [`'hello'.matches('el*')`],
  [
    `'hello'.matches('x++')`,
    "ERROR: <input>:1:17: invalid matches argument\n | 'hello'.matches('x++')\n | ................^",
  ],
  [
    `'hello'.matches('(?<name%>el*)')`,
    "ERROR: <input>:1:17: invalid matches argument\n | 'hello'.matches('(?<name%>el*)')\n | ................^",
  ],
  [
    `'hello'.matches('??el*')`,
    "ERROR: <input>:1:17: invalid matches argument\n | 'hello'.matches('??el*')\n | ................^",
  ],
  [`'hello'.matches(x)`],
]);

// Upstream uses `NewCustomEnv` with only `@in` and the optional types; the standard library's `@in`
// types these expressions the same way.
table(
  "TestValidateHomogeneousAggregateLiterals",
  environment([homogeneousAggregateLiteralsValidator()], true),
  [
    [
      `name in ['hello', 0]`,
      "ERROR: <input>:1:19: expected type 'string' but found 'int'\n | name in ['hello', 0]\n | ..................^",
    ],
    [
      `{'hello':'world', 1:'!'}`,
      "ERROR: <input>:1:19: expected type 'string' but found 'int'\n | {'hello':'world', 1:'!'}\n | ..................^",
    ],
    [
      `name in {'hello':'world', 'goodbye':true}`,
      "ERROR: <input>:1:37: expected type 'string' but found 'bool'\n | name in {'hello':'world', 'goodbye':true}\n | ....................................^",
    ],
    [`name in ['hello', 'world']`],
    [`name in ['hello', ?optional.ofNonZeroValue('')]`],
    [`name in [?optional.ofNonZeroValue(''), 'hello', ?optional.of('')]`],
    [`name in {'hello': false, 'world': true}`],
    [`{'hello': false, ?'world': optional.ofNonZeroValue(true)}`],
    [`{?'hello': optional.ofNonZeroValue(false), 'world': true}`],
  ],
  "name",
);

table(
  "TestExtendedValidations",
  environment([
    validateDurationLiterals(),
    validateTimestampLiterals(),
    validateRegexLiterals(),
    homogeneousAggregateLiteralsValidator(),
  ]),
  [
    [
      `x in ['hello', 0] 
			&& duration(x) < duration('1d') 
			&& timestamp(x) != timestamp('1000-01-00T00:00:00Z')
			&& x.matches('x++')`,
      `ERROR: <input>:1:16: expected type 'string' but found 'int'
             | x in ['hello', 0] 
             | ...............^
            ERROR: <input>:2:30: invalid duration argument
             |    && duration(x) < duration('1d') 
             | .............................^
            ERROR: <input>:3:33: invalid timestamp argument
             |    && timestamp(x) != timestamp('1000-01-00T00:00:00Z')
             | ................................^
            ERROR: <input>:4:17: invalid matches argument
             |    && x.matches('x++')
             | ................^`,
    ],
  ],
);

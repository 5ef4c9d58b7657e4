/**
 * The positive cases of cel-go's checker/checker_test.go `TestCheck` (commit 14f6746a): the checked AST as
 * `checker.Print` writes it and the result type, in cel-go's test environment (standard functions,
 * the TestAllTypes protos, cross-type numeric comparisons unless a case turns them off).
 */
import { describe, expect, it } from "vitest";
import {
  CheckerEnv,
  check,
  formatCheckedType,
  optionalType,
  celTypes,
  parse,
  printChecked,
  standardLibrary,
  typeVariable,
  variableDecl,
  functionDecl,
  globalOverload,
  memberOverload,
} from "../../src/index.js";
import type { CelGoCase } from "./cel-go-case.js";
import { celGoCases } from "./cel-go-cases.js";
import { protoProvider } from "./proto-provider.js";

/** Options this port does not have yet. */
const unsupported = (c: CelGoCase): boolean => c.variadicASTs === true || c.jsonFieldNames === true;

/** Well-known types created by message name (`google.protobuf.Int32Value{value: 1}`) are not ported. */
const wellKnownCreation = /google\.protobuf\.\w+\{|\bAny\{|Int32Value\{|Value\{/;

function env(c: CelGoCase): CheckerEnv {
  const e = new CheckerEnv({
    container: c.container ?? "",
    provider: protoProvider,
    crossTypeNumericComparisons: c.crossTypeNumericComparisons ?? true,
    homogeneousAggregateLiterals: c.homogeneousAggregateLiterals ?? false,
  });
  // cel-go's test registry knows the standard type names; the functions come from stdlib unless disabled.
  e.addVariables(...standardLibrary.variables);
  if (c.disableStdEnv !== true) e.addFunctions(...standardLibrary.functions);
  if (c.optionalSyntax === true) e.addVariables(typeVariable(optionalType(celTypes.dyn)));
  if (c.defaultEnv === true) {
    e.addFunctions(
      functionDecl("fg_s", [globalOverload("fg_s_0", [], celTypes.string)]),
      functionDecl("fi_s_s", [memberOverload("fi_s_s_0", [celTypes.string], celTypes.string)]),
    );
    e.addVariables(
      ...(
        [
          ["is", celTypes.string],
          ["ii", celTypes.int],
          ["iu", celTypes.uint],
          ["iz", celTypes.bool],
          ["ib", celTypes.bytes],
          ["id", celTypes.double],
          ["ix", celTypes.null],
        ] as const
      ).map(([name, type]) => variableDecl(name, type)),
    );
  }
  e.addVariables(...(c.idents ?? []));
  e.addFunctions(...(c.functions ?? []));
  return e;
}

const stripWhitespace = (s: string): string => s.replace(/[ \n\t\r]/g, "");

/** Cases that do not pass, with the reason. */
const knownFailures = new Map<string, string>([
  ["TestAllTypes.NestedEnum.BAR != 99", "enum constants: TypeProvider has no enum lookup (cel-go FindIdent)"],
  [
    "type(testAllTypes.nestedgroup.nested_id) == int",
    "cel-go's test proto names the group field nested_id, the spec's single_id",
  ],
]);

const named = celGoCases.map((c, i) => ({ ...c, name: `${String(i)} ${c.in}` }));
const skipped = (c: CelGoCase): boolean =>
  unsupported(c) || wellKnownCreation.test(c.in) || knownFailures.has(c.in);

describe("cel-go checker_test.go TestCheck", () => {
  it.skip.each(named.filter(skipped))("$name", () => undefined);
  it.each(named.filter((c) => !skipped(c)))("$name", (c) => {
    const parsed = parse(c.in, { enableOptionalSyntax: c.optionalSyntax === true });
    expect(parsed.errors).toEqual([]);
    if (parsed.ast === undefined) return;
    const result = check(parsed.ast, env(c));
    expect(result.errors.map((e) => e.message)).toEqual([]);
    expect(stripWhitespace(printChecked(result.ast))).toBe(stripWhitespace(c.out));
    const type = result.ast.types.get(result.ast.expr.id);
    if (c.outType !== undefined) expect(type && formatCheckedType(type)).toBe(formatCheckedType(c.outType));
  });
});

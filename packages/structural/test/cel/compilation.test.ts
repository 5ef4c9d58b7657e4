/**
 * apiextensions-apiserver `pkg/apiserver/schema/cel/compilation_test.go` `TestCelCompilation` at kubernetes-1.35.0,
 * every case (transcribed by upstream/go-table-to-ts.mjs into upstream/compilation-tables.ts): each rule of the
 * schema compiled as `Compile` does (compile-rules.ts), its result matched as the Go matchers match it.
 * Upstream compiles in `MustBaseEnvSet(DefaultCompatibilityVersion())` extended at 1.999 with a fake library
 * (`fakeFunction(string) string`): NewExpressions for a modified rule, StoredExpressions for an unmodified one.
 */
import {
  type KubernetesEnvironment,
  RuleCompiler,
  celTypes,
  functionDecl,
  globalOverload,
  kubernetesEnvSet,
  schemaDeclType,
} from "@crdgen/cel";
import { describe, expect, it } from "vitest";
import { type CompilationResult, compileRules } from "../../src/schema/cel/compile-rules.js";
import { TestCelCompilation } from "./upstream/compilation-tables.js";
import { type CompilationMatcher, type GoSchema, toProps } from "./upstream/go-helpers.js";

const envSet = kubernetesEnvSet();
/** `fakeLib`, introduced at 1.999: only StoredExpressions has it. */
const storedWithFakeLibrary: KubernetesEnvironment = {
  ...envSet.StoredExpressions,
  libraries: [
    ...envSet.StoredExpressions.libraries,
    {
      name: "fakeLib",
      library: {
        variables: [],
        functions: [
          functionDecl("fakeFunction", [globalOverload("fakeFunction", [celTypes.string], celTypes.string)]),
        ],
      },
    },
  ],
};

/** `matches` of compilation_test.go's matchers (`cr.Error.Error()` is the detail). */
function matches(matcher: CompilationMatcher, result: CompilationResult): boolean {
  switch (matcher.kind) {
    case "all":
      return matcher.matchers.every((m) => matches(m, result));
    case "noError":
      return result.error === undefined;
    case "invalidError":
      return result.error?.type === "Invalid" && result.error.detail.includes(matcher.contains);
    case "messageExpressionError":
      return (
        result.messageExpressionError?.type === "Invalid" &&
        result.messageExpressionError.detail.includes(matcher.contains)
      );
    case "transitionRule":
      return result.usesOldSelf === matcher.usesOldSelf;
    case "programIsNil":
      return result.program === undefined;
  }
}

describe("compilation_test.go TestCelCompilation (kubernetes-1.35.0)", () => {
  it.each(TestCelCompilation)("$name", (tc) => {
    const schema = toProps(tc["input"] as GoSchema);
    const declType = schemaDeclType(schema, false);
    if (declType === undefined) throw new Error("no decl type");
    const environment = tc["unmodified"] === true ? storedWithFakeLibrary : envSet.NewExpressions;
    const rules = schema["x-kubernetes-validations"] ?? [];
    const results = compileRules(rules, declType, environment, new RuleCompiler());
    const expected = tc["expectedResults"] as readonly CompilationMatcher[];
    expect(results).toHaveLength(rules.length);
    expect(expected).toHaveLength(rules.length);
    const failing = expected.flatMap((m, i) => {
      const result = results[i];
      return result !== undefined && matches(m, result)
        ? []
        : [{ rule: rules[i]?.rule, expected: m, result }];
    });
    expect(failing).toEqual([]);
  });
});

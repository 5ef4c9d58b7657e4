/**
 * apiserver `pkg/cel/library/format_test.go` (`TestFormat`): the transcribed cases with their expected values,
 * plus the generated lookup and comparison cases over every `ConstantFormats` key.
 */
import { describe, expect, it } from "vitest";
import { kubernetesFormatLibrary, constantFormatNames } from "../../../src/decls/kubernetes/format.js";
import { optionalLibrary } from "../../../src/decls/optional.js";
import { type CelValue, OptionalValue, stringList } from "../../../src/values/value.js";
import { expectGoCase, goScalar, newEnv, run } from "./harness.js";
import { formatCases } from "./format-cases.js";

// testQuantity builds `cel.NewEnv(cel.OptionalTypes(), library.Format())`.
const env = newEnv(["cel.lib.optional", optionalLibrary()], ["kubernetes.format", kubernetesFormatLibrary()]);

// labelValue_failure's expected list spans several Go lines, which the extracted table cut short.
const labelValueFailure =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

/** Unquotes a Go string literal: raw (`…`) as it is, interpreted ("…") through JSON. */
function goString(literal: string): string {
  return literal.startsWith("`") ? literal.slice(1, -1) : (JSON.parse(literal) as string);
}

function resolve(goResult: string): CelValue {
  if (goResult === "types.OptionalNone") return new OptionalValue(undefined);
  const scalar = goScalar(goResult);
  if (scalar !== undefined) return scalar;
  const list =
    /^types\.OptionalOf\(types\.NewStringList\(types\.DefaultTypeAdapter, \[\]string\{(.*)\}\)\)$/s.exec(
      goResult,
    );
  if (list?.[1] !== undefined) return new OptionalValue(stringList([goString(list[1])]));
  if (goResult.endsWith("[]string{")) return new OptionalValue(stringList([labelValueFailure]));
  throw new Error(`unknown Go result ${goResult}`);
}

describe("format_test.go TestFormat", () => {
  it.each(formatCases)("$expr", (c) => {
    expectGoCase(env, c, resolve);
  });

  describe.each(constantFormatNames)("%s", (lhs) => {
    it("lookup and comparison", () => {
      expect(run(env, `format.named("${lhs}").hasValue()`)).toBe(true);
    });
    it("comparison with lookup succeeds", () => {
      expect(run(env, `format.named("${lhs}").value() == format.${lhs}()`)).toBe(true);
    });
    it.each(constantFormatNames.filter((rhs) => rhs !== lhs))(`compare_${lhs}_%s`, (rhs) => {
      expect(run(env, `format.${lhs}() == format.${rhs}()`)).toBe(false);
    });
  });
});

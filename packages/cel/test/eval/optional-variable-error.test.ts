/**
 * An optional variable holding an error value, as cel-go resolves it: unwrapped to the error's Go error and
 * converted again (interpreter/attributes.go:1259-1266 and 306-326 at v0.26.0), which fails with
 * `unsupported conversion to ref.Val: (*errors.errorString)…` (common/types/err.go:96). The CRD rules' `oldSelf` under
 * `optionalOldSelf` is one (the crvalidate oracle's answer is in packages/crdgen/test/validate/optional-old-self-error.test.ts).
 */
import { describe, expect, it } from "vitest";
import { ErrorValue, OptionalValue, evaluate, parse } from "../../src/index.js";

describe("an optional variable holding an error", () => {
  it("holds the error of converting the error's Go value again (tree-walking interpreter)", () => {
    const parsed = parse("oldSelf.value()");
    if (parsed.ast === undefined) throw new Error("parse");
    const oldSelf = new OptionalValue(new ErrorValue("invalid data, expected int, got float64"));
    const { value } = evaluate(parsed.ast, { oldSelf });
    expect(value).toBeInstanceOf(ErrorValue);
    expect((value as ErrorValue).message).toBe(
      "unsupported conversion to ref.Val: (*errors.errorString)invalid data, expected int, got float64",
    );
  });
});

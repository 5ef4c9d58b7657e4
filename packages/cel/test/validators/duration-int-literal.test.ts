/**
 * `duration(<int literal>)` in the Kubernetes 1.35 environment: cel-go v0.26.0 declares `int_to_duration`
 * (common/stdlib/standard.go:608-609), so the call type-checks, and `ValidateDurationLiterals` evaluates it
 * (cel/validator.go:192-200, `evalCall` at 273-281): `Int.ConvertToType(DurationType)` errs
 * (common/types/int.go:198), so every int literal is an `invalid duration argument`. The displays are
 * cel-go v0.26.0's, from the checker oracle (test/SOURCES.md).
 */
import { describe, expect, it } from "vitest";
import {
  celTypes,
  compileKubernetes,
  formatErrors,
  kubernetesEnvironment,
  variableDecl,
} from "../../src/index.js";

function display(text: string, binaryVersion?: string): string {
  const environment = kubernetesEnvironment(binaryVersion === undefined ? {} : { binaryVersion });
  const result = compileKubernetes(text, environment, { variables: [variableDecl("i", celTypes.int)] });
  return result.ast === undefined ? formatErrors(result.source, result.errors) : "ok";
}

describe("duration(int) literals (Kubernetes 1.35, cel-go v0.26.0)", () => {
  it.each([
    ["duration(0)", "ERROR: <input>:1:10: invalid duration argument\n | duration(0)\n | .........^"],
    ["duration(-1)", "ERROR: <input>:1:10: invalid duration argument\n | duration(-1)\n | .........^"],
    ["[duration(5)]", "ERROR: <input>:1:11: invalid duration argument\n | [duration(5)]\n | ..........^"],
  ])("%s is refused by the literal validator", (text, expected) => {
    expect(display(text)).toBe(expected);
  });

  it("a non-literal int argument is left to run time", () => {
    expect(display("duration(i)")).toBe("ok");
  });

  it("a 1.37 binary (cel-go without int_to_duration) refuses it in the checker instead", () => {
    expect(display("duration(0)", "1.37")).toContain(
      "found no matching overload for 'duration' applied to '(int)'",
    );
  });
});

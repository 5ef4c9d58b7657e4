/**
 * The macros of the Kubernetes environment start from `cel.StandardMacros` (cel-go v0.26.0
 * cel/macro.go:329-331), not the parser's `AllMacros` (parser/macro.go:435-444): the two-argument
 * `existsOne` (`parser.ExistsOneMacroNew`) is not among them, so `[1].existsOne(x, x > 0)` is a call of an
 * undeclared function. The expected displays are cel-go v0.26.0's, from the checker oracle (SOURCES.md).
 */
import { describe, expect, it } from "vitest";
import {
  compileKubernetes,
  formatErrors,
  kubernetesEnvironment,
  kubernetesParseOptions,
  parse,
  toDebugString,
} from "../../src/index.js";

const environment = kubernetesEnvironment();

function display(text: string): string {
  const result = compileKubernetes(text, environment);
  return result.ast === undefined ? formatErrors(result.source, result.errors) : "ok";
}

describe("the Kubernetes environment's standard macros", () => {
  it("has no two-argument existsOne: the call is an undeclared function", () => {
    expect(display("[1].existsOne(x, x > 0)")).toBe(
      [
        "ERROR: <input>:1:14: undeclared reference to 'existsOne' (in container '')",
        " | [1].existsOne(x, x > 0)",
        " | .............^",
        "ERROR: <input>:1:15: undeclared reference to 'x' (in container '')",
        " | [1].existsOne(x, x > 0)",
        " | ..............^",
        "ERROR: <input>:1:18: undeclared reference to 'x' (in container '')",
        " | [1].existsOne(x, x > 0)",
        " | .................^",
      ].join("\n"),
    );
  });

  it("keeps exists_one and the two-variable existsOne (ext.TwoVarComprehensions)", () => {
    expect(display("[1].exists_one(x, x > 0)")).toBe("ok");
    expect(display("{'a': 1}.existsOne(k, v, v > 0)")).toBe("ok");
  });

  it("kubernetesParseOptions leaves the two-argument existsOne a call", () => {
    const parsed = parse("[1].existsOne(x, x > 0)", kubernetesParseOptions);
    expect(parsed.errors).toEqual([]);
    expect(parsed.ast && toDebugString(parsed.ast.expr)).toBe(
      "[\n  1\n].existsOne(\n  x,\n  _>_(\n    x,\n    0\n  )\n)",
    );
  });
});

/** Compiles an expression in a `cel.NewEnv` of the given libraries and evaluates it with the Kubernetes overloads. */
import { expect } from "vitest";
import type { Library } from "../../../src/decls/decls.js";
import { standardLibrary } from "../../../src/decls/stdlib.js";
import { compileKubernetes } from "../../../src/env/compile.js";
import type { CelEnvironment } from "../../../src/env/environment.js";
import { kubernetesOverloads } from "../../../src/eval/kubernetes/registry.js";
import { evaluate } from "../../../src/eval/program.js";
import { type CelValue, ErrorValue } from "../../../src/values/value.js";

export function newEnv(...libraries: (readonly [string, Library])[]): CelEnvironment {
  return {
    libraries: [["cel.lib.std", standardLibrary] as const, ...libraries].map(([name, library]) => ({
      name,
      library,
    })),
    checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
    validators: [],
    macros: [],
  };
}

const registry = kubernetesOverloads();

export function run(env: CelEnvironment, expr: string): CelValue {
  const compiled = compileKubernetes(expr, env);
  expect(compiled.errors.map((e) => e.message)).toEqual([]);
  if (compiled.ast === undefined) throw new Error("no AST");
  return evaluate(compiled.ast, {}, { overloads: registry }).value;
}

export interface GoCase {
  readonly expr: string;
  readonly result?: string;
  readonly expectRuntimeErr?: string;
  readonly expectRuntimeErrPattern?: string;
}

/** Checks a transcribed case: its error text or pattern, else its value through `resolve`. */
export function expectGoCase(env: CelEnvironment, c: GoCase, resolve: (goResult: string) => CelValue): void {
  const v = run(env, c.expr);
  if (c.expectRuntimeErr !== undefined) {
    expect(v instanceof ErrorValue ? v.message : v).toBe(c.expectRuntimeErr);
    return;
  }
  if (c.expectRuntimeErrPattern !== undefined) {
    expect(v).toBeInstanceOf(ErrorValue);
    expect(v instanceof ErrorValue ? v.message : "").toMatch(new RegExp(c.expectRuntimeErrPattern));
    return;
  }
  if (v instanceof ErrorValue) expect.fail(v.message);
  if (c.result !== undefined) expect(v).toEqual(resolve(c.result));
}

/** The Go expressions for plain values the tables use. */
export function goScalar(goResult: string): CelValue | undefined {
  if (goResult === "trueVal" || goResult === "types.True") return true;
  if (goResult === "falseVal" || goResult === "types.False") return false;
  const int = /^types\.Int\((-?\d+)\)$/.exec(goResult);
  if (int?.[1] !== undefined) return BigInt(int[1]);
  const dbl = /^types\.Double\(([-\d.e]+)\)$/.exec(goResult);
  if (dbl?.[1] !== undefined) return Number(dbl[1]);
  const str = /^types\.String\("(.*)"\)$/.exec(goResult);
  if (str?.[1] !== undefined) return str[1];
  return undefined;
}

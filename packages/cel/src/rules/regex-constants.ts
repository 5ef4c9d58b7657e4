/**
 * cel-go's `decRegexOptimizer` (interpreter/decorators.go) as Kubernetes configures it: the base environment's
 * program options (apiserver pkg/cel/environment/base.go) include `cel.EvalOptions(cel.OptOptimize, …)`, which
 * adds `interpreter.MatchesRegexOptimization` (cel/program.go), and the regex library (pkg/cel/library/regex.go)
 * asks for `cel.OptimizeRegex(FindRegexOptimization, FindAllRegexOptimization)`. A `matches`/`find`/`findAll`
 * whose pattern is a string literal has the pattern compiled when the program is planned, and an invalid
 * pattern fails `Program` ("program instantiation failed: …") instead of each evaluation.
 */
import type { Expr } from "../ast/expr.js";
import { compileRegex } from "../eval/functions.js";
import { ErrorValue } from "../values/value.js";

// RegexOptimization.Function → RegexIndex (the position among the call's args, a member call's target first).
const optimizedFunctions = new Map([
  ["matches", 1],
  ["find", 1],
  ["findAll", 1],
]);

/** The error the regex decorator raises for this one node: a literal pattern that does not compile. */
export function regexCallError(expr: Expr): string | undefined {
  if (expr.kind !== "call") return undefined;
  const regexIndex = optimizedFunctions.get(expr.function);
  if (regexIndex === undefined) return undefined;
  const args = expr.target === undefined ? expr.args : [expr.target, ...expr.args];
  const pattern = args[regexIndex];
  if (pattern?.kind !== "literal" || pattern.value.type !== "string") return undefined;
  const compiled = compileRegex(pattern.value.value);
  return compiled instanceof ErrorValue ? compiled.message : undefined;
}

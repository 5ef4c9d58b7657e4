/**
 * Why Kubernetes' `Program()` fails for a checked expression, if it does: the errors cel-go raises while
 * planning, with the program options apiserver uses (pkg/cel/environment/base.go: `cel.EvalOptions(
 * cel.OptOptimize, …)` and the regex library's `OptimizeRegex`). With OptOptimize, `decOptimize`
 * (interpreter/decorators.go) folds list and map literals of constants (`maybeBuildListLiteral`,
 * `maybeBuildMapLiteral`) and a type conversion of one constant (`maybeOptimizeConstUnary`), which evaluates it
 * then and fails planning when it errors (`int('x')`, `duration('1x')`); the regex decorator compiles literal
 * patterns (regex-constants.ts). The planner decorates a node after its children, so the first failure in that
 * order wins.
 */
import type { Expr } from "../ast/expr.js";
import { exprChildren } from "../ast/children.js";
import type { CheckedAst } from "../checker/checker.js";
import { kubernetesOverloads } from "../eval/kubernetes/registry.js";
import { isTypeConversionFunction } from "../eval/optimize.js";
import { evaluate } from "../eval/program.js";
import { ErrorValue } from "../values/value.js";
import { regexCallError } from "./regex-constants.js";

// The Kubernetes overloads, built on first use: a table of functions that depends on no input, so it lives as
// long as the module rather than being a cache of anything a caller passed in.
let registry: ReturnType<typeof kubernetesOverloads> | undefined;

/** `Program()`'s error for `ast` (cel-go's `*types.Err` text), or undefined when planning succeeds. */
export function planTimeError(ast: CheckedAst): string | undefined {
  const result = plan(ast, ast.expr);
  return "error" in result ? result.error : undefined;
}

type Planned = { readonly constant: boolean } | { readonly error: string };

function plan(ast: CheckedAst, expr: Expr): Planned {
  const children: boolean[] = [];
  for (const child of exprChildren(expr)) {
    const planned = plan(ast, child);
    if ("error" in planned) return planned;
    children.push(planned.constant);
  }
  switch (expr.kind) {
    case "literal":
      return { constant: true };
    case "list":
      // An optional element (`[?x]`) is planned as a list with optional indices, still folded when constant.
      return { constant: children.every(Boolean) };
    case "map":
      return { constant: children.every(Boolean) };
    case "call": {
      const regexError = regexCallError(expr);
      if (regexError !== undefined) return { error: regexError };
      const constantArg = expr.target === undefined && expr.args.length === 1 && children[0] === true;
      if (!isTypeConversionFunction(expr.function) || !constantArg) return { constant: false };
      // maybeOptimizeConstUnary: `call.Eval(EmptyActivation())`, an error fails Program.
      const value = evaluate({ ...ast, expr }, {}, { overloads: (registry ??= kubernetesOverloads()) }).value;
      return value instanceof ErrorValue ? { error: value.message } : { constant: true };
    }
    default:
      return { constant: false };
  }
}

/**
 * Why Kubernetes' `Program()` fails for a checked expression, if it does: the errors cel-go raises while
 * planning, with the program options apiserver uses (pkg/cel/environment/base.go: `cel.EvalOptions(
 * cel.OptOptimize, …)` and the regex library's `OptimizeRegex`). With OptOptimize, `decOptimize`
 * (interpreter/decorators.go) folds list and map literals of constants (`maybeBuildListLiteral`,
 * `maybeBuildMapLiteral`) and a type conversion of one constant (`maybeOptimizeConstUnary`), which evaluates it
 * then and fails planning when it errors (`int('x')`, `duration('1x')`); the regex decorator compiles literal
 * patterns (regex-constants.ts); an index whose value is a constant becomes a qualifier, which only strings,
 * numbers and bools can be. The planner decorates a node after its children, so the first failure in that
 * order wins.
 */
import type { Expr, MapExpr } from "../ast/expr.js";
import { exprChildren } from "../ast/children.js";
import type { CheckedAst } from "../checker/checker.js";
import { kubernetesOverloads } from "../eval/kubernetes/registry.js";
import { isPlanConstant, isTypeConversionFunction } from "../eval/optimize.js";
import { checkedFacts, evaluate } from "../eval/program.js";
import { type CelValue, ErrorValue } from "../values/value.js";
import { invalidQualifier } from "../values/ref-val-type.js";
import { regexCallError } from "./regex-constants.js";

// The Kubernetes overloads, built on first use: a table of functions that depends on no input, so it lives as
// long as the module rather than being a cache of anything a caller passed in.
let registry: ReturnType<typeof kubernetesOverloads> | undefined;

/**
 * Why `Program()` fails: cel-go's error (its `*types.Err` text), or a Go panic it does not recover (the text Go
 * panics with), which the API server turns into a 500 for the whole request.
 */
export type PlanTimeFailure = { readonly error: string } | { readonly panic: string };

/** How `Program()` fails for `ast`, or undefined when planning succeeds. */
export function planTimeError(ast: CheckedAst): PlanTimeFailure | undefined {
  const { overloadIds, typeIdents } = checkedFacts(ast);
  const memo = new WeakMap<Expr, boolean>();
  return firstError(ast, ast.expr, (e) => isPlanConstant(e, typeIdents, overloadIds, memo));
}

function firstError(
  ast: CheckedAst,
  expr: Expr,
  isConstant: (e: Expr) => boolean,
): PlanTimeFailure | undefined {
  for (const child of exprChildren(expr)) {
    const failure = firstError(ast, child, isConstant);
    if (failure !== undefined) return failure;
  }
  if (expr.kind === "map" && isConstant(expr)) {
    const panic = constantMapPanic(ast, expr);
    return panic === undefined ? undefined : { panic };
  }
  const error = callError(ast, expr, isConstant);
  return error === undefined ? undefined : { error };
}

/**
 * maybeBuildMapLiteral (interpreter/decorators.go, v0.26.0) evaluates a map literal of constants while planning:
 * evalMap stops at an optional entry (no constant is an optional: its error) and panics on a bytes key, which Go
 * cannot hash (interpretable.go:686-697).
 */
function constantMapPanic(ast: CheckedAst, expr: MapExpr): string | undefined {
  for (const entry of expr.entries) {
    if (entry.optional) return undefined;
    if (constantValue(ast, entry.key) instanceof Uint8Array) {
      return "runtime error: hash of unhashable type types.Bytes";
    }
  }
  return undefined;
}

function callError(ast: CheckedAst, expr: Expr, isConstant: (e: Expr) => boolean): string | undefined {
  if (expr.kind !== "call") return undefined;
  const regexError = regexCallError(expr);
  if (regexError !== undefined) return regexError;
  const index = expr.args[1];
  if (isIndex(expr.function) && index !== undefined && isConstant(index)) {
    // planCallIndex (interpreter/planner.go:457-489): a constant index becomes a qualifier when planned, and
    // newQualifier (attributes.go:604-758) refuses any value but a string, int, uint, bool or double.
    return invalidQualifier(constantValue(ast, index))?.message;
  }
  if (!isTypeConversionFunction(expr.function) || !isConstant(expr)) return undefined;
  // maybeOptimizeConstUnary: `call.Eval(EmptyActivation())`, an error fails Program.
  const value = constantValue(ast, expr);
  return value instanceof ErrorValue ? value.message : undefined;
}

function isIndex(fn: string): boolean {
  return fn === "_[_]" || fn === "_[?_]";
}

// The value of a node the planner holds as a constant, evaluated as it evaluates one: with no variables.
function constantValue(ast: CheckedAst, expr: Expr): CelValue {
  return evaluate({ ...ast, expr }, {}, { overloads: (registry ??= kubernetesOverloads()), optimize: true })
    .value;
}

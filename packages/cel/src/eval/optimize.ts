/**
 * cel-go's `OptOptimize` (interpreter/decorators.go `decOptimize`), which the Kubernetes base environment turns
 * on (apiserver pkg/cel/environment/base.go: `cel.EvalOptions(cel.OptOptimize, cel.OptTrackCost)`): at plan time
 * a list or map literal whose elements are all constants, and a type conversion of a constant, become constants
 * (`maybeBuildListLiteral`, `maybeBuildMapLiteral`, `maybeOptimizeConstUnary`), and `x in <constant list of
 * primitives>` a set membership test (`maybeOptimizeSetMembership`). The cost tracker charges nothing for a
 * constant nor for a set membership test (`costTrackerFactory.Observe` has no case for either). Values are the
 * same as without it, except for a set membership test, a Go map lookup (`set-membership.ts`).
 */
import type { Expr } from "../ast/expr.js";
import { UintValue, type CelValue } from "../values/value.js";

// The type conversion functions (`overloads.IsTypeConversionFunction`).
const typeConversions: ReadonlySet<string> = new Set([
  "bool",
  "bytes",
  "double",
  "duration",
  "dyn",
  "int",
  "string",
  "timestamp",
  "type",
  "uint",
]);

/** `overloads.IsTypeConversionFunction`: `name` converts its one argument to a type. */
export function isTypeConversionFunction(name: string): boolean {
  return typeConversions.has(name);
}

/**
 * Whether the planner makes `e` an `InterpretableConst`: a literal, an identifier the checker resolved to a
 * type (`planCheckedIdent`), a list or map literal of constants, a type conversion of one constant, or `x in []`
 * with the `in_list` overload (the constant false, `maybeOptimizeSetMembership`, decorators.go:212-225; a `dyn`
 * list leaves the checker two overloads, so only a literal `[]` gets there).
 * `memo` caches the answer per node (the check is bottom-up, as the planner's decorators run).
 */
export function isPlanConstant(
  e: Expr,
  typeIdents: ReadonlyMap<number, string>,
  overloadIds: ReadonlyMap<number, readonly string[]>,
  memo: WeakMap<Expr, boolean>,
): boolean {
  const known = memo.get(e);
  if (known !== undefined) return known;
  let constant: boolean;
  switch (e.kind) {
    case "literal":
      constant = true;
      break;
    case "ident":
      constant = typeIdents.has(e.id);
      break;
    case "list":
      constant = e.elements.every((el) => isPlanConstant(el, typeIdents, overloadIds, memo));
      break;
    case "map":
      constant = e.entries.every(
        (entry) =>
          isPlanConstant(entry.key, typeIdents, overloadIds, memo) &&
          isPlanConstant(entry.value, typeIdents, overloadIds, memo),
      );
      break;
    case "call": {
      // The planner's argument list: the target, if any, then the arguments.
      const arg = e.target ?? e.args[0];
      const count = e.args.length + (e.target === undefined ? 0 : 1);
      const ids = overloadIds.get(e.id);
      constant =
        (typeConversions.has(e.function) &&
          count === 1 &&
          arg !== undefined &&
          isPlanConstant(arg, typeIdents, overloadIds, memo)) ||
        (e.function === "@in" &&
          e.target === undefined &&
          ids?.length === 1 &&
          ids[0] === "in_list" &&
          e.args[1]?.kind === "list" &&
          e.args[1].elements.length === 0);
      break;
    }
    default:
      constant = false;
  }
  memo.set(e, constant);
  return constant;
}

/** `types.IsPrimitiveType` without bytes: the elements a set membership test can hash. */
export function isHashablePrimitive(v: CelValue): boolean {
  return (
    typeof v === "boolean" ||
    typeof v === "bigint" ||
    typeof v === "number" ||
    typeof v === "string" ||
    v instanceof UintValue
  );
}

/**
 * Whether the optional library's decorator replaces this `or`/`orValue` call (`decorateOptionalOr`: no
 * single overload id, as in an unchecked expression, or the optional library's own).
 */
export function isOptionalOrOverload(fn: string, ids: readonly string[] | undefined): boolean {
  if (ids === undefined || ids.length !== 1) return true;
  return ids[0] === (fn === "or" ? "optional_or_optional" : "optional_orValue_value");
}

/**
 * The two-argument overloads of the Kubernetes environment bound with `cel.FunctionBinding` only, which
 * `planCallBinary` plans as `evalVarArgs` (no binary implementation): ext strings' `format`
 * (ext/strings.go:476-491 in v0.26.0).
 */
const varArgsBindings = new Set(["string_format"]);

/** The functions whose constant pattern the Kubernetes regex library compiles at plan time. */
const regexOptimized = new Set(["find", "findAll"]);

/**
 * Whether cel-go plans the call as an `evalVarArgs` (`interpreter/interpretable.go`, v0.26.0 lines 575-584):
 * three or more arguments (`planCall`), an overload without a binary implementation, or a `matches` (with
 * OptOptimize) or `find`/`findAll` whose pattern (argument 1) is a string constant (a literal, or what
 * OptOptimize folds), which the regex optimizations (`decRegexOptimizer`, decorators.go:127-166) rebuild with
 * `NewCall`.
 * Such a call stops at its first error argument, leaving the rest unevaluated, and then costs nothing itself
 * unless that was the last argument: the cost tracker finds the last argument missing from its stack
 * (`refValStack.dropArgs`, runtimecost.go:400-416) and skips the call.
 */
export function isVarArgsCall(
  fn: string,
  overloadIds: readonly string[] | undefined,
  args: readonly Expr[],
  optimize: boolean,
  isConstantString: (e: Expr) => boolean,
): boolean {
  if (args.length >= 3) return true;
  if (overloadIds?.length === 1 && varArgsBindings.has(overloadIds[0] as string)) return true;
  const pattern = args[1];
  // OptOptimize brings the matches optimization; the Kubernetes regex library asks for find's and findAll's.
  const optimized = fn === "matches" ? optimize : regexOptimized.has(fn);
  return optimized && pattern !== undefined && isConstantString(pattern);
}

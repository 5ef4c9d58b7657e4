/**
 * cel-go's `OptOptimize` (interpreter/decorators.go `decOptimize`), which the Kubernetes base environment turns
 * on (apiserver pkg/cel/environment/base.go: `cel.EvalOptions(cel.OptOptimize, cel.OptTrackCost)`): at plan time
 * a list or map literal whose elements are all constants, and a type conversion of a constant, become constants
 * (`maybeBuildListLiteral`, `maybeBuildMapLiteral`, `maybeOptimizeConstUnary`), and `x in <constant list of
 * primitives>` a set membership test (`maybeOptimizeSetMembership`). The cost tracker charges nothing for a
 * constant nor for a set membership test (`costTrackerFactory.Observe` has no case for either), which is what
 * this changes: values are the same as without it.
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
 * type (`planCheckedIdent`), a list or map literal of constants, or a type conversion of one constant.
 * `memo` caches the answer per node (the check is bottom-up, as the planner's decorators run).
 */
export function isPlanConstant(
  e: Expr,
  typeIdents: ReadonlyMap<number, string>,
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
      constant = e.elements.every((el) => isPlanConstant(el, typeIdents, memo));
      break;
    case "map":
      constant = e.entries.every(
        (entry) =>
          isPlanConstant(entry.key, typeIdents, memo) && isPlanConstant(entry.value, typeIdents, memo),
      );
      break;
    case "call": {
      // The planner's argument list: the target, if any, then the arguments.
      const arg = e.target ?? e.args[0];
      const count = e.args.length + (e.target === undefined ? 0 : 1);
      constant =
        typeConversions.has(e.function) &&
        count === 1 &&
        arg !== undefined &&
        isPlanConstant(arg, typeIdents, memo);
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

import type { Expr } from "./expr.js";

/**
 * The children of a node in cel-go's visiting order (`ast.visit`): a call's target before its arguments, a
 * map's key before its value, a comprehension's range, init, condition, step and result.
 */
export function exprChildren(expr: Expr): readonly Expr[] {
  switch (expr.kind) {
    case "select":
      return [expr.operand];
    case "call":
      return expr.target === undefined ? expr.args : [expr.target, ...expr.args];
    case "list":
      return expr.elements;
    case "map":
      return expr.entries.flatMap((entry) => [entry.key, entry.value]);
    case "struct":
      return expr.fields.map((field) => field.value);
    case "comprehension":
      return [expr.iterRange, expr.accuInit, expr.loopCondition, expr.loopStep, expr.result];
    default:
      return [];
  }
}

/**
 * Which functions a compiled rule calls that the runtime has no implementation for: the RuleValidator skips such
 * a rule rather than report it wrongly, and says which functions it could not evaluate.
 */
import type { CheckedAst, Expr } from "@crdgen/cel";
import type { RuleRuntime } from "./evaluate-rule.js";

// Calls the interpreter evaluates itself rather than through the overload registry.
const intrinsicCalls = new Set([
  "_&&_",
  "_||_",
  "_?_:_",
  "@not_strictly_false",
  "__not_strictly_false__",
  "_[_]",
  "_[?_]",
  "_?._",
]);

/**
 * The functions `program` calls that `runtime` has no implementation for, in the order the walk meets them. Called
 * once per rule of a validator plan, which keeps the answer with the rule's planned program (`programsOf`), so
 * the walk needs no cache of its own.
 */
export function missingFunctions(program: CheckedAst, runtime: RuleRuntime): readonly string[] {
  const pending: Expr[] = [program.expr];
  const missing: string[] = [];
  for (let expr = pending.pop(); expr !== undefined; expr = pending.pop()) {
    switch (expr.kind) {
      case "call":
        if (!intrinsicCalls.has(expr.function) && !runtime.overloads.has(expr.function)) {
          missing.push(expr.function);
        }
        if (expr.target !== undefined) pending.push(expr.target);
        pending.push(...expr.args);
        break;
      case "select":
        pending.push(expr.operand);
        break;
      case "list":
        pending.push(...expr.elements);
        break;
      case "map":
        for (const entry of expr.entries) pending.push(entry.key, entry.value);
        break;
      case "struct":
        for (const field of expr.fields) pending.push(field.value);
        break;
      case "comprehension":
        pending.push(expr.iterRange, expr.accuInit, expr.loopCondition, expr.loopStep, expr.result);
        break;
      default:
        break;
    }
  }
  return missing;
}

import type { ComprehensionExpr, Expr } from "../ast/expr.js";
import { type CelType, celTypes } from "../common/types.js";
import { substitute } from "./assignability.js";
import type { Checker } from "./checker.js";

/**
 * cel-go's `checkComprehension`: the accumulator is declared in an outer scope, the iteration variables
 * (element; or index/key and value for the two-variable forms) in an inner one that the result cannot see.
 */
export function checkComprehension(c: Checker, e: ComprehensionExpr): Expr {
  const iterRange = c.check(e.iterRange);
  const accuInit = c.check(e.accuInit);
  const rangeType = substitute(c.mappings, c.getType(iterRange), false);
  const accuType = c.getType(accuInit);
  c.env.enterScope();
  c.env.declareLocal(e.accuVar, accuType);
  const twoVars = e.iterVar2 !== undefined;
  let varType: CelType;
  let var2Type: CelType | undefined;
  switch (rangeType.kind) {
    case "list": {
      const elem = rangeType.params[0] ?? celTypes.dyn;
      // With two variables, the first is the index and the second the element.
      varType = twoVars ? celTypes.int : elem;
      var2Type = elem;
      break;
    }
    case "map":
      varType = rangeType.params[0] ?? celTypes.dyn;
      var2Type = rangeType.params[1] ?? celTypes.dyn;
      break;
    case "dyn":
    case "error":
    case "type_param":
      c.isAssignable(celTypes.dyn, rangeType);
      varType = celTypes.dyn;
      var2Type = celTypes.dyn;
      break;
    default:
      c.errors.notAComprehensionRange(iterRange.id, rangeType);
      varType = celTypes.error;
      var2Type = celTypes.error;
  }
  c.env.enterScope();
  c.env.declareLocal(e.iterVar, varType);
  if (e.iterVar2 !== undefined) c.env.declareLocal(e.iterVar2, var2Type);
  const loopCondition = c.check(e.loopCondition);
  c.assertType(loopCondition, celTypes.bool);
  const loopStep = c.check(e.loopStep);
  c.assertType(loopStep, accuType);
  c.env.exitScope();
  const result = c.check(e.result);
  c.env.exitScope();
  c.setType(e, substitute(c.mappings, c.getType(result), false));
  return { ...e, iterRange, accuInit, loopCondition, loopStep, result };
}

/**
 * cel-go's `ValidateHomogeneousAggregateLiterals` (`cel/validator.go`, which `cel.HomogeneousAggregateLiterals()`
 * installs): every element of a list literal, and every key and every value of a map literal, must have the
 * type of the first one (an optional element `?x` counts as its parameter). Literals anywhere inside a call
 * of an exempt function (`format`, when the strings library is there) are skipped.
 */
import type { Expr } from "../ast/expr.js";
import type { CheckedAst } from "../checker/checker.js";
import { formatCheckedType } from "../checker/format.js";
import type { CelError } from "../common/errors.js";
import { type CelType, celTypes } from "../common/types.js";
import { isEquivalentType } from "../decls/equivalence.js";
import { type AstValidator, type Navigated, errorAt, matchDescendants } from "./validator.js";

export function validateHomogeneousAggregateLiterals(): AstValidator {
  return {
    name: "cel.validator.homogeneous_literals",
    validate(ast, config) {
      const exempt = config.homogeneousAggregateLiteralExemptFunctions;
      const errors: CelError[] = [];
      const mismatch = (id: number, expected: CelType, actual: CelType): void => {
        const message = `expected type '${formatCheckedType(expected)}' but found '${formatCheckedType(actual)}'`;
        errors.push(errorAt(ast, id, message));
      };
      for (const { expr, ancestors } of matchDescendants(ast.expr, (e) => e.kind === "list")) {
        if (expr.kind !== "list" || inExemptFunction(ancestors, exempt)) continue;
        let elemType: CelType | undefined;
        for (const [i, element] of expr.elements.entries()) {
          let type = typeOf(ast, element);
          if (expr.optionalIndices.includes(i)) type = type.params[0] ?? type;
          if (elemType === undefined) {
            elemType = type;
          } else if (!isEquivalentType(elemType, type)) {
            mismatch(element.id, elemType, type);
            break;
          }
        }
      }
      for (const { expr, ancestors } of matchDescendants(ast.expr, (e) => e.kind === "map")) {
        if (expr.kind !== "map" || inExemptFunction(ancestors, exempt)) continue;
        let first: readonly [CelType, CelType] | undefined;
        for (const entry of expr.entries) {
          const keyType = typeOf(ast, entry.key);
          let valueType = typeOf(ast, entry.value);
          if (entry.optional) valueType = valueType.params[0] ?? valueType;
          if (first === undefined) {
            first = [keyType, valueType];
            continue;
          }
          if (!isEquivalentType(first[0], keyType)) mismatch(entry.key.id, first[0], keyType);
          if (!isEquivalentType(first[1], valueType)) mismatch(entry.value.id, first[1], valueType);
        }
      }
      return errors;
    },
  };
}

/** cel-go's `inExemptFunction`: any enclosing call, at any depth. */
function inExemptFunction(ancestors: Navigated["ancestors"], exempt: readonly string[]): boolean {
  return ancestors.some((a) => a.kind === "call" && exempt.includes(a.function));
}

/** cel-go's `AST.GetType`: DYN for an expression the type map lacks. */
function typeOf(ast: CheckedAst, expr: Expr): CelType {
  return ast.types.get(expr.id) ?? celTypes.dyn;
}

/**
 * cel-go's `ValidateHomogeneousAggregateLiterals` (`cel/validator.go`), the AST validator behind
 * `cel.HomogeneousAggregateLiterals()`, which the Kubernetes base environment enables: after checking, the
 * elements of a list literal, and the keys and values of a map literal, must all have equivalent types.
 */
import type { Expr } from "../ast/expr.js";
import type { CelError } from "../common/errors.js";
import { type CelType, celTypes } from "../common/types.js";
import { isEquivalentType } from "../decls/equivalence.js";
import type { CheckedAst } from "./checker.js";
import { formatCheckedType } from "./format.js";
import { exprChildren } from "../ast/children.js";
import { UnrecoveredPanic } from "../values/go-panic.js";

export function validateHomogeneousAggregateLiterals(
  checked: CheckedAst,
  exemptFunctions: readonly string[] = [],
): CelError[] {
  const errors: CelError[] = [];
  const typeOf = (e: Expr): CelType => checked.types.get(e.id) ?? celTypes.error;
  const mismatch = (id: number, expected: CelType, actual: CelType): void => {
    errors.push({
      message: `expected type '${formatCheckedType(expected)}' but found '${formatCheckedType(actual)}'`,
      exprId: id,
      offset: checked.sourceInfo.offsets.get(id) ?? -1,
    });
  };
  // cel-go collects the literals in post-order (`ast.MatchDescendants`) and checks lists before maps.
  const lists: Expr[] = [];
  const maps: Expr[] = [];
  const visit = (e: Expr, exempt: boolean): void => {
    const inside = exempt || (e.kind === "call" && exemptFunctions.includes(e.function));
    for (const child of exprChildren(e)) visit(child, inside);
    if (exempt) return;
    if (e.kind === "list") lists.push(e);
    if (e.kind === "map") maps.push(e);
  };
  visit(checked.expr, false);
  for (const list of lists) {
    if (list.kind !== "list") continue;
    let elemType: CelType | undefined;
    for (const [i, element] of list.elements.entries()) {
      let type = typeOf(element);
      if (list.optionalIndices.includes(i)) type = optionalParameter(type);
      if (elemType === undefined) {
        elemType = type;
      } else if (!isEquivalentType(elemType, type)) {
        mismatch(element.id, elemType, type);
        break;
      }
    }
  }
  for (const map of maps) {
    if (map.kind !== "map") continue;
    let keyType: CelType | undefined;
    let valueType: CelType | undefined;
    for (const entry of map.entries) {
      const kt = typeOf(entry.key);
      let vt = typeOf(entry.value);
      if (entry.optional) vt = optionalParameter(vt);
      if (keyType === undefined || valueType === undefined) {
        keyType = kt;
        valueType = vt;
        continue;
      }
      if (!isEquivalentType(keyType, kt)) mismatch(entry.key.id, keyType, kt);
      if (!isEquivalentType(valueType, vt)) mismatch(entry.value.id, valueType, vt);
    }
  }
  return errors;
}

/**
 * An optional element's or entry's type, as the validator reads it: `Parameters()[0]` of its checked type
 * (validator.go:320, 345 at v0.26.0), which Go indexes without looking, so a `dyn` value the checker let through
 * (`[?dyn(x)]`) panics, unrecovered.
 */
function optionalParameter(type: CelType): CelType {
  const parameter = type.params[0];
  if (parameter === undefined) {
    throw new UnrecoveredPanic("runtime error: index out of range [0] with length 0");
  }
  return parameter;
}

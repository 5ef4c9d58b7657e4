import type { Expr } from "../ast/expr.js";
import { type Adorner, toDebugString } from "../common/debug.js";
import type { CheckedAst } from "./checker.js";
import { formatCheckedType } from "./format.js";

/**
 * cel-go's `checker.Print` (`checker/printer.go`): the debug string of a checked expression, each node
 * adorned with `~type` and `^reference` (`_+_(1~int, 2~int)~int^add_int64`), overload ids sorted.
 */
export function printChecked(checked: CheckedAst, e: Expr = checked.expr): string {
  const adorner: Adorner = (node, isEntry) => {
    if (isEntry || !("kind" in node)) return "";
    let result = "";
    const type = checked.types.get(node.id);
    if (type !== undefined) result += `~${formatCheckedType(type)}`;
    if (
      node.kind !== "ident" &&
      node.kind !== "call" &&
      node.kind !== "list" &&
      node.kind !== "struct" &&
      node.kind !== "select"
    ) {
      return result;
    }
    const reference = checked.references.get(node.id);
    if (reference !== undefined) {
      result +=
        reference.overloadIds.length === 0
          ? `^${reference.name}`
          : `^${[...reference.overloadIds].sort().join("|")}`;
    }
    return result;
  };
  return toDebugString(e, adorner);
}

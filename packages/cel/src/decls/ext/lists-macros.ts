/**
 * ext lists' `sortBy` macro (cel-go `ext/lists.go` `sortByMacro`, lists version 2 and later):
 * `target.sortBy(e, key)` becomes a bind of the target to `@__sortBy_input__`, then
 * `@__sortBy_input__.@sortByAssociatedKeys(@__sortBy_input__.map(e, key))`. Ids are handed out in Go's
 * evaluation order.
 */
import type { Expr } from "../../ast/expr.js";
import type { Macro, MacroExpander } from "../../parser/macros.js";
import { standardMacros } from "../../parser/macros.js";
import { InternalError } from "@crdgen/core";

const sortByInput = "@__sortBy_input__";

/** cel-go's `parser.MakeMap`, the expander of the standard two-argument `map` macro. */
const makeMap: MacroExpander = (eh, target, args) => {
  const map = standardMacros.find((m) => m.function === "map" && m.argCount === 2 && m.receiverStyle);
  if (map === undefined) throw new InternalError("the standard macros have no map(x, fn)");
  return map.expander(eh, target, args);
};

const sortableTargets: ReadonlySet<Expr["kind"]> = new Set([
  "list",
  "select",
  "ident",
  "comprehension",
  "call",
]);

const sortBy: MacroExpander = (eh, target, args) => {
  if (target === undefined) throw new InternalError("sortBy is a receiver macro");
  const varIdent = eh.ident(sortByInput);
  if (!sortableTargets.has(target.kind)) {
    return {
      error: {
        exprId: target.id,
        message: "sortBy can only be applied to a list, identifier, comprehension, call or select expression",
      },
    };
  }
  const mapCompr = makeMap(eh, eh.copy(varIdent), args);
  if (mapCompr === undefined || "error" in mapCompr) return mapCompr;
  const callExpr = eh.memberCall("@sortByAssociatedKeys", eh.copy(varIdent), mapCompr.expr);
  const iterRange = eh.list();
  const condition = eh.literal({ type: "bool", value: false });
  return {
    expr: eh.comprehension(
      iterRange,
      "#unused",
      undefined,
      sortByInput,
      target,
      condition,
      varIdent,
      callExpr,
    ),
  };
};

export const sortByMacro: Macro = { function: "sortBy", argCount: 2, receiverStyle: true, expander: sortBy };

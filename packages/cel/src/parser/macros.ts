import type { Expr } from "../ast/expr.js";
import type { MacroExprHelper } from "./helper.js";

/** What a macro expander returns: an expansion, an error at an expression, or nothing (no expansion). */
export type MacroResult = { expr: Expr } | { error: { exprId: number; message: string } } | undefined;

export type MacroExpander = (
  eh: MacroExprHelper,
  target: Expr | undefined,
  args: readonly Expr[],
) => MacroResult;

/** `parser.Macro`: a global or receiver-style macro for a fixed number of arguments. */
export interface Macro {
  readonly function: string;
  readonly argCount: number;
  readonly receiverStyle: boolean;
  readonly expander: MacroExpander;
}

/** `makeMacroKey`. */
export function macroKey(fn: string, argCount: number, receiverStyle: boolean): string {
  return `${fn}:${argCount}:${String(receiverStyle)}`;
}

/** cel-go's `parser.AccumulatorName`, still refused as an iteration variable. */
const legacyAccumulatorName = "__result__";

const err = (exprId: number, message: string): MacroResult => ({ error: { exprId, message } });
const identName = (e: Expr | undefined): string | undefined => (e?.kind === "ident" ? e.name : undefined);
const TRUE = { type: "bool", value: true } as const;
const FALSE = { type: "bool", value: false } as const;
const intLit = (v: bigint) => ({ type: "int", value: v }) as const;

function arg(args: readonly Expr[], i: number): Expr {
  const a = args[i];
  if (a === undefined) throw new RangeError(`macro argument ${i} missing`);
  return a;
}

type Quantifier = "all" | "exists" | "existsOne";

/** `makeQuantifier`: all, exists, exists_one/existsOne. */
function quantifier(kind: Quantifier): MacroExpander {
  return (eh, target, args) => {
    const v = identName(args[0]);
    if (v === undefined) return err(arg(args, 0).id, "argument must be a simple name");
    if (v === eh.accuName || v === legacyAccumulatorName) {
      return err(arg(args, 0).id, "iteration variable overwrites accumulator variable");
    }
    const body = quantifierBody(eh, kind, arg(args, 1));
    return { expr: eh.comprehension(target as Expr, v, undefined, eh.accuName, ...body) };
  };
}

function quantifierBody(eh: MacroExprHelper, kind: Quantifier, predicate: Expr): [Expr, Expr, Expr, Expr] {
  switch (kind) {
    case "all": {
      const init = eh.literal(TRUE);
      const condition = eh.call("@not_strictly_false", eh.accuIdent());
      const step = eh.call("_&&_", eh.accuIdent(), predicate);
      return [init, condition, step, eh.accuIdent()];
    }
    case "exists": {
      const init = eh.literal(FALSE);
      const condition = eh.call("@not_strictly_false", eh.call("!_", eh.accuIdent()));
      const step = eh.call("_||_", eh.accuIdent(), predicate);
      return [init, condition, step, eh.accuIdent()];
    }
    case "existsOne": {
      const init = eh.literal(intLit(0n));
      const condition = eh.literal(TRUE);
      const step = eh.call(
        "_?_:_",
        predicate,
        eh.call("_+_", eh.accuIdent(), eh.literal(intLit(1n))),
        eh.accuIdent(),
      );
      const result = eh.call("_==_", eh.accuIdent(), eh.literal(intLit(1n)));
      return [init, condition, step, result];
    }
  }
}

/** `MakeMap`: `map(x, fn)` and `map(x, filter, fn)`. */
const makeMap: MacroExpander = (eh, target, args) => {
  const v = identName(args[0]);
  if (v === undefined) return err(arg(args, 0).id, "argument is not an identifier");
  if (v === eh.accuName || v === legacyAccumulatorName) {
    return err(arg(args, 0).id, "iteration variable overwrites accumulator variable");
  }
  const filter = args.length === 3 ? arg(args, 1) : undefined;
  const fn = args.length === 3 ? arg(args, 2) : arg(args, 1);
  const init = eh.list();
  const condition = eh.literal(TRUE);
  let step = eh.call("_+_", eh.accuIdent(), eh.list(fn));
  if (filter !== undefined) step = eh.call("_?_:_", filter, step, eh.accuIdent());
  return {
    expr: eh.comprehension(target as Expr, v, undefined, eh.accuName, init, condition, step, eh.accuIdent()),
  };
};

/** `MakeFilter`. */
const makeFilter: MacroExpander = (eh, target, args) => {
  const v = identName(args[0]);
  if (v === undefined) return err(arg(args, 0).id, "argument is not an identifier");
  if (v === eh.accuName || v === legacyAccumulatorName) {
    return err(arg(args, 0).id, "iteration variable overwrites accumulator variable");
  }
  const init = eh.list();
  const condition = eh.literal(TRUE);
  let step = eh.call("_+_", eh.accuIdent(), eh.list(arg(args, 0)));
  step = eh.call("_?_:_", arg(args, 1), step, eh.accuIdent());
  return {
    expr: eh.comprehension(target as Expr, v, undefined, eh.accuName, init, condition, step, eh.accuIdent()),
  };
};

/** `MakeHas`. */
const makeHas: MacroExpander = (eh, _target, args) => {
  const a = arg(args, 0);
  if (a.kind === "select") return { expr: eh.presenceTest(a.operand, a.field) };
  return err(a.id, "invalid argument to has() macro");
};

const receiver = (fn: string, argCount: number, expander: MacroExpander): Macro => ({
  function: fn,
  argCount,
  receiverStyle: true,
  expander,
});

/** `parser.AllMacros`: the standard macros. */
export const standardMacros: readonly Macro[] = [
  { function: "has", argCount: 1, receiverStyle: false, expander: makeHas },
  receiver("all", 2, quantifier("all")),
  receiver("exists", 2, quantifier("exists")),
  receiver("exists_one", 2, quantifier("existsOne")),
  receiver("existsOne", 2, quantifier("existsOne")),
  receiver("map", 2, makeMap),
  receiver("map", 3, makeMap),
  receiver("filter", 2, makeFilter),
];

/**
 * `cel.StandardMacros` (cel-go v0.26.0 `cel/macro.go:329`), the macros every `cel.Env` starts with
 * (`cel/library.go:162`): `parser.AllMacros` without `existsOne` of two arguments (`ExistsOneMacroNew`), so in
 * a Kubernetes environment `list.existsOne(x, p)` is a call of an undeclared function, not a macro.
 */
export const celStandardMacros: readonly Macro[] = standardMacros.filter(
  (m) => !(m.function === "existsOne" && m.argCount === 2),
);

/** `cel/library.go` `optMap` and `optFlatMap` (enabled with optional types). */
function optMapper(name: "optMap" | "optFlatMap"): MacroExpander {
  return (eh, target, args) => {
    const varName = identName(args[0]);
    if (varName === undefined) {
      return err(arg(args, 0).id, `${name}() variable name must be a simple identifier`);
    }
    const t = target as Expr;
    const mapExpr = arg(args, 1);
    const hasValue = eh.memberCall("hasValue", t);
    const fold = () =>
      eh.comprehension(
        eh.list(),
        "#unused",
        undefined,
        varName,
        eh.memberCall("value", eh.copy(t)),
        eh.literal(FALSE),
        eh.ident(varName),
        mapExpr,
      );
    const mapped = name === "optMap" ? eh.call("optional.of", fold()) : fold();
    return { expr: eh.call("_?_:_", hasValue, mapped, eh.call("optional.none")) };
  };
}

export const optionalMacros: readonly Macro[] = [
  receiver("optMap", 2, optMapper("optMap")),
  receiver("optFlatMap", 2, optMapper("optFlatMap")),
];

/** `ext/comprehensions.go` `extractIterVars`. */
function iterVars(eh: MacroExprHelper, args: readonly Expr[]): [string, string] | MacroResult {
  const a0 = arg(args, 0);
  const a1 = arg(args, 1);
  const v1 = identName(a0);
  if (v1 === undefined) return err(a0.id, "argument must be a simple name");
  const v2 = identName(a1);
  if (v2 === undefined) return err(a1.id, "argument must be a simple name");
  if (v1 === v2) return err(a1.id, `duplicate variable name: ${v1}`);
  if (v1 === eh.accuName || v1 === legacyAccumulatorName) {
    return err(a0.id, "iteration variable overwrites accumulator variable");
  }
  if (v2 === eh.accuName || v2 === legacyAccumulatorName) {
    return err(a1.id, "iteration variable overwrites accumulator variable");
  }
  return [v1, v2];
}

function twoVarQuantifier(kind: Quantifier): MacroExpander {
  return (eh, target, args) => {
    const vars = iterVars(eh, args);
    if (!Array.isArray(vars)) return vars;
    const body = quantifierBody(eh, kind, arg(args, 2));
    return { expr: eh.comprehension(target as Expr, vars[0], vars[1], eh.accuName, ...body) };
  };
}

type Transform = "list" | "map" | "mapEntry";

/** `transformList`, `transformMap`, `transformMapEntry`, with or without a filter. */
function transform(kind: Transform): MacroExpander {
  return (eh, target, args) => {
    const vars = iterVars(eh, args);
    if (!Array.isArray(vars)) return vars;
    const filter = args.length === 4 ? arg(args, 2) : undefined;
    const fn = args.length === 4 ? arg(args, 3) : arg(args, 2);
    let step =
      kind === "list"
        ? eh.call("_+_", eh.accuIdent(), eh.list(fn))
        : kind === "map"
          ? eh.call("cel.@mapInsert", eh.accuIdent(), eh.ident(vars[0]), fn)
          : eh.call("cel.@mapInsert", eh.accuIdent(), fn);
    if (filter !== undefined) step = eh.call("_?_:_", filter, step, eh.accuIdent());
    const init = kind === "list" ? eh.list() : eh.map();
    const condition = eh.literal(TRUE);
    return {
      expr: eh.comprehension(
        target as Expr,
        vars[0],
        vars[1],
        eh.accuName,
        init,
        condition,
        step,
        eh.accuIdent(),
      ),
    };
  };
}

/** `ext.TwoVarComprehensions()`'s macros. */
export const twoVarComprehensionMacros: readonly Macro[] = [
  receiver("all", 3, twoVarQuantifier("all")),
  receiver("exists", 3, twoVarQuantifier("exists")),
  receiver("existsOne", 3, twoVarQuantifier("existsOne")),
  receiver("exists_one", 3, twoVarQuantifier("existsOne")),
  receiver("transformList", 3, transform("list")),
  receiver("transformList", 4, transform("list")),
  receiver("transformMap", 3, transform("map")),
  receiver("transformMap", 4, transform("map")),
  receiver("transformMapEntry", 3, transform("mapEntry")),
  receiver("transformMapEntry", 4, transform("mapEntry")),
];

/**
 * The tree-walking evaluator: cel-go's `interpreter` (planner + interpretables) collapsed into one pass
 * over the (checked) AST. Strict calls return their first error argument; `&&`, `||`, `?:`,
 * `@not_strictly_false`, comprehensions and the optional `or`/`orValue` have their own evaluation rules.
 */
import type { CallExpr, ComprehensionExpr, Expr } from "../ast/expr.js";
import { noSuchAttribute, noSuchOverload } from "../values/errors.js";
import {
  type CelValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OptionalValue,
  TypeValue,
  mapKeyOf,
  typeNameOf,
} from "../values/value.js";
import { formatKey } from "../values/format.js";
import { isContainer, isPresent, missing, qualify, selectOptional } from "./access.js";
import {
  builtinTypeNames,
  countAttributeSteps,
  isAttribute,
  literalValue,
  withLocals,
} from "./attributes.js";
import { CostTracker } from "./cost.js";
import { invalidQualifier, refValGoType } from "../values/ref-val-type.js";
import { isHashablePrimitive, isPlanConstant } from "./optimize.js";
import { costFactors } from "../cost/estimates.js";
import { type OverloadRegistry, callWithinBudget } from "./overload.js";

/** Variables by name (cel-go's `Activation`); undefined when the variable is not bound. */
export interface Activation {
  resolve(name: string): CelValue | undefined;
}

const noVariables: Activation = { resolve: () => undefined };

// OptOptimize's plan-time constants, per AST node: which nodes are constants, and their values (built once at
// no cost, as cel-go builds them when it plans the program). AST nodes never change, and a constant's value
// depends only on its literals and the standard conversions, so the facts hold for every evaluation.
const constantNodes = new WeakMap<Expr, boolean>();
const constantValues = new WeakMap<Expr, CelValue>();

export interface EvalContext {
  readonly registry: OverloadRegistry;
  readonly tracker: CostTracker;
  /** The checker's resolved overload ids by call id (empty for unchecked evaluation). */
  readonly overloadIds: ReadonlyMap<number, readonly string[]>;
  /** Identifiers the checker resolved to types (`int`, `list`), by expression id, with the runtime name. */
  readonly typeIdents: ReadonlyMap<number, string>;
  /** cel-go's `PresenceTestHasCost`: whether `has()` costs one; Kubernetes turns it off. */
  readonly presenceTestHasCost: boolean;
  /** cel-go's `OptOptimize` (see optimize.ts); Kubernetes turns it on. */
  readonly optimize?: boolean;
}

export class Interpreter {
  constructor(private readonly ctx: EvalContext) {}

  /** Whether OptOptimize makes `e` a constant. */
  isConstant(e: Expr): boolean {
    return this.ctx.optimize === true && isPlanConstant(e, this.ctx.typeIdents, constantNodes);
  }

  /** The value of a constant node, evaluated once as the planner does (`Eval(EmptyActivation())`), uncosted. */
  constant(e: Expr): CelValue {
    let v = constantValues.get(e);
    if (v === undefined) {
      const planner = new Interpreter({ ...this.ctx, tracker: new CostTracker(undefined, undefined) });
      v = planner.evalPlanned(e);
      constantValues.set(e, v);
    }
    return v;
  }

  private evalPlanned(e: Expr): CelValue {
    switch (e.kind) {
      case "list":
        return this.evalList(e.elements, e.optionalIndices, noVariables);
      case "map":
        return this.evalMap(e, noVariables);
      case "call":
        return this.invoke(
          e,
          [e.target ?? e.args[0]].map((a) => (a === undefined ? null : this.eval(a, noVariables))),
        );
      default:
        return this.eval(e, noVariables);
    }
  }

  eval(e: Expr, act: Activation): CelValue {
    switch (e.kind) {
      case "literal":
        return literalValue(e.value);
      case "ident":
        return this.evalIdent(e.id, e.name, act);
      case "select":
        return this.evalSelect(e.operand, e.field, e.testOnly, act);
      case "call":
        return this.evalCall(e, act);
      case "list":
        if (this.isConstant(e)) return this.constant(e);
        return this.evalList(e.elements, e.optionalIndices, act);
      case "map":
        if (this.isConstant(e)) return this.constant(e);
        return this.evalMap(e, act);
      case "struct":
        this.ctx.tracker.add(costFactors.structCreateBaseCost);
        return new ErrorValue(`unknown type: ${e.typeName}`);
      case "comprehension":
        return this.evalFold(e, act);
      case "unspecified":
        return new ErrorValue("unspecified expression");
    }
  }

  private evalIdent(id: number, name: string, act: Activation): CelValue {
    const typeName = this.ctx.typeIdents.get(id);
    if (typeName !== undefined) return new TypeValue(typeName);
    this.ctx.tracker.add(costFactors.selectAndIdentCost);
    const v = act.resolve(name);
    if (v !== undefined) return v;
    const builtin = builtinTypeNames.get(name);
    if (builtin !== undefined && this.ctx.overloadIds.size === 0) return new TypeValue(builtin);
    return noSuchAttribute(name);
  }

  /** A dotted name an unchecked expression may mean as one qualified variable (`a.b.c`). */
  private qualifiedName(e: Expr): string | undefined {
    if (e.kind === "ident") return e.name;
    if (e.kind === "select" && !e.testOnly) {
      const prefix = this.qualifiedName(e.operand);
      return prefix === undefined ? undefined : `${prefix}.${e.field}`;
    }
    return undefined;
  }

  private evalSelect(operand: Expr, field: string, testOnly: boolean, act: Activation): CelValue {
    if (!testOnly && this.ctx.overloadIds.size === 0) {
      const name = this.qualifiedName(operand);
      const qualified = name === undefined ? undefined : act.resolve(`${name}.${field}`);
      if (qualified !== undefined) return qualified;
    }
    const obj = this.evalOperand(operand, act);
    if (testOnly && this.ctx.presenceTestHasCost) this.ctx.tracker.add(costFactors.selectAndIdentCost);
    if (obj instanceof OptionalValue) {
      return selectOptional(obj, field, undefined, testOnly, this.ctx.tracker);
    }
    if (testOnly) return isPresent(obj, field);
    this.ctx.tracker.add(costFactors.selectAndIdentCost);
    const v = qualify(obj, field);
    return v === undefined ? missing(obj, field) : v;
  }

  /** The operand of a select or index; a non-attribute operand costs one more (cel-go's relative attribute). */
  private evalOperand(operand: Expr, act: Activation): CelValue {
    const v = this.eval(operand, act);
    if (!isAttribute(operand)) this.ctx.tracker.add(costFactors.selectAndIdentCost);
    return v;
  }

  /** cel-go's `evalList`: the first error ends the evaluation of the elements. */
  private evalList(elements: readonly Expr[], optionalIndices: readonly number[], act: Activation): CelValue {
    const out: CelValue[] = [];
    let result: CelValue | undefined;
    for (const [i, el] of elements.entries()) {
      const v = this.eval(el, act);
      if (v instanceof ErrorValue) {
        result = v;
        break;
      }
      if (!optionalIndices.includes(i)) {
        out.push(v);
      } else if (!(v instanceof OptionalValue)) {
        result = new ErrorValue(
          `cannot initialize optional list element from non-optional value ${formatKey(v)}`,
        );
        break;
      } else if (v.value !== undefined) {
        out.push(v.value);
      }
    }
    this.ctx.tracker.add(costFactors.listCreateBaseCost);
    return result ?? new ListValue(out);
  }

  /** cel-go's `evalMap`: the first error (key, then value) ends the evaluation of the entries. */
  private evalMap(e: Extract<Expr, { kind: "map" }>, act: Activation): CelValue {
    const entries = new Map<string, readonly [CelValue, CelValue]>();
    const result = this.mapEntries(e, act, entries);
    this.ctx.tracker.add(costFactors.mapCreateBaseCost);
    return result ?? new MapValue(entries.values());
  }

  private mapEntries(
    e: Extract<Expr, { kind: "map" }>,
    act: Activation,
    entries: Map<string, readonly [CelValue, CelValue]>,
  ): ErrorValue | undefined {
    for (const entry of e.entries) {
      const k = this.eval(entry.key, act);
      if (k instanceof ErrorValue) return k;
      const v = this.eval(entry.value, act);
      if (v instanceof ErrorValue) return v;
      const key = mapKeyOf(k);
      if (key === undefined) return new ErrorValue(`unsupported key type: ${typeNameOf(k)}`);
      if (!entry.optional) {
        entries.set(key, [k, v]);
      } else if (!(v instanceof OptionalValue)) {
        return new ErrorValue(
          `cannot initialize optional entry '${formatKey(k)}' from non-optional value ${formatKey(v)}`,
        );
      } else if (v.value === undefined) {
        entries.delete(key);
      } else {
        entries.set(key, [k, v.value]);
      }
    }
    return undefined;
  }

  private evalFold(e: ComprehensionExpr, act: Activation): CelValue {
    const range = this.eval(e.iterRange, act);
    if (range instanceof ErrorValue) return range;
    let pairs: (readonly [CelValue, CelValue])[];
    if (range instanceof ListValue) pairs = range.elements.map((v, i) => [BigInt(i), v] as const);
    else if (range instanceof MapValue) pairs = [...range.entries()];
    else if (range instanceof ObjectValue) pairs = [...range.fields.entries()];
    else return new ErrorValue(`got '${refValGoType(range)}', expected iterable type`);
    const locals = new Map<string, CelValue>();
    const frame = withLocals(act, locals);
    locals.set(e.accuVar, this.eval(e.accuInit, act));
    for (const [first, second] of pairs) {
      if (e.iterVar2 !== undefined) {
        locals.set(e.iterVar, first);
        locals.set(e.iterVar2, second);
      } else {
        locals.set(e.iterVar, range instanceof ListValue ? second : first);
      }
      if (this.eval(e.loopCondition, frame) !== true) break;
      locals.set(e.accuVar, this.eval(e.loopStep, frame));
    }
    locals.delete(e.iterVar);
    if (e.iterVar2 !== undefined) locals.delete(e.iterVar2);
    return this.eval(e.result, frame);
  }

  private evalCall(e: CallExpr, act: Activation): CelValue {
    switch (e.function) {
      case "_&&_":
      case "_||_":
        return this.evalLogical(e, act, e.function === "_||_");
      case "_?_:_":
        return this.evalConditional(e, act);
      case "@not_strictly_false":
      case "__not_strictly_false__": {
        const v = e.args[0] === undefined ? null : this.eval(e.args[0], act);
        this.ctx.tracker.add(1n);
        return typeof v === "boolean" ? v : true;
      }
      case "_[_]":
      case "_[?_]":
      case "_?._":
        return this.evalIndex(e, act);
    }
    if (this.ctx.optimize === true) {
      if (this.isConstant(e)) return this.constant(e);
      const member = this.evalSetMembership(e, act);
      if (member !== undefined) return member;
    }
    if (e.target !== undefined && (e.function === "or" || e.function === "orValue")) {
      const lazy = this.evalOptionalOr(e, act);
      if (lazy !== undefined) return lazy;
    }
    const qualified = qualifiedFunction(e, this.ctx);
    if (qualified !== undefined) {
      return this.evalCall({ kind: "call", id: e.id, function: qualified, args: e.args }, act);
    }
    const argExprs = e.target === undefined ? e.args : [e.target, ...e.args];
    const args = argExprs.map((a) => this.eval(a, act));
    return this.invoke(e, args);
  }

  private invoke(e: CallExpr, args: readonly CelValue[]): CelValue {
    const ids = this.ctx.overloadIds.get(e.id);
    const overloadId = ids?.length === 1 ? (ids[0] ?? "") : "";
    const firstError = args.find((a): a is ErrorValue => a instanceof ErrorValue);
    const result =
      firstError ??
      callWithinBudget(
        this.ctx.registry.resolve(e.function, args, ids),
        e.function,
        overloadId,
        args,
        this.ctx.tracker,
        this.hasCompiledRegex(e),
      );
    this.ctx.tracker.add(this.ctx.tracker.callCost(e.function, overloadId, args, result));
    return result;
  }

  /** A `matches` whose pattern OptOptimize compiles (cel-go `CompileRegexConstants`, `MatchesRegexOptimization`). */
  private hasCompiledRegex(e: CallExpr): boolean {
    const pattern = e.target === undefined ? e.args[1] : e.args[0];
    return e.function === "matches" && pattern !== undefined && this.isConstant(pattern);
  }

  /**
   * OptOptimize's `evalSetMembership`: `x in <constant list>` with an `in_list` overload and primitive, non-bytes
   * elements tests `x` against a set, at no call cost; an empty list is the constant false (`x` is not even
   * evaluated). The answer is `in_list`'s. Undefined when the call is not such a test.
   */
  private evalSetMembership(e: CallExpr, act: Activation): CelValue | undefined {
    const [lhs, rhs] = e.args;
    if (e.function !== "@in" || e.target !== undefined) return undefined;
    if (lhs === undefined || rhs === undefined) return undefined;
    const ids = this.ctx.overloadIds.get(e.id);
    if (ids?.length !== 1 || ids[0] !== "in_list" || !this.isConstant(rhs)) return undefined;
    const list = this.constant(rhs);
    if (!(list instanceof ListValue)) return undefined;
    if (list.elements.length === 0) return false;
    if (!list.elements.every(isHashablePrimitive)) return undefined;
    const x = this.eval(lhs, act);
    if (x instanceof ErrorValue) return x;
    const fn = this.ctx.registry.resolve(e.function, [x, list], ids);
    return fn === undefined ? noSuchOverload() : fn.impl([x, list]);
  }

  /** cel-go's `evalAnd`/`evalOr`: the absorbing value wins over errors in any position. */
  private evalLogical(e: CallExpr, act: Activation, isOr: boolean): CelValue {
    let err: ErrorValue | undefined;
    for (const term of e.args) {
      const v = this.eval(term, act);
      if (v === isOr) return isOr;
      if (typeof v !== "boolean") err ??= v instanceof ErrorValue ? v : noSuchOverload();
    }
    return err ?? !isOr;
  }

  private evalConditional(e: CallExpr, act: Activation): CelValue {
    const [c, t, f] = e.args;
    if (c === undefined || t === undefined || f === undefined) return noSuchOverload();
    const cond = this.eval(c, act);
    if (cond !== true && cond !== false) return cond instanceof ErrorValue ? cond : noSuchOverload();
    const branch = cond ? t : f;
    // cel-go plans every conditional as a conditional attribute, which resolves an attribute branch
    // without observing it (its idents and selects cost nothing); other branches are observed as usual.
    if (isAttribute(branch)) return this.evalUncosted(branch, act);
    return this.eval(branch, act);
  }

  /** Evaluates an attribute chain without its ident/select/index costs (the calls inside still cost). */
  private evalUncosted(e: Expr, act: Activation): CelValue {
    const tracker = this.ctx.tracker;
    const before = tracker.actualCost;
    const attributeSteps = countAttributeSteps(e);
    const v = this.eval(e, act);
    tracker.refund(attributeSteps, before);
    return v;
  }

  /** `a[k]`, `a[?k]` and `a.?f`: an optional operand propagates none; the optional forms make none of absence. */
  private evalIndex(e: CallExpr, act: Activation): CelValue {
    const [operand, keyExpr] = e.args;
    if (operand === undefined || keyExpr === undefined) return noSuchOverload();
    let obj = this.evalOperand(operand, act);
    if (obj instanceof OptionalValue && obj.value === undefined) {
      // attributes.go applyQualifiers: on a none operand no qualifier is evaluated, the index included.
      this.ctx.tracker.add(costFactors.selectAndIdentCost);
      return obj;
    }
    const key = this.eval(keyExpr, act);
    this.ctx.tracker.add(costFactors.selectAndIdentCost);
    if (obj instanceof ErrorValue) return obj;
    if (key instanceof ErrorValue) return key;
    let optional = e.function !== "_[_]";
    if (obj instanceof OptionalValue) {
      if (obj.value === undefined) return obj;
      obj = obj.value;
      optional = true;
    }
    const invalid = invalidQualifier(key);
    if (invalid !== undefined) return invalid;
    // attributes.go:1381-1385: a value that is no container has no key; a presence test says so.
    if (!isContainer(obj)) return optional ? new OptionalValue(undefined) : missing(obj, key);
    const v = qualify(obj, key);
    if (v instanceof ErrorValue) return v;
    if (!optional) return v === undefined ? missing(obj, key) : v;
    return new OptionalValue(v);
  }

  /**
   * cel-go's `evalOptionalOr`/`evalOptionalOrValue` (the `decorateOptionalOr` of cel/library.go): the alternative is
   * evaluated only when needed.
   */
  private evalOptionalOr(e: CallExpr, act: Activation): CelValue | undefined {
    const [alt] = e.args;
    if (e.target === undefined || alt === undefined || e.args.length !== 1) return undefined;
    const target = this.eval(e.target, act);
    if (!(target instanceof OptionalValue)) {
      // cel-go v0.26.0 cel/library.go:735-746, 761-774: anything else on the left is the answer (cel-go #1276,
      // after v0.26.0, made it no such overload).
      this.ctx.tracker.add(1n);
      return target;
    }
    if (target.value === undefined) {
      const other = this.eval(alt, act);
      this.ctx.tracker.add(1n);
      return other;
    }
    this.ctx.tracker.add(1n);
    return e.function === "or" ? target : target.value;
  }
}

/** cel-go `containers.ToQualifiedName`: `a.b.c` of an identifier or a chain of (non-test) selections. */
/**
 * cel-go's planner `resolveFunction` for unchecked ASTs: `a.b.f(x)` whose target is a qualified name is the
 * namespaced global `a.b.f` when such a function exists (`sets.contains`, `strings.quote`). The checker
 * already rewrites these calls in checked ASTs (their calls have overload ids).
 */
export function qualifiedFunction(
  e: CallExpr,
  ctx: Pick<EvalContext, "overloadIds" | "registry">,
): string | undefined {
  if (e.target === undefined || ctx.overloadIds.has(e.id)) return undefined;
  const prefix = qualifiedName(e.target);
  if (prefix === undefined) return undefined;
  const name = `${prefix}.${e.function}`;
  return ctx.registry.has(name) ? name : undefined;
}

export function qualifiedName(e: Expr): string | undefined {
  if (e.kind === "ident") return e.name;
  if (e.kind !== "select" || e.testOnly) return undefined;
  const operand = qualifiedName(e.operand);
  return operand === undefined ? undefined : `${operand}.${e.field}`;
}

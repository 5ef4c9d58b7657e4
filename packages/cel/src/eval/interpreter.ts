/**
 * The tree-walking evaluator: cel-go's `interpreter` (planner + interpretables) collapsed into one pass
 * over the (checked) AST. Strict calls return their first error argument; `&&`, `||`, `?:`,
 * `@not_strictly_false`, comprehensions and the optional `or`/`orValue` have their own evaluation rules.
 */
import { ElementError, isChainQualifier, isListElement, settled } from "./element-errors.js";
import { resolvedVariable } from "./optional-variables.js";
import type { CallExpr, ComprehensionExpr, Expr, SelectExpr } from "../ast/expr.js";
import { noSuchAttribute, noSuchOverload } from "../values/errors.js";
import {
  type CelValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OptionalValue,
  TypeValue,
  MapKeys,
} from "../values/value.js";
import { addListElement, setMapEntry } from "./literal-elements.js";
import { isPresent, missing, qualifyInChain } from "./access.js";
import { attributeBase, builtinTypeNames, isGoAttribute, literalValue, withLocals } from "./attributes.js";
import { CostTracker } from "./cost.js";
import { refValGoType } from "../values/ref-val-type.js";
import { isHashablePrimitive, isOptionalOrOverload, isPlanConstant, isVarArgsCall } from "./optimize.js";
import { foldResult } from "./fold-result.js";
import { GoValueSet } from "./set-membership.js";
import { costFactors } from "../cost/estimates.js";
import { type OverloadRegistry, callWithinBudget } from "./overload.js";

/** Variables by name (cel-go's `Activation`); undefined when the variable is not bound. */
export interface Activation {
  resolve(name: string): CelValue | undefined;
}

const noVariables: Activation = { resolve: () => undefined };

/**
 * OptOptimize's plan-time constants of one plan (or of one unplanned evaluation): which nodes are constants, and
 * their values, found once each at no cost, as cel-go finds them once when it plans a program. Made by what plans
 * or evaluates the expression and dropped with it: which nodes are constants depends on that expression's checker
 * facts (`x in []` on its overload ids), and a constant's value, once found, serves every evaluation of the plan.
 */
export interface PlanConstants {
  readonly nodes: WeakMap<Expr, boolean>;
  readonly values: Map<Expr, CelValue>;
}

/** No constant found yet, for one plan or one evaluation. */
export function planConstants(): PlanConstants {
  return { nodes: new WeakMap(), values: new Map() };
}

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
  /** The constants found so far, shared with the evaluator of constants the interpreter makes. */
  readonly constants: PlanConstants;
}

export class Interpreter {
  constructor(private readonly ctx: EvalContext) {}

  /** Whether OptOptimize makes `e` a constant. */
  isConstant(e: Expr): boolean {
    return (
      this.ctx.optimize === true &&
      isPlanConstant(e, this.ctx.typeIdents, this.ctx.overloadIds, this.ctx.constants.nodes)
    );
  }

  /** Whether the planner makes `e` an `InterpretableConst` holding a string. */
  isConstantString(e: Expr): boolean {
    if (e.kind === "literal") return e.value.type === "string";
    return this.isConstant(e) && typeof this.constant(e) === "string";
  }

  /** The value of a constant node, evaluated once as the planner does (`Eval(EmptyActivation())`), uncosted. */
  constant(e: Expr): CelValue {
    const { values } = this.ctx.constants;
    let v = values.get(e);
    if (v === undefined) {
      const planner = new Interpreter({ ...this.ctx, tracker: new CostTracker(undefined, undefined) });
      v = planner.evalPlanned(e);
      values.set(e, v);
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
        // The constant `x in []` (isPlanConstant): false, x not evaluated (decorators.go:223-225).
        if (e.function === "@in") return false;
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
        return this.evalSelect(e, act);
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
    if (v !== undefined) return resolvedVariable(v);
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

  private evalSelect(e: SelectExpr, act: Activation): CelValue {
    const { operand, field, testOnly } = e;
    if (!testOnly && this.ctx.overloadIds.size === 0) {
      const name = this.qualifiedName(operand);
      const qualified = name === undefined ? undefined : act.resolve(`${name}.${field}`);
      if (qualified !== undefined) return qualified;
    }
    return testOnly ? this.evalPresenceTest(operand, field, act) : this.evalAttribute(e, act);
  }

  /** cel-go's `evalWatchAttr.Eval`: the attribute resolved, then observed (a conditional one at no cost). */
  private evalAttribute(e: Expr, act: Activation): CelValue {
    const v = this.resolve(e, act);
    if (attributeBase(e) !== "conditional") this.ctx.tracker.add(costFactors.selectAndIdentCost);
    return settled(v);
  }

  /** An attribute's `Resolve` (see the planner's `#resolve`); any other expression is evaluated. */
  private resolve(e: Expr, act: Activation): CelValue {
    if (!isGoAttribute(e, this.ctx.typeIdents)) return this.eval(e, act);
    if (e.kind === "ident") {
      // A variable's value may be CEL's null, which `??` would skip.
      const v = act.resolve(e.name);
      return v === undefined ? noSuchAttribute(e.name) : resolvedVariable(v);
    }
    if (e.kind === "select") return this.qualified(e.operand, () => e.field, false, act);
    const call = e as CallExpr;
    if (call.function === "_?_:_") return this.evalConditional(call, act);
    const [operand, keyExpr] = call.args as [Expr, Expr];
    return this.qualified(operand, () => this.qualifierKey(keyExpr, act), call.function !== "_[_]", act);
  }

  private qualifierKey(keyExpr: Expr, act: Activation): CelValue {
    if (keyExpr.kind === "literal") return literalValue(keyExpr.value);
    if (this.isConstant(keyExpr)) return this.constant(keyExpr);
    return settled(this.resolve(keyExpr, act));
  }

  /** One qualifier of an attribute chain, observed as the planner's `#qualified` observes it. */
  private qualified(
    operandExpr: Expr,
    keyOf: () => CelValue,
    optionalForm: boolean,
    act: Activation,
  ): CelValue {
    const tracker = this.ctx.tracker;
    let obj = this.resolve(operandExpr, act);
    if (obj instanceof ElementError) {
      // See element-errors.ts: the next qualifier is applied to an erroneous list element, fails, and stops the chain.
      if (isChainQualifier(operandExpr) && !obj.optionalChain && !optionalForm) {
        tracker.add(costFactors.selectAndIdentCost);
      }
      return obj.stopped();
    }
    if (obj instanceof ErrorValue) return obj;
    let optional = optionalForm;
    if (obj instanceof OptionalValue) {
      if (obj.value === undefined) return obj;
      obj = obj.value;
      optional = true;
    }
    const key = keyOf();
    const v = key instanceof ErrorValue ? key : qualifyInChain(obj, key, optional);
    if (v instanceof ErrorValue) {
      if (v !== key && isListElement(obj, v)) {
        tracker.add(costFactors.selectAndIdentCost);
        return new ElementError(v, optional);
      }
      if (!optional) tracker.add(costFactors.selectAndIdentCost);
      return v;
    }
    if (v === undefined) {
      if (optional) return new OptionalValue(undefined);
      tracker.add(costFactors.selectAndIdentCost);
      return missing(obj, key);
    }
    tracker.add(costFactors.selectAndIdentCost);
    return optional ? new OptionalValue(v) : v;
  }

  /** `has(operand.field)`, observed as the planner's `#presenceTest` observes it. */
  private evalPresenceTest(operand: Expr, field: string, act: Activation): CelValue {
    const tracker = this.ctx.tracker;
    const obj = this.resolve(operand, act);
    let v: CelValue;
    if (obj instanceof ErrorValue) {
      // The presence qualifier applied to an erroneous list element fails, observed (presenceOnly).
      if (isChainQualifier(operand) && obj instanceof ElementError) {
        tracker.add(costFactors.selectAndIdentCost);
      }
      v = settled(obj);
    } else if (obj instanceof OptionalValue) {
      v = obj.value === undefined ? false : isPresent(obj.value, field);
      if (v === true) tracker.add(costFactors.selectAndIdentCost);
    } else {
      v = isPresent(obj, field);
      tracker.add(costFactors.selectAndIdentCost);
    }
    const observed = attributeBase(operand) === "conditional" ? 0n : costFactors.selectAndIdentCost;
    tracker.add(observed - (this.ctx.presenceTestHasCost ? 0n : costFactors.selectAndIdentCost));
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
      const refused = addListElement(out, v, optionalIndices.includes(i));
      if (refused !== undefined) {
        result = refused;
        break;
      }
    }
    this.ctx.tracker.add(costFactors.listCreateBaseCost);
    return result ?? new ListValue(out);
  }

  /** cel-go's `evalMap`: the first error (key, then value) ends the evaluation of the entries. */
  private evalMap(e: Extract<Expr, { kind: "map" }>, act: Activation): CelValue {
    const entries = new Map<string, readonly [CelValue, CelValue]>();
    // The literal's keys, as the map it makes keys them again: a key compared by pointer is one key per object.
    const result = this.mapEntries(e, act, entries, new MapKeys());
    this.ctx.tracker.add(costFactors.mapCreateBaseCost);
    return result ?? new MapValue(entries.values());
  }

  private mapEntries(
    e: Extract<Expr, { kind: "map" }>,
    act: Activation,
    entries: Map<string, readonly [CelValue, CelValue]>,
    keys: MapKeys,
  ): ErrorValue | undefined {
    for (const entry of e.entries) {
      const k = this.eval(entry.key, act);
      if (k instanceof ErrorValue) return k;
      const v = this.eval(entry.value, act);
      if (v instanceof ErrorValue) return v;
      const refused = setMapEntry(entries, keys, k, v, entry.optional);
      if (refused !== undefined) return refused;
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
    const init = this.eval(e.accuInit, act);
    locals.set(e.accuVar, init);
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
    return foldResult(init, locals.get(e.accuVar) ?? null, this.eval(e.result, frame));
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
        return this.evalAttribute(e, act);
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
    if (
      isVarArgsCall(e.function, this.ctx.overloadIds.get(e.id), argExprs, this.ctx.optimize === true, (a) =>
        this.isConstantString(a),
      )
    ) {
      const args: CelValue[] = [];
      for (const [i, a] of argExprs.entries()) {
        const v = this.eval(a, act);
        if (v instanceof ErrorValue && i < argExprs.length - 1) return v;
        args.push(v);
      }
      return this.invoke(e, args);
    }
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
   * elements looks `x` up in a Go map of the elements (`GoValueSet`), at no call cost; an empty list is the
   * constant false (`x` is not even evaluated). Undefined when the call is not such a test.
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
    return new GoValueSet(list).has(x);
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

  /** A conditional attribute's resolution: the condition, then the chosen branch resolved. */
  private evalConditional(e: CallExpr, act: Activation): CelValue {
    const [c, t, f] = e.args;
    if (c === undefined || t === undefined || f === undefined) return noSuchOverload();
    const cond = this.eval(c, act);
    if (cond !== true && cond !== false) return cond instanceof ErrorValue ? cond : noSuchOverload();
    return this.resolve(cond ? t : f, act);
  }

  /** cel-go's `evalOptionalOr`/`evalOptionalOrValue`, as the planner's `#optionalOr`. */
  private evalOptionalOr(e: CallExpr, act: Activation): CelValue | undefined {
    const [alt] = e.args;
    if (e.target === undefined || alt === undefined || e.args.length !== 1) return undefined;
    if (!isOptionalOrOverload(e.function, this.ctx.overloadIds.get(e.id))) return undefined;
    const target = this.eval(e.target, act);
    if (!(target instanceof OptionalValue)) return target;
    if (target.value === undefined) return this.eval(alt, act);
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

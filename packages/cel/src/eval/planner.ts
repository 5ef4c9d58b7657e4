/**
 * Planned evaluation of checked expressions, as cel-go's `interpreter/planner.go`: the AST becomes a tree of
 * steps once per program (calls with their overload candidates found, OptOptimize's constants and set
 * membership tests decided, qualified names and attribute facts computed), and each evaluation runs the steps.
 * Each step does what the tree-walking {@link Interpreter} does for its node, in the same order, with the same
 * costs and errors; the interpreter stays the evaluator of unchecked expressions.
 */
import type { CallExpr, ComprehensionExpr, Expr, ListExpr, MapExpr, SelectExpr } from "../ast/expr.js";
import { costFactors } from "../cost/estimates.js";
import { noSuchAttribute, noSuchOverload } from "../values/errors.js";
import { addListElement, setMapEntry } from "./literal-elements.js";
import { RecoveredPanic } from "../values/go-panic.js";
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
import { isPresent, missing, qualify, qualifyInChain } from "./access.js";
import { alternateFieldName, objectField } from "../values/object-field.js";
import { ElementError, isChainQualifier, isListElement, settled } from "./element-errors.js";
import { resolvedVariable } from "./optional-variables.js";
import { attributeBase, builtinTypeNames, isGoAttribute, literalValue, withLocals } from "./attributes.js";
import { CostTracker } from "./cost.js";
import { refValGoType } from "../values/ref-val-type.js";
import {
  type Activation,
  type EvalContext,
  Interpreter,
  planConstants,
  qualifiedFunction,
  qualifiedName,
} from "./interpreter.js";
import { isHashablePrimitive, isOptionalOrOverload, isVarArgsCall } from "./optimize.js";
import { foldResult } from "./fold-result.js";
import { GoValueSet } from "./set-membership.js";
import { callWithinBudget, dispatch } from "./overload.js";

/** One planned node: its value under `act`, its cost added to `tracker`. */
export type Step = (act: Activation, tracker: CostTracker) => CelValue;

/**
 * What a plan depends on besides the AST: everything of an {@link EvalContext} but the tracker and the constants,
 * which each plan finds for itself.
 */
export type PlanContext = Omit<EvalContext, "tracker" | "constants">;

const selectCost = costFactors.selectAndIdentCost;
const optionalNone = new OptionalValue(undefined);

/** Plans `e` once; the steps are reused by every evaluation with this context. */
export function plan(e: Expr, ctx: PlanContext): Step {
  try {
    return new Planner(ctx).plan(e);
  } catch (thrown) {
    // With OptOptimize cel-go evaluates literals of constants while planning, where a Go panic (a bytes map
    // key) is not recovered: `Program()` panics, and the API server answers 500 to the request that compiles
    // the rule (the CRD checker reports it: rules/plan-time-errors.ts). An expression planned anyway fails each
    // evaluation with the panic, as `prog.Eval` recovers one.
    if (!(thrown instanceof RecoveredPanic)) throw thrown;
    return () => {
      throw thrown;
    };
  }
}

class Planner {
  // Evaluates constants at plan time, uncosted, as the interpreter does. The plan owns the constants it finds: each
  // is found once while planning and held by the steps, so they need to live no longer than the plan.
  readonly #constants: Interpreter;
  readonly #unchecked: boolean;

  constructor(private readonly ctx: PlanContext) {
    this.#constants = new Interpreter({
      ...ctx,
      tracker: new CostTracker(undefined, undefined),
      constants: planConstants(),
    });
    this.#unchecked = ctx.overloadIds.size === 0;
  }

  #isConstant(e: Expr): boolean {
    return this.ctx.optimize === true && this.#constants.isConstant(e);
  }

  /** Whether the planner makes `e` an `InterpretableConst` holding a string. */
  #isConstantString(e: Expr): boolean {
    if (e.kind === "literal") return e.value.type === "string";
    return this.#isConstant(e) && typeof this.#constants.constant(e) === "string";
  }

  #constant(e: Expr): Step {
    const v = this.#constants.constant(e);
    return () => v;
  }

  plan(e: Expr): Step {
    switch (e.kind) {
      case "literal": {
        // Values are immutable: one value serves every evaluation (a bytes literal's already does).
        const v = literalValue(e.value);
        return () => v;
      }
      case "ident":
        return this.#ident(e.id, e.name);
      case "select":
        return this.#select(e);
      case "call":
        return this.#call(e);
      case "list":
        return this.#isConstant(e) ? this.#constant(e) : this.#list(e);
      case "map":
        return this.#isConstant(e) ? this.#constant(e) : this.#map(e);
      case "struct": {
        const message = `unknown type: ${e.typeName}`;
        return (_act, tracker) => {
          tracker.add(costFactors.structCreateBaseCost);
          return new ErrorValue(message);
        };
      }
      case "comprehension":
        return this.#fold(e);
      case "unspecified":
        return () => new ErrorValue("unspecified expression");
    }
  }

  #ident(id: number, name: string): Step {
    const typeName = this.ctx.typeIdents.get(id);
    if (typeName !== undefined) return () => new TypeValue(typeName);
    const builtin = this.#unchecked ? builtinTypeNames.get(name) : undefined;
    return (act, tracker) => {
      tracker.add(selectCost);
      const v = act.resolve(name);
      if (v !== undefined) return resolvedVariable(v);
      if (builtin !== undefined) return new TypeValue(builtin);
      return noSuchAttribute(name);
    };
  }

  #select(e: SelectExpr): Step {
    const { operand, field, testOnly } = e;
    const prefix = !testOnly && this.#unchecked ? qualifiedName(operand) : undefined;
    const qualifiedVariable = prefix === undefined ? undefined : `${prefix}.${field}`;
    const attribute = testOnly ? this.#presenceTest(operand, field) : this.#attribute(e);
    if (qualifiedVariable === undefined) return attribute;
    return (act, tracker) => {
      // A variable's value may be CEL's null, which `??` would skip.
      const v = act.resolve(qualifiedVariable);
      return v === undefined ? attribute(act, tracker) : v;
    };
  }

  /**
   * cel-go's `evalWatchAttr.Eval` of a select, index or conditional: the attribute is resolved (its qualifiers
   * observed one by one), then observed itself, which costs one unless it is a conditional attribute.
   */
  #attribute(e: Expr): Step {
    const resolve = this.#resolve(e);
    if (attributeBase(e) === "conditional") return (act, tracker) => settled(resolve(act, tracker));
    return (act, tracker) => {
      const v = resolve(act, tracker);
      tracker.add(selectCost);
      return settled(v);
    };
  }

  /**
   * An attribute's `Resolve`: its base (a variable costs nothing here, a relative operand what its evaluation
   * costs, a conditional its condition and the chosen branch's resolution), then its qualifiers in order as
   * `applyQualifiers` applies them: the first error or absent optional stops the chain, and later qualifiers
   * cost nothing.
   */
  #resolve(e: Expr): Step {
    if (!isGoAttribute(e, this.ctx.typeIdents)) return this.plan(e);
    if (e.kind === "ident") {
      const name = e.name;
      return (act) => {
        const v = act.resolve(name);
        return v === undefined ? noSuchAttribute(name) : resolvedVariable(v);
      };
    }
    if (e.kind === "select") {
      const field = e.field;
      const alternate = alternateFieldName(field);
      return this.#qualified(
        e.operand,
        () => field,
        false,
        (obj, key) => qualify(obj, key, alternate),
        { field, alternate },
      );
    }
    if (e.kind === "call" && e.function === "_?_:_") return this.#conditional(e);
    const [operandExpr, keyExpr] = (e as CallExpr).args as [Expr, Expr];
    return this.#qualified(
      operandExpr,
      this.#qualifierKey(keyExpr),
      (e as CallExpr).function !== "_[_]",
      qualify,
    );
  }

  /**
   * An index's qualifier: a constant (a literal, or a constant OptOptimize folds), an attribute (resolved
   * without the observation of its own evaluation) or any other expression (a relative attribute: evaluated).
   */
  #qualifierKey(keyExpr: Expr): Step {
    if (keyExpr.kind === "literal") {
      const v = literalValue(keyExpr.value);
      return () => v;
    }
    if (this.#isConstant(keyExpr)) return this.#constant(keyExpr);
    const resolve = this.#resolve(keyExpr);
    return (act, tracker) => settled(resolve(act, tracker));
  }

  /**
   * One qualifier applied to the resolved operand, observed (one) when applied, failing included, or in an
   * optional chain only when the key is present (cel-go's `evalWatch*Qual.QualifyIfPresent`,
   * interpreter/interpretable.go:949-963 in v0.26.0, observes `present || presenceOnly`, and an error is not
   * present).
   */
  #qualified(
    operandExpr: Expr,
    keyStep: Step,
    optionalForm: boolean,
    lookup: (obj: CelValue, key: CelValue) => CelValue | undefined,
    select?: { readonly field: string; readonly alternate: string | null },
  ): Step {
    const operand = this.#resolve(operandExpr);
    const afterQualifier = isChainQualifier(operandExpr);
    const field = select?.field;
    const alternate = select?.alternate ?? null;
    return (act, tracker) => {
      let obj = operand(act, tracker);
      if (field !== undefined && obj instanceof ObjectValue) {
        // A select of an object value's field, the usual qualifier: what the steps below do for it (the key is
        // the field's name, a valid qualifier; found, absent or an error, the qualifier is observed once), without
        // the tests an object value fails and the closures the general path calls.
        const v = objectField(obj, field, alternate);
        tracker.add(selectCost);
        return v === undefined ? missing(obj, field) : v;
      }
      if (obj instanceof ElementError) {
        if (afterQualifier && !obj.optionalChain && !optionalForm) tracker.add(selectCost);
        // The chain stops at this qualifier: later ones are not applied.
        return obj.stopped();
      }
      if (obj instanceof ErrorValue) return obj;
      let optional = optionalForm;
      if (obj instanceof OptionalValue) {
        if (obj.value === undefined) return obj;
        obj = obj.value;
        optional = true;
      }
      const key = keyStep(act, tracker);
      const v = key instanceof ErrorValue ? key : qualifyInChain(obj, key, optional, lookup);
      if (v instanceof ErrorValue) {
        if (v !== key && isListElement(obj, v)) {
          tracker.add(selectCost);
          return new ElementError(v, optional);
        }
        if (!optional) tracker.add(selectCost);
        return v;
      }
      if (v === undefined) {
        if (optional) return optionalNone;
        tracker.add(selectCost);
        return missing(obj, key);
      }
      tracker.add(selectCost);
      return optional ? new OptionalValue(v) : v;
    };
  }

  /**
   * `has(operand.field)`: the operand resolved as an attribute, the presence qualifier observed, and the test
   * observed as an attribute whose cost `PresenceTestHasCost(false)` takes back (a conditional attribute adds
   * none and still has it taken back, wrapping the uint64 total as Go's `cost -= 1` does).
   */
  #presenceTest(operand: Expr, field: string): Step {
    const base = this.#resolve(operand);
    const alternate = alternateFieldName(field);
    const observed =
      (attributeBase(operand) === "conditional" ? 0n : selectCost) -
      (this.ctx.presenceTestHasCost ? 0n : selectCost);
    const afterQualifier = isChainQualifier(operand);
    return (act, tracker) => {
      const obj = base(act, tracker);
      let v: CelValue;
      if (obj instanceof ErrorValue) {
        // The presence qualifier applied to an erroneous list element fails, observed (presenceOnly).
        if (afterQualifier && obj instanceof ElementError) tracker.add(selectCost);
        v = settled(obj);
      } else if (obj instanceof OptionalValue) {
        v = obj.value === undefined ? false : isPresent(obj.value, field, alternate);
        if (v === true) tracker.add(selectCost);
      } else {
        v = isPresent(obj, field, alternate);
        tracker.add(selectCost);
      }
      tracker.add(observed);
      return v;
    };
  }

  #list(e: ListExpr): Step {
    const elements = e.elements.map((el) => this.plan(el));
    const optional = elements.map((_, i) => e.optionalIndices.includes(i));
    return (act, tracker) => {
      const out: CelValue[] = [];
      let result: CelValue | undefined;
      for (let i = 0; i < elements.length; i++) {
        const v = (elements[i] as Step)(act, tracker);
        if (v instanceof ErrorValue) {
          result = v;
          break;
        }
        const refused = addListElement(out, v, optional[i] === true);
        if (refused !== undefined) {
          result = refused;
          break;
        }
      }
      tracker.add(costFactors.listCreateBaseCost);
      return result ?? new ListValue(out);
    };
  }

  #map(e: MapExpr): Step {
    const entries = e.entries.map((entry) => ({
      key: this.plan(entry.key),
      value: this.plan(entry.value),
      optional: entry.optional,
    }));
    const fill = (
      act: Activation,
      tracker: CostTracker,
      out: Map<string, readonly [CelValue, CelValue]>,
      keys: MapKeys,
    ): ErrorValue | undefined => {
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i] as (typeof entries)[number];
        const k = entry.key(act, tracker);
        if (k instanceof ErrorValue) return k;
        const v = entry.value(act, tracker);
        if (v instanceof ErrorValue) return v;
        const refused = setMapEntry(out, keys, k, v, entry.optional);
        if (refused !== undefined) return refused;
      }
      return undefined;
    };
    return (act, tracker) => {
      const out = new Map<string, readonly [CelValue, CelValue]>();
      // The literal's keys, as the map it makes keys them again: a key compared by pointer is one key per object.
      const result = fill(act, tracker, out, new MapKeys());
      tracker.add(costFactors.mapCreateBaseCost);
      return result ?? new MapValue(out.values());
    };
  }

  #fold(e: ComprehensionExpr): Step {
    const range = this.plan(e.iterRange);
    const accuInit = this.plan(e.accuInit);
    const loopCondition = this.plan(e.loopCondition);
    const loopStep = this.plan(e.loopStep);
    const result = this.plan(e.result);
    const { iterVar, iterVar2, accuVar } = e;
    const distinctNames = iterVar !== accuVar && iterVar2 !== iterVar && iterVar2 !== accuVar;
    const mapFold = (
      act: Activation,
      tracker: CostTracker,
      items: readonly CelValue[] | undefined,
      pairs: (readonly [CelValue, CelValue])[] | undefined,
    ): CelValue => {
      const locals = new Map<string, CelValue>();
      const frame = withLocals(act, locals);
      const init = accuInit(act, tracker);
      locals.set(accuVar, init);
      const count = items === undefined ? (pairs as unknown[]).length : items.length;
      for (let i = 0; i < count; i++) {
        if (items !== undefined) {
          const item = items[i] as CelValue;
          if (iterVar2 !== undefined) {
            locals.set(iterVar, BigInt(i));
            locals.set(iterVar2, item);
          } else {
            locals.set(iterVar, item);
          }
        } else {
          const pair = (pairs as (readonly [CelValue, CelValue])[])[i] as readonly [CelValue, CelValue];
          locals.set(iterVar, pair[0]);
          if (iterVar2 !== undefined) locals.set(iterVar2, pair[1]);
        }
        if (loopCondition(frame, tracker) !== true) break;
        locals.set(accuVar, loopStep(frame, tracker));
      }
      locals.delete(iterVar);
      if (iterVar2 !== undefined) locals.delete(iterVar2);
      return foldResult(init, locals.get(accuVar) ?? null, result(frame, tracker));
    };
    return (act, tracker) => {
      const r = range(act, tracker);
      if (r instanceof ErrorValue) return r;
      // A list's items are visited by index, without an (index, item) pair per item: until V8 optimizes this
      // step (late, in a batch run) a pair and a for-of over them allocated per item of every rule's
      // comprehension. The index is only made a CEL int where the second variable needs it.
      let pairs: (readonly [CelValue, CelValue])[] | undefined;
      let items: readonly CelValue[] | undefined;
      if (r instanceof ListValue) items = r.elements;
      else if (r instanceof MapValue) pairs = [...r.entries()];
      else if (r instanceof ObjectValue) pairs = [...r.fields.entries()];
      else return new ErrorValue(`got '${refValGoType(r)}', expected iterable type`);
      // Distinct names (always, for the macros' folds) are bound in the frame's slots, without a Map and a
      // closure per evaluation; a fold whose names coincide keeps the Map's overwriting and deleting.
      if (!distinctNames) return mapFold(act, tracker, items, pairs);
      const init = accuInit(act, tracker);
      const frame = new FoldFrame(act, iterVar, iterVar2, accuVar, init);
      const count = items === undefined ? (pairs as unknown[]).length : items.length;
      for (let i = 0; i < count; i++) {
        if (items !== undefined) {
          const item = items[i] as CelValue;
          if (iterVar2 !== undefined) frame.bind(BigInt(i), item);
          else frame.bind(item, undefined);
        } else {
          const pair = (pairs as (readonly [CelValue, CelValue])[])[i] as readonly [CelValue, CelValue];
          frame.bind(pair[0], pair[1]);
        }
        if (loopCondition(frame, tracker) !== true) break;
        frame.accu = loopStep(frame, tracker);
      }
      frame.unbind();
      return foldResult(init, frame.accu, result(frame, tracker));
    };
  }

  #call(e: CallExpr): Step {
    switch (e.function) {
      case "_&&_":
      case "_||_":
        return this.#logical(e, e.function === "_||_");
      case "_?_:_":
        return this.#conditional(e);
      case "@not_strictly_false":
      case "__not_strictly_false__": {
        const arg = e.args[0] === undefined ? undefined : this.plan(e.args[0]);
        return (act, tracker) => {
          const v = arg === undefined ? null : arg(act, tracker);
          tracker.add(1n);
          return typeof v === "boolean" ? v : true;
        };
      }
      case "_[_]":
      case "_[?_]":
      case "_?._":
        return this.#attribute(e);
    }
    if (this.ctx.optimize === true) {
      if (this.#isConstant(e)) return this.#constant(e);
      const member = this.#setMembership(e);
      if (member !== undefined) return member;
    }
    if (e.target !== undefined && (e.function === "or" || e.function === "orValue")) {
      const lazy = this.#optionalOr(e);
      if (lazy !== undefined) return lazy;
    }
    const qualified = qualifiedFunction(e, this.ctx);
    if (qualified !== undefined) {
      return this.#call({ kind: "call", id: e.id, function: qualified, args: e.args });
    }
    const argExprs = e.target === undefined ? e.args : [e.target, ...e.args];
    const argSteps = argExprs.map((a) => this.plan(a));
    const invoke = this.#invoke(e);
    if (
      isVarArgsCall(e.function, this.ctx.overloadIds.get(e.id), argExprs, this.ctx.optimize === true, (a) =>
        this.#isConstantString(a),
      )
    ) {
      return (act, tracker) => {
        const args: CelValue[] = [];
        for (let i = 0; i < argSteps.length; i++) {
          const v = (argSteps[i] as Step)(act, tracker);
          if (v instanceof ErrorValue && i < argSteps.length - 1) return v;
          args.push(v);
        }
        return invoke(args, tracker);
      };
    }
    // The usual arities without a closure per argument.
    const [first, second] = argSteps;
    if (argSteps.length === 1 && first !== undefined) {
      return (act, tracker) => invoke([first(act, tracker)], tracker);
    }
    if (argSteps.length === 2 && first !== undefined && second !== undefined) {
      return (act, tracker) => {
        const x = first(act, tracker);
        return invoke([x, second(act, tracker)], tracker);
      };
    }
    return (act, tracker) => {
      const args = argSteps.map((a) => a(act, tracker));
      return invoke(args, tracker);
    };
  }

  /** A strict call: the first error argument, else the dispatched overload's result; then the call's cost. */
  #invoke(e: CallExpr): (args: readonly CelValue[], tracker: CostTracker) => CelValue {
    const ids = this.ctx.overloadIds.get(e.id);
    const overloadId = ids?.length === 1 ? (ids[0] ?? "") : "";
    const candidates = this.ctx.registry.candidates(e.function, ids);
    const fn = e.function;
    const compiledRegex = this.#hasCompiledRegex(e);
    return (args, tracker) => {
      const result =
        firstError(args) ??
        callWithinBudget(dispatch(candidates, args), fn, overloadId, args, tracker, compiledRegex);
      tracker.add(tracker.callCost(fn, overloadId, args, result));
      return result;
    };
  }

  /** A `matches` whose pattern OptOptimize compiles (cel-go `CompileRegexConstants`, `MatchesRegexOptimization`). */
  #hasCompiledRegex(e: CallExpr): boolean {
    const pattern = e.target === undefined ? e.args[1] : e.args[0];
    return e.function === "matches" && pattern !== undefined && this.#isConstant(pattern);
  }

  /** The interpreter's `evalSetMembership`, its applicability decided at plan time. */
  #setMembership(e: CallExpr): Step | undefined {
    const [lhs, rhs] = e.args;
    if (e.function !== "@in" || e.target !== undefined) return undefined;
    if (lhs === undefined || rhs === undefined) return undefined;
    const ids = this.ctx.overloadIds.get(e.id);
    if (ids?.length !== 1 || ids[0] !== "in_list" || !this.#isConstant(rhs)) return undefined;
    const list = this.#constants.constant(rhs);
    if (!(list instanceof ListValue)) return undefined;
    if (list.elements.length === 0) return () => false;
    if (!list.elements.every(isHashablePrimitive)) return undefined;
    const x = this.plan(lhs);
    const set = new GoValueSet(list);
    return (act, tracker) => {
      const v = x(act, tracker);
      if (v instanceof ErrorValue) return v;
      return set.has(v);
    };
  }

  /** cel-go's `evalAnd`/`evalOr`: the absorbing value wins over errors in any position. */
  #logical(e: CallExpr, isOr: boolean): Step {
    const terms = e.args.map((a) => this.plan(a));
    return (act, tracker) => {
      let err: ErrorValue | undefined;
      // Indexed: a for-of allocated an iterator result per term until V8 optimized the step.
      for (let i = 0; i < terms.length; i++) {
        const v = (terms[i] as Step)(act, tracker);
        if (v === isOr) return isOr;
        if (typeof v !== "boolean") err ??= v instanceof ErrorValue ? v : noSuchOverload();
      }
      return err ?? !isOr;
    };
  }

  /** A conditional attribute's resolution: the condition, then the chosen branch resolved. */
  #conditional(e: CallExpr): Step {
    const [c, t, f] = e.args;
    if (c === undefined || t === undefined || f === undefined) return () => noSuchOverload();
    const cond = this.plan(c);
    const whenTrue = this.#resolve(t);
    const whenFalse = this.#resolve(f);
    return (act, tracker) => {
      const v = cond(act, tracker);
      if (v !== true && v !== false) return v instanceof ErrorValue ? v : noSuchOverload();
      return (v ? whenTrue : whenFalse)(act, tracker);
    };
  }

  /**
   * cel-go's `evalOptionalOr`/`evalOptionalOrValue` (`cel/library.go` decorateOptionalOr, v0.26.0 lines
   * 687-716): the alternative is evaluated only when needed, a non-optional target is the result, and the
   * step is none of the observed kinds, so it costs nothing of its own.
   */
  #optionalOr(e: CallExpr): Step | undefined {
    const [altExpr] = e.args;
    if (e.target === undefined || altExpr === undefined || e.args.length !== 1) return undefined;
    if (!isOptionalOrOverload(e.function, this.ctx.overloadIds.get(e.id))) return undefined;
    const target = this.plan(e.target);
    const alt = this.plan(altExpr);
    const isOr = e.function === "or";
    return (act, tracker) => {
      const t = target(act, tracker);
      if (!(t instanceof OptionalValue)) return t;
      if (t.value === undefined) return alt(act, tracker);
      return isOr ? t : t.value;
    };
  }
}

/**
 * A fold's scope: its variables over the enclosing activation, as a layer of locals (`withLocals`) with the
 * iteration variables bound from the first iteration until the loop ends. The names are distinct.
 */
class FoldFrame implements Activation {
  #iter: CelValue = null;
  #iter2: CelValue = null;
  #bound = false;

  constructor(
    private readonly parent: Activation,
    private readonly iterVar: string,
    private readonly iterVar2: string | undefined,
    private readonly accuVar: string,
    public accu: CelValue,
  ) {}

  /** The iteration variables' values for one iteration (`second` only read when there is a second variable). */
  bind(first: CelValue, second: CelValue | undefined): void {
    this.#iter = first;
    this.#iter2 = second ?? null;
    this.#bound = true;
  }

  /** The loop is over: only the accumulator is left. */
  unbind(): void {
    this.#bound = false;
  }

  resolve(name: string): CelValue | undefined {
    if (name === this.accuVar) return this.accu;
    if (this.#bound) {
      if (name === this.iterVar) return this.#iter;
      if (name === this.iterVar2) return this.#iter2;
    }
    return this.parent.resolve(name);
  }
}

function firstError(args: readonly CelValue[]): ErrorValue | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a instanceof ErrorValue) return a;
  }
  return undefined;
}

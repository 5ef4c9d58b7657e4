/**
 * Evaluating an expression: cel-go's `Program.Eval` with the cost tracker Kubernetes configures
 * (`CostTrackerLimit`, `PresenceTestHasCost(false)`, its library's `CallCost`).
 */
import type { ParsedAst } from "../ast/expr.js";
import type { CheckedAst } from "../checker/checker.js";
import type { CelValue } from "../values/value.js";
import { ErrorValue } from "../values/value.js";
import { type CallCostHook, CostLimitExceeded, CostTracker } from "./cost.js";
import { RecoveredPanic } from "../values/go-panic.js";
import { type Activation, Interpreter, planConstants } from "./interpreter.js";
import type { OverloadRegistry } from "./overload.js";
import { type Step, plan } from "./planner.js";
import { standardOverloads } from "./stdlib-registry.js";

export interface EvalOptions {
  /** cel-go's `CostTrackerLimit`: evaluation stops once the actual cost exceeds it. */
  readonly costLimit?: bigint;
  /** Library call costs (Kubernetes' `library.CostEstimator.CallCost`). */
  readonly callCost?: CallCostHook;
  /** cel-go's `PresenceTestHasCost`; false by default, as Kubernetes configures it. */
  readonly presenceTestHasCost?: boolean;
  /** The function implementations; the standard and optional libraries by default. */
  readonly overloads?: OverloadRegistry;
  /**
   * cel-go's `OptOptimize`, which Kubernetes' base environment sets: constant literals and conversions cost
   * nothing, nor does `in` on a constant list (eval/optimize.ts). Off by default, as in cel-go.
   */
  readonly optimize?: boolean;
  /**
   * Where a checked expression's plan is kept and found again: a caller that evaluates the same checked ASTs
   * many times, from many places, passes the one {@link ProgramPlans} it owns. Without it the expression is
   * planned for this evaluation (or {@link PlannedProgram}) alone: the same result, planned more often.
   */
  readonly plans?: ProgramPlans;
}

export interface EvalResult {
  /** The result; an `ErrorValue` when evaluation failed (cel-go returns it as `err`). */
  readonly value: CelValue;
  /** cel-go's `EvalDetails.ActualCost()`. */
  readonly cost: bigint;
  /** Set when the cost limit stopped evaluation. */
  readonly cancelled: boolean;
}

let defaultOverloads: OverloadRegistry | undefined;

export type Variables = Activation | ReadonlyMap<string, CelValue> | Readonly<Record<string, CelValue>>;

function toActivation(vars: Variables): Activation {
  if (typeof (vars as Activation).resolve === "function") return vars as Activation;
  if (vars instanceof Map) {
    const map = vars as ReadonlyMap<string, CelValue>;
    return { resolve: (name) => map.get(name) };
  }
  const record = vars as Readonly<Record<string, CelValue>>;
  return { resolve: (name) => (Object.hasOwn(record, name) ? record[name] : undefined) };
}

function isChecked(ast: ParsedAst | CheckedAst): ast is CheckedAst {
  return "references" in ast;
}

/** What the interpreter reads of a checked expression's references and types. */
export interface CheckedFacts {
  readonly overloadIds: ReadonlyMap<number, readonly string[]>;
  readonly typeIdents: ReadonlyMap<number, string>;
}

const noFacts: CheckedFacts = { overloadIds: new Map(), typeIdents: new Map() };

/**
 * What the interpreter reads of a checked expression, found anew by each plan (whose steps keep what they need,
 * so a rule run on thousands of objects finds them once) and by each unplanned evaluation: a walk over the
 * checker's references, as cheap as the planning it comes with, so nothing caches it.
 */
export function checkedFacts(ast: CheckedAst): CheckedFacts {
  const overloadIds = new Map<number, readonly string[]>();
  const typeIdents = new Map<number, string>();
  for (const [id, ref] of ast.references) {
    if (ref.overloadIds.length > 0) overloadIds.set(id, ref.overloadIds);
    const type = ast.types.get(id);
    if (ref.name !== "" && type?.kind === "type") typeIdents.set(id, type.params[0]?.name ?? "type");
  }
  return { overloadIds, typeIdents };
}

/** A checked expression's plans with one registry, as it was when they were made, by the options planned for. */
interface Plans {
  readonly registry: OverloadRegistry;
  readonly revision: number;
  readonly steps: (Step | undefined)[];
}

/** A checked expression planned to run with `registry` and the two options that change what is planned. */
function planChecked(
  ast: CheckedAst,
  registry: OverloadRegistry,
  presenceTestHasCost: boolean,
  optimize: boolean,
): Step {
  const { overloadIds, typeIdents } = checkedFacts(ast);
  return plan(ast.expr, { registry, overloadIds, typeIdents, presenceTestHasCost, optimize });
}

/**
 * The plans of the checked expressions one job evaluates, as cel-go's `Program` holds its planned interpretables:
 * an expression is planned on its first evaluation with a registry and options and the plan is reused by every
 * later one with the same, wherever it comes from (a rule shared by the served versions of a run's CRDs, or met at
 * several nodes of a schema, is planned once, not once per validator). Not module state: the job that evaluates
 * (a validation run's rule evaluator, one validation call's defaults) makes one, passes it in
 * {@link EvalOptions.plans} and drops it when it ends, and the plans go with it. Within that lifetime an entry is
 * keyed weakly by its AST, so nothing is kept for an expression the job no longer holds; then by the registry (an
 * expression meets one or a few; planned again when overloads were added to it since), then by the options.
 */
export class ProgramPlans {
  readonly #byAst = new WeakMap<CheckedAst, Plans[]>();
  #planned = 0;

  /** How many plans were made (an expression planned once per registry and options): for tests and benchmarks. */
  get planned(): number {
    return this.#planned;
  }

  /** The plan of `ast` with `registry` and the options, made on the first request. @internal */
  stepFor(
    ast: CheckedAst,
    registry: OverloadRegistry,
    presenceTestHasCost: boolean,
    optimize: boolean,
  ): Step {
    let all = this.#byAst.get(ast);
    if (all === undefined) {
      all = [];
      this.#byAst.set(ast, all);
    }
    let plans: Plans | undefined;
    for (const p of all) {
      if (p.registry === registry) {
        plans = p;
        break;
      }
    }
    if (plans?.revision !== registry.revision) {
      if (plans !== undefined) all.splice(all.indexOf(plans), 1);
      plans = { registry, revision: registry.revision, steps: [] };
      all.push(plans);
    }
    const slot = (presenceTestHasCost ? 2 : 0) + (optimize ? 1 : 0);
    let step = plans.steps[slot];
    if (step === undefined) {
      step = planChecked(ast, registry, presenceTestHasCost, optimize);
      plans.steps[slot] = step;
      this.#planned++;
    }
    return step;
  }
}

/** `ast`'s plan: kept in and found again in `plans` when the caller gave one, else made for the caller alone. */
function checkedPlan(
  ast: CheckedAst,
  plans: ProgramPlans | undefined,
  registry: OverloadRegistry,
  presenceTestHasCost: boolean,
  optimize: boolean,
): Step {
  return plans === undefined
    ? planChecked(ast, registry, presenceTestHasCost, optimize)
    : plans.stepFor(ast, registry, presenceTestHasCost, optimize);
}

/**
 * Evaluates a parsed or checked expression against variables by name: a checked one by its plan, a parsed one
 * (without the checker's overloads and types) by the tree-walking interpreter.
 */
export function evaluate(
  ast: ParsedAst | CheckedAst,
  vars: Variables = {},
  options: EvalOptions = {},
): EvalResult {
  if (!isChecked(ast)) {
    // Nothing plans a parsed expression, so nothing outlives this evaluation: it owns the constants it finds.
    const { registry, presenceTestHasCost, optimize } = runtimeOf(options);
    return run(options, (tracker) =>
      new Interpreter({
        registry,
        tracker,
        ...noFacts,
        presenceTestHasCost,
        optimize,
        constants: planConstants(),
      }).eval(ast.expr, toActivation(vars)),
    );
  }
  // A checked expression is what validation runs for every rule of every object (80,000 times over the
  // benchmark's 10,000 objects): its plan is found and run without the closures and option objects of the path
  // above, which a run allocated each time. Same plan, tracker and result.
  const step = checkedPlan(
    ast,
    options.plans,
    options.overloads ?? (defaultOverloads ??= standardOverloads()),
    options.presenceTestHasCost ?? false,
    options.optimize ?? false,
  );
  return runStep(step, toActivation(vars), options);
}

/** One run of a checked expression's plan with a fresh cost tracker. */
function runStep(step: Step, act: Activation, options: EvalOptions): EvalResult {
  const tracker = new CostTracker(options.costLimit, options.callCost);
  try {
    return { value: step(act, tracker), cost: tracker.actualCost, cancelled: false };
  } catch (e) {
    return cancelled(e, tracker);
  }
}

/**
 * A checked expression with one set of options, for a caller that evaluates it many times (a rule on every
 * object of a run): {@link evaluate} with the expression's plan found once, not on every evaluation, and the
 * variables given as an activation. The program keeps its plan for as long as it lives, and takes it from
 * `options.plans` when given one, so that the job's other programs of the same AST share it. The plan is found
 * again when overloads were added to the registry since.
 */
export class PlannedProgram {
  readonly #registry: OverloadRegistry;
  #revision = -1;
  #step: Step | undefined;

  constructor(
    readonly ast: CheckedAst,
    readonly options: EvalOptions,
  ) {
    this.#registry = options.overloads ?? (defaultOverloads ??= standardOverloads());
  }

  /** {@link evaluate}`(ast, act, options)`: the same plan, tracker and result. */
  evaluate(act: Activation): EvalResult {
    let step = this.#step;
    if (step === undefined || this.#revision !== this.#registry.revision) {
      const { options } = this;
      step = checkedPlan(
        this.ast,
        options.plans,
        this.#registry,
        options.presenceTestHasCost ?? false,
        options.optimize ?? false,
      );
      this.#step = step;
      this.#revision = this.#registry.revision;
    }
    return runStep(step, act, this.options);
  }
}

/**
 * A checked expression evaluated by the tree-walking interpreter instead of its plan: the independent
 * evaluation the planned one is tested against (same values, errors and actual costs).
 */
export function interpretChecked(
  ast: CheckedAst,
  vars: Variables = {},
  options: EvalOptions = {},
): EvalResult {
  const runtime = runtimeOf(options);
  // Unplanned, as above: the constants are this evaluation's own.
  return run(options, (tracker) =>
    new Interpreter({ ...runtime, tracker, ...checkedFacts(ast), constants: planConstants() }).eval(
      ast.expr,
      toActivation(vars),
    ),
  );
}

/** What an evaluation's options settle besides its cost tracker, with their defaults. */
function runtimeOf(options: EvalOptions): {
  readonly registry: OverloadRegistry;
  readonly presenceTestHasCost: boolean;
  readonly optimize: boolean;
} {
  return {
    registry: options.overloads ?? (defaultOverloads ??= standardOverloads()),
    presenceTestHasCost: options.presenceTestHasCost ?? false,
    optimize: options.optimize ?? false,
  };
}

/** Runs one evaluation with a fresh cost tracker: its value and actual cost, or where the cost limit stopped it. */
function run(options: EvalOptions, evaluateWith: (tracker: CostTracker) => CelValue): EvalResult {
  const tracker = new CostTracker(options.costLimit, options.callCost);
  try {
    return { value: evaluateWith(tracker), cost: tracker.actualCost, cancelled: false };
  } catch (e) {
    return cancelled(e, tracker);
  }
}

/** The result of an evaluation the cost limit or a recovered panic stopped; any other exception is rethrown. */
function cancelled(e: unknown, tracker: CostTracker): EvalResult {
  if (e instanceof RecoveredPanic) {
    return {
      value: new ErrorValue(`internal error: ${e.message}`),
      cost: tracker.actualCost,
      cancelled: false,
    };
  }
  if (!(e instanceof CostLimitExceeded)) throw e;
  return { value: new ErrorValue(e.message), cost: tracker.actualCost, cancelled: true };
}

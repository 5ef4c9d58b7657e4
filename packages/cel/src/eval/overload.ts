/**
 * Runtime overloads: cel-go binds each declared overload id to an implementation
 * (`decls.UnaryBinding`/`BinaryBinding`); a call dispatches among the overloads of its function whose
 * argument types match the runtime values (cel-go's dynamic dispatch, `evalVarArgs` with `dispatcher`).
 */
import { type CelValue, ListValue } from "../values/value.js";
import { noSuchOverloadFor } from "./no-such-overload.js";
import type { CostTracker } from "./cost.js";

/** A runtime type test for one parameter. */
export type ArgMatcher = (v: CelValue) => boolean;

export interface RuntimeOverload {
  readonly id: string;
  readonly function: string;
  /** Matchers for every argument, the receiver first for member overloads. */
  readonly args: readonly ArgMatcher[];
  readonly impl: (args: readonly CelValue[]) => CelValue;
  /**
   * For a call that builds a list whose length its arguments fix (`lists.range`): that length, so that the call
   * is costed before the list is built (see {@link callWithinBudget}).
   */
  readonly allocates?: (args: readonly CelValue[]) => number;
}

/**
 * Runs `fn` on `args` (no overload dispatched: cel-go's no-such-overload error for `name`, see
 * {@link noSuchOverloadFor}; `compiledRegex` as there), the cost of the call still to be added by the caller. A call that {@link
 * RuntimeOverload.allocates} is costed first on a stand-in result of the size it will have: when adding that
 * cost would pass the tracker's limit, the evaluation is cancelled now, where cel-go cancels it right after the
 * call, with the same error and total cost, and without building the list. `lists.range(self.count)` with a count of a
 * billion otherwise exhausts the process's memory before the cost check runs: the server refuses such a rule by
 * its estimated cost, but `crdgen validate` evaluates the rules of any CRD it is given.
 */
export function callWithinBudget(
  fn: RuntimeOverload | undefined,
  name: string,
  overloadId: string,
  args: readonly CelValue[],
  tracker: CostTracker,
  compiledRegex = false,
): CelValue {
  if (fn === undefined) return noSuchOverloadFor(name, args, compiledRegex);
  if (fn.allocates !== undefined && tracker.limit !== undefined) {
    tracker.addIfOverLimit(tracker.callCost(name, overloadId, args, listOfLength(fn.allocates(args))));
  }
  return fn.impl(args);
}

/** A list that has a length and no elements: only its size is read, by the cost of the call returning it. */
function listOfLength(length: number): ListValue {
  const elements = Object.freeze({ length }) as unknown as readonly CelValue[];
  return new ListValue(elements);
}

export class OverloadRegistry {
  private readonly byFunction = new Map<string, RuntimeOverload[]>();
  private readonly byId = new Map<string, RuntimeOverload>();
  #revision = 0;

  /** How many times overloads were added: a plan made with the registry holds while this stays the same. */
  get revision(): number {
    return this.#revision;
  }

  add(...overloads: readonly RuntimeOverload[]): this {
    this.#revision++;
    for (const o of overloads) {
      const list = this.byFunction.get(o.function) ?? [];
      list.push(o);
      this.byFunction.set(o.function, list);
      this.byId.set(o.id, o);
    }
    return this;
  }

  /** The overload to call for these arguments: among `candidateIds` when the checker resolved them. */
  resolve(
    fn: string,
    args: readonly CelValue[],
    candidateIds?: readonly string[],
  ): RuntimeOverload | undefined {
    return dispatch(this.candidates(fn, candidateIds), args);
  }

  /**
   * The overloads a call of `fn` may dispatch to, in the order `resolve` tries them: those among `candidateIds`
   * when the checker resolved them. A planned call finds them once and dispatches with {@link dispatch}.
   */
  candidates(fn: string, candidateIds?: readonly string[]): readonly RuntimeOverload[] {
    const all = this.byFunction.get(fn) ?? [];
    return candidateIds !== undefined && candidateIds.length > 0
      ? all.filter((o) => candidateIds.includes(o.id))
      : all;
  }

  has(fn: string): boolean {
    return this.byFunction.has(fn);
  }
}

/** The first of `candidates` whose argument matchers accept `args` (cel-go's dynamic dispatch). */
export function dispatch(
  candidates: readonly RuntimeOverload[],
  args: readonly CelValue[],
): RuntimeOverload | undefined {
  // Indexed loops: every call of every rule dispatches, and the closures of `find` and `every` were allocated per
  // call until V8 optimized them.
  for (let c = 0; c < candidates.length; c++) {
    const o = candidates[c] as RuntimeOverload;
    const matchers = o.args;
    if (matchers.length !== args.length) continue;
    let matched = true;
    for (let i = 0; i < matchers.length; i++) {
      const v = args[i];
      if (v === undefined || !(matchers[i] as ArgMatcher)(v)) {
        matched = false;
        break;
      }
    }
    if (matched) return o;
  }
  return undefined;
}

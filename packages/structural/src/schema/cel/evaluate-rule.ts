/**
 * One rule evaluated on a value, as apiextensions `Validator.validateExpressions` and `evalMessageExpression`
 * (pkg/apiserver/schema/cel/validation.go) do it, with their error texts.
 */
import {
  type Activation,
  type CallCostHook,
  type CelValue,
  type CheckedAst,
  ErrorValue,
  type EvalOptions,
  type EvalResult,
  type OverloadRegistry,
  PlannedProgram,
  type ProgramPlans,
  goStringsTrimSpace,
} from "@crdgen/cel";
import { goQuote } from "../../model/go-value.js";
import type { ValidationRule } from "../../model/schema-types.js";

/** `celconfig.PerCallLimit`: the cost one evaluation may reach. */
const perCallLimit = 1_000_000n;
/** `celconfig.MaxEvaluatedMessageExpressionSizeBytes`. */
const maxMessageBytes = 5 * 1024;

/** What evaluating a rule found: it held, it failed (with the detail), or validation must stop. */
export type RuleOutcome =
  | { readonly kind: "held" }
  | { readonly kind: "failed" }
  | { readonly kind: "error"; readonly detail: string; readonly stop: boolean };

export interface Budget {
  remaining: bigint;
}

/** The runtime the rules are evaluated with: function implementations and their call costs. */
export interface RuleRuntime {
  readonly overloads: OverloadRegistry;
  readonly callCost?: CallCostHook;
  /**
   * The cost one evaluation may reach, `celconfig.PerCallLimit` unless set; upstream's `NewValidator` takes it
   * "for testing purpose only", and so does this.
   */
  readonly perCallLimit?: bigint;
  /**
   * Where the rules' plans are kept: the job that owns this runtime owns them too (see `ProgramPlans`), so that
   * a rule evaluated at several validators is planned once. Without it each validator plans its rules alone.
   */
  readonly plans?: ProgramPlans;
}

/** The error text once the budget is spent (validation stops there). */
export const outOfBudget =
  "validation failed due to running out of cost budget, no further validation rules will be run";

/** `ruleErrorString`, trimmed by Go's `strings.TrimSpace` (U+0085 goes, U+FEFF stays). */
function ruleErrorString(rule: ValidationRule): string {
  const message = rule.message ?? "";
  return goStringsTrimSpace(message.length > 0 ? message : (rule.rule ?? ""));
}

/** `ruleMessageOrDefault`. */
export function ruleMessageOrDefault(rule: ValidationRule): string {
  const message = rule.message ?? "";
  return message.length === 0 ? `failed rule: ${ruleErrorString(rule)}` : goStringsTrimSpace(message);
}

/** The rule's evaluation, its cost taken from `budget`. */
export function evaluateRule(
  program: PlannedProgram,
  rule: ValidationRule,
  vars: Activation,
  budget: Budget,
): RuleOutcome {
  const result = program.evaluate(vars);
  if (result.cost > budget.remaining) return { kind: "error", detail: outOfBudget, stop: true };
  budget.remaining -= result.cost;
  if (result.cancelled) {
    return {
      kind: "error",
      detail: `'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: ${ruleErrorString(rule)}`,
      stop: true,
    };
  }
  if (result.value instanceof ErrorValue) {
    const message = result.value.message;
    return {
      kind: "error",
      detail: message.startsWith("no such overload")
        ? `'${message}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleErrorString(rule)}`
        : `${message} evaluating rule: ${ruleErrorString(rule)}`,
      stop: false,
    };
  }
  return result.value === true ? held : failed;
}

// The outcomes without a detail, one object each rather than one per evaluation (most rules hold).
const held: RuleOutcome = { kind: "held" };
const failed: RuleOutcome = { kind: "failed" };

/**
 * What `evalMessageExpression` gives the validator: the message; an error that stops validation; or a failure
 * after which the rule's own message is used, with the text the API server logs for it
 * (`klog.V(2).ErrorS(msgErr, "messageExpression evaluation failed")`, never returned to the client).
 */
export type MessageOutcome =
  { readonly message: string } | { readonly stop: string } | { readonly failed: string };

/** `evalMessageExpression`, its cost taken from `budget`. */
export function evaluateMessage(
  program: PlannedProgram,
  source: string,
  vars: Activation,
  budget: Budget,
): MessageOutcome {
  const result: EvalResult = program.evaluate(vars);
  if (result.cost > budget.remaining) {
    return {
      stop: "messageExpression evaluation failed due to running out of cost budget, no further validation rules will be run",
    };
  }
  if (result.cancelled) {
    return {
      stop: `no further validation rules will be run due to call cost exceeds limit for messageExpression: ${goQuote(source)}`,
    };
  }
  budget.remaining -= result.cost;
  if (result.value instanceof ErrorValue) {
    return { failed: `messageExpression evaluation failed due to: ${result.value.message}` };
  }
  if (typeof result.value !== "string") return { failed: "messageExpression failed to convert to string" };
  const trimmed = goStringsTrimSpace(result.value);
  if (new TextEncoder().encode(trimmed).length > maxMessageBytes) {
    return { failed: `messageExpression beyond allowable length of ${maxMessageBytes}` };
  }
  if (trimmed.includes("\n")) return { failed: "messageExpression should not contain line breaks" };
  if (trimmed.length === 0) return { failed: "messageExpression should evaluate to a non-empty string" };
  return { message: trimmed };
}

/**
 * The variables of a rule's evaluation: `self`, and `oldSelf` when the activation has it (an optional one for a
 * rule with optionalOldSelf). One small object per node and rule rather than a record and the closure that
 * reads it.
 */
export class RuleActivation implements Activation {
  constructor(
    private readonly self: CelValue,
    private readonly oldSelf: CelValue | undefined,
  ) {}

  resolve(name: string): CelValue | undefined {
    if (name === "self") return this.self;
    return name === "oldSelf" ? this.oldSelf : undefined;
  }
}

/**
 * `program` planned to run with `runtime`, for the evaluations above, with the program options of Kubernetes' base
 * environment: cost tracking with the per-call limit, and OptOptimize. Called once per rule of a validator plan,
 * which keeps the result, so the options need no cache of their own.
 */
export function plannedProgram(program: CheckedAst, runtime: RuleRuntime): PlannedProgram {
  const costLimit = runtime.perCallLimit ?? perCallLimit;
  const base: EvalOptions = {
    costLimit,
    overloads: runtime.overloads,
    optimize: true,
    ...(runtime.plans === undefined ? {} : { plans: runtime.plans }),
  };
  const options: EvalOptions =
    runtime.callCost === undefined ? base : { ...base, callCost: runtime.callCost };
  return new PlannedProgram(program, options);
}

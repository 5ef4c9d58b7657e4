/**
 * One rule evaluated on a value, as apiextensions `Validator.validateExpressions` and `evalMessageExpression`
 * (pkg/apiserver/schema/cel/validation.go) do it, with their error texts.
 */
import {
  type CallCostHook,
  type CelValue,
  type CheckedAst,
  ErrorValue,
  type EvalResult,
  type OverloadRegistry,
  evaluate,
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
}

const outOfBudget =
  "validation failed due to running out of cost budget, no further validation rules will be run";

/** `ruleErrorString`. */
function ruleErrorString(rule: ValidationRule): string {
  const message = rule.message ?? "";
  return message.length > 0 ? message.trim() : (rule.rule ?? "").trim();
}

/** `ruleMessageOrDefault`. */
export function ruleMessageOrDefault(rule: ValidationRule): string {
  const message = rule.message ?? "";
  return message.length === 0 ? `failed rule: ${ruleErrorString(rule)}` : message.trim();
}

/** The rule's evaluation, its cost taken from `budget`. */
export function evaluateRule(
  program: CheckedAst,
  rule: ValidationRule,
  vars: Readonly<Record<string, CelValue>>,
  budget: Budget,
  runtime: RuleRuntime,
): RuleOutcome {
  const result = evaluate(program, vars, evalOptions(runtime));
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
  return result.value === true ? { kind: "held" } : { kind: "failed" };
}

/** `evalMessageExpression`: the message, an error that stops validation, or undefined (use the rule's message). */
export function evaluateMessage(
  program: CheckedAst,
  source: string,
  vars: Readonly<Record<string, CelValue>>,
  budget: Budget,
  runtime: RuleRuntime,
): { readonly message: string } | { readonly stop: string } | undefined {
  const result: EvalResult = evaluate(program, vars, evalOptions(runtime));
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
  if (typeof result.value !== "string") return undefined;
  const trimmed = result.value.trim();
  const bytes = new TextEncoder().encode(trimmed).length;
  if (bytes > maxMessageBytes || trimmed.includes("\n") || trimmed.length === 0) return undefined;
  return { message: trimmed };
}

function evalOptions(runtime: RuleRuntime): Parameters<typeof evaluate>[2] {
  return runtime.callCost === undefined
    ? { costLimit: perCallLimit, overloads: runtime.overloads }
    : { costLimit: perCallLimit, overloads: runtime.overloads, callCost: runtime.callCost };
}

/**
 * Rule C9: a default must satisfy the CEL rules of its node and of the nodes below it, evaluated as apiextensions
 * `cel.NewValidator(s, isResourceRoot, PerCallLimit).Validate` does in defaulting/validation.go: once as an update
 * from the default to itself, and, when that passes, once as a create (ratcheting is on). Rules compile in the
 * environment for stored expressions; the walk is the shared `RuleValidator`'s (allOf branches included, as
 * `validator()` builds them, though a structural schema has no rules in allOf).
 *
 * The defaults are evaluated with the libraries of the server's environment (the Kubernetes and extension
 * libraries with their call costs, as custom resources are): the server refuses a default that a rule calling
 * `find`, `quantity`, `isURL` … refuses (defaulting/validation.go:88-101 at v0.35.0).
 */
import {
  kubernetesCallCost,
  kubernetesOverloads,
  type OverloadRegistry,
  ProgramPlans,
  schemaDeclType,
} from "@crdgen/cel";
import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { Budget, RuleRuntime } from "../../schema/cel/evaluate-rule.js";
import { RuleValidator, runtimeCostBudget } from "../../schema/cel/rule-validator.js";
import type { CelSession } from "../../schema/cel/session.js";

/**
 * The Kubernetes environment's overloads, built when a rule is first evaluated: most schemas have no rule on or
 * below a default, and building the registry for each validation of their defaults cost more than checking the
 * defaults. The runtime owns the plans of the rules it runs, so a rule met at several defaults of one validation
 * call (the runtime's lifetime) is planned once.
 */
export function defaultsRuntime(): RuleRuntime {
  let overloads: OverloadRegistry | undefined;
  return {
    get overloads(): OverloadRegistry {
      overloads ??= kubernetesOverloads();
      return overloads;
    },
    callCost: kubernetesCallCost,
    plans: new ProgramPlans(),
  };
}

export class DefaultRules {
  private readonly budget: Budget = { remaining: runtimeCostBudget };
  private readonly validator: RuleValidator;

  /**
   * `session` compiles in the environment for stored expressions and lives as long as one validation call;
   * `runtime` evaluates (see {@link defaultsRuntime}).
   */
  constructor(session: CelSession, runtime: RuleRuntime) {
    this.validator = new RuleValidator(session, runtime, "defaults");
  }

  /** The CEL cost left to the rules of this walk's next defaults. */
  remainingBudget(): bigint {
    return this.budget.remaining;
  }

  /** C9 for the default `value` of `node`, reported at `path` (`….default`). */
  check(node: JSONSchemaProps, value: unknown, path: FieldPath, isResourceRoot: boolean): FieldError[] {
    if (!this.validator.hasRulesBelow(node)) return [];
    const declType = schemaDeclType(node, isResourceRoot);
    const start = this.budget.remaining;
    const asUpdate: Budget = { remaining: start };
    const out: FieldError[] = [];
    this.validator.validate(node, declType, isResourceRoot, value, value, path, asUpdate, out);
    let remaining = asUpdate.remaining;
    if (out.length === 0) {
      const asCreate: Budget = { remaining: start };
      this.validator.validate(node, declType, isResourceRoot, value, undefined, path, asCreate, out);
      if (asCreate.remaining < remaining) remaining = asCreate.remaining;
    }
    this.budget.remaining = remaining;
    return out;
  }
}

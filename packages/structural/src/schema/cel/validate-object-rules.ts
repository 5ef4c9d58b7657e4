/**
 * The CEL rules of a custom resource's schema evaluated on the object, as the API server's customresource
 * strategy does on create: `cel.NewValidator(structuralSchema, true, PerCallLimit).Validate(ctx, nil, schema,
 * obj, nil, RuntimeCELCostBudget)`, with the Kubernetes and extension libraries' runtime and call costs. Rules
 * compile in the environment for stored expressions, as the server's validator does. With an old object it is
 * the update (`ValidateUpdate`): transition rules see `oldSelf`, and errors of unchanged values are ratcheted
 * into warnings.
 */
import {
  type OverloadRegistry,
  ProgramPlans,
  type RuleCompiler,
  kubernetesCallCost,
  kubernetesOverloads,
  schemaDeclType,
} from "@crdgen/cel";
import type { FieldError } from "../../model/field-error.js";
import { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { CelValidationOptions } from "../options.js";
import type { Budget, RuleRuntime } from "./evaluate-rule.js";
import { RuleValidator, runtimeCostBudget } from "./rule-validator.js";
import { CelSession } from "./session.js";
import { CorrelatedObject } from "./correlated-object.js";
import { RatchetScope } from "./ratcheting.js";

/** What the rules said about one object. */
export interface ObjectRulesResult {
  readonly errors: readonly FieldError[];
  /** The runtime cost spent, in the API server's cost units (`RuntimeCELCostBudget` minus what is left). */
  readonly runtimeCost: number;
  /** Functions called by rules that crdgen has no runtime for, sorted; those rules were skipped. */
  readonly unevaluatedFunctions: readonly string[];
  /** On update, the ratcheted errors as the warnings the server returns for them. */
  readonly warnings: readonly string[];
}

/**
 * Evaluates every rule of `schema` (a version's openAPIV3Schema) on `object`, as stored (pruned, defaulted);
 * `old` is the stored object an update replaces.
 */
export function validateObjectRules(
  schema: JSONSchemaProps,
  object: Readonly<Record<string, unknown>>,
  options: CelValidationOptions = {},
  old?: Readonly<Record<string, unknown>>,
): ObjectRulesResult {
  return new ObjectRulesValidator(schema, options).validate(object, old);
}

/**
 * {@link validateObjectRules} for many objects of one schema: the schema's CEL types are built and its rules
 * compiled once, as the API server builds one validator per CRD version. The schema must not change while the
 * validator is in use (a caller that edits schemas makes a new one).
 */
export class ObjectRulesValidator {
  readonly #session: CelSession;
  readonly #declType: ReturnType<typeof schemaDeclType>;
  // The functions rules can call, registered once for every object rather than once per object, and the plans
  // the rules run by.
  readonly #runtime: RuleRuntime;

  /**
   * `compiler`: one shared by the validators of a job (the versions of a run's CRDs), so that a rule met on a
   * type of the same shape again (each served version usually carries the same schema) is compiled once; by
   * default the validator's own.
   * `overloads`: the Kubernetes libraries' runtime (`kubernetesOverloads()`, the validator's own by default),
   * shared by the validators of a job the same way. The registry must not be added to while validators use it.
   * `plans`: where the compiled rules' plans are kept (by AST, registry and options), the validator's own by
   * default; validators that share compilations, a registry and `plans` plan each rule once, not once per
   * served version. Its owner is the job's, as the compiler's is.
   */
  constructor(
    private readonly schema: JSONSchemaProps,
    options: CelValidationOptions = {},
    compiler?: RuleCompiler,
    overloads: OverloadRegistry = kubernetesOverloads(),
    plans: ProgramPlans = new ProgramPlans(),
  ) {
    this.#session = new CelSession(options, "StoredExpressions", compiler);
    this.#declType = schemaDeclType(schema, true);
    this.#runtime = { overloads, callCost: kubernetesCallCost, plans };
  }

  validate(
    object: Readonly<Record<string, unknown>>,
    old?: Readonly<Record<string, unknown>>,
  ): ObjectRulesResult {
    const validator = new RuleValidator(this.#session, this.#runtime, "objects");
    const budget: Budget = { remaining: runtimeCostBudget };
    const errors: FieldError[] = [];
    // `cel.NewValidator` is nil, and nothing is evaluated, when no rule is on the structural spine: rules only
    // inside allOf branches are then never run.
    if (!validator.hasRulesBelow(this.schema)) {
      return { errors, runtimeCost: 0, unevaluatedFunctions: [], warnings: [] };
    }
    // The strategy passes a nil path: the root renders as "" here and as Go's "<nil>" in the message.
    const root = FieldPath.root("");
    // customResourceStrategy.ValidateUpdate: cel.WithRatcheting(NewCorrelatedObject(new, old, schema)).
    const ratchet = new RatchetScope(
      old === undefined ? undefined : new CorrelatedObject(object, old, this.schema),
      undefined,
    );
    validator.validate(this.schema, this.#declType, true, object, old, root, budget, errors, ratchet);
    return {
      errors: errors.map((error) => (error.field === "" ? { ...error, field: "<nil>" } : error)),
      runtimeCost: Number(runtimeCostBudget - budget.remaining),
      unevaluatedFunctions: [...validator.unevaluatedFunctions].sort(),
      warnings: validator.warnings,
    };
  }
}

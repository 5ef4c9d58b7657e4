import { ProgramPlans, RuleCompiler, kubernetesOverloads } from "@crdgen/cel";
import type { ServedVersion } from "@crdgen/objects";
import type { CelValidationOptions, FieldError, JSONSchemaProps } from "@crdgen/structural";
import { ObjectRulesValidator } from "@crdgen/structural";
import type { RuleEvaluator, RuleOutcome } from "./rules.js";

/**
 * crdgen's own evaluator: the rules run as the API server runs them on create and update (`@crdgen/structural`'s
 * `validateObjectRules`), with the Kubernetes and extension libraries. Rules calling a function crdgen has no
 * runtime for are skipped and named in `unevaluatedFunctions`.
 */
export function celRuleEvaluator(options: CelValidationOptions = {}): RuleEvaluator {
  // One validator per version's schema for the evaluator's lifetime: its rules compile once, not once per object.
  // A caller keeps an evaluator while its schemas stay as they are (crdgen keeps one per run: see runRules).
  const validators = new WeakMap<JSONSchemaProps, ObjectRulesValidator>();
  // The validators share compilations: the versions of a CRD (and CRDs built from the same types) repeat rules
  // on types of the same shape, 2042 rules and 528 distinct texts in the benchmark's corpus. The compiler lives
  // as long as the evaluator, like the validators.
  const compiler = new RuleCompiler();
  // One runtime for the validators too: the registry's functions are registered once, and the rules' plans are
  // kept in one table by AST, registry and options, so a rule shared by served versions and CRDs is planned once
  // per run (463 plans instead of 847 over the benchmark's 10,000 objects, with plans per validator). Same
  // lifetime as the compiler, whose ASTs the plans are of; nothing adds to the registry.
  const overloads = kubernetesOverloads();
  const plans = new ProgramPlans();
  return {
    evaluate(
      served: ServedVersion,
      stored: Readonly<Record<string, unknown>>,
      old?: Readonly<Record<string, unknown>>,
    ): RuleOutcome {
      if (served.schema === undefined) return { errors: [], runtimeCost: 0 };
      let validator = validators.get(served.schema);
      if (validator === undefined) {
        validator = new ObjectRulesValidator(served.schema, options, compiler, overloads, plans);
        validators.set(served.schema, validator);
      }
      const result = validator.validate(stored, old);
      return {
        errors: result.errors,
        warnings: result.warnings,
        runtimeCost: result.runtimeCost,
        unevaluatedFunctions: result.unevaluatedFunctions,
      };
    },
  };
}

/**
 * The evaluator of one validation run's rules: the caller's, else crdgen's own, made for the run with its catalog.
 * The run owns it: the catalog's schemas do not change while it lasts, so each version's rules compile once for
 * all the run's objects, and the compilations are dropped with the run.
 */
export function runRules(given: RuleEvaluator | undefined): RuleEvaluator {
  return given ?? celRuleEvaluator();
}

/**
 * `hasBlockingErr` of the customresource strategy: errors after which the server does not run the rules (the
 * object is too far from its schema for them to make sense), and the error it adds instead.
 */
export function blockingError(errors: readonly FieldError[]): FieldError | undefined {
  const blocking = errors.some((error) => blockingTypes.has(error.type));
  if (!blocking) return undefined;
  return {
    type: "FieldValueInvalid",
    field: "<nil>",
    detail:
      "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
    origin: "objects",
    badValue: null,
  };
}

const blockingTypes = new Set<FieldError["type"]>([
  "FieldValueNotSupported",
  "FieldValueRequired",
  "FieldValueTooLong",
  "FieldValueTooMany",
  "FieldValueTypeInvalid",
]);

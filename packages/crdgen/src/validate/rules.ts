import type { ServedVersion } from "@crdgen/objects";
import type { FieldError } from "@crdgen/structural";

/**
 * The seam for `x-kubernetes-validations` (CEL) rules. The API server runs them in the strategy's Validate,
 * after the schema validation, on the pruned and defaulted object; their errors follow the schema's and their
 * cost is charged to a per-request runtime budget. `crdgen validate` calls an evaluator for every object whose
 * schema has rules (crdgen's own, `celRuleEvaluator`, unless another is given); rules it could not evaluate are
 * reported as such (CRD5045).
 */
export interface RuleEvaluator {
  /**
   * Evaluates every rule of `served`'s schema on `stored` (which it must not change). On update `old` is the
   * stored object being replaced: transition rules (`oldSelf`) run where an old value correlates, and errors of
   * unchanged values are ratcheted (returned as warnings, as the server does).
   */
  evaluate(
    served: ServedVersion,
    stored: Readonly<Record<string, unknown>>,
    old?: Readonly<Record<string, unknown>>,
  ): RuleOutcome;
}

/** What the rules said about one object. */
export interface RuleOutcome {
  /** The rules' errors, with the server's field paths, types and messages. */
  readonly errors: readonly FieldError[];
  /** Warnings the evaluation returns (e.g. a deprecated function), as the server words them. */
  readonly warnings?: readonly string[];
  /** The runtime cost spent, in the API server's cost units. */
  readonly runtimeCost: number;
  /** Functions some rule calls that the evaluator cannot run; those rules were skipped. */
  readonly unevaluatedFunctions?: readonly string[];
}

/**
 * The allOf branches of a validation schema, as validation.go's `AllOfValidators`
 * (kubernetes/apiextensions-apiserver pkg/apiserver/schema/cel/validation.go, commit 1aa2717a): `validator()`
 * builds one validator per branch that has rules somewhere, over the same node schema, and `validate` runs them
 * on the node's value after the node's own rules and before its children.
 */
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { RatchetScope } from "./ratcheting.js";
import type { RuleCall, RuleVisit } from "./rule-visit.js";

/** The two steps of the rule walk a branch needs. */
export interface BranchWalk {
  /** Whether `validator()` builds a validator for the branch (it has rules somewhere). */
  hasValidator(validation: JSONSchemaProps): boolean;
  /** `Validator.validate` on the branch; false when validation must stop. */
  validate(branch: RuleVisit, call: RuleCall): boolean;
}

/**
 * Validates `visit`'s value against each allOf branch of its validation schema; false (stop) as soon as one
 * branch says so. A branch's errors are not ratcheted by the node's own correlation, only by its nearest
 * correlatable ancestor's: upstream passes `ratchetingOptions{nearestParentCorrelation: …}` "to mirror schema
 * ratcheting behavior which does not ratchet allOf errors".
 */
export function validateAllOf(visit: RuleVisit, call: RuleCall, walk: BranchWalk): boolean {
  let ratchet: RatchetScope | undefined;
  for (const validation of visit.validation.allOf ?? []) {
    if (!walk.hasValidator(validation)) continue;
    ratchet ??= new RatchetScope(undefined, visit.ratchet.nearestParent);
    if (!walk.validate({ ...visit, validation, ratchet }, call)) return false;
  }
  return true;
}

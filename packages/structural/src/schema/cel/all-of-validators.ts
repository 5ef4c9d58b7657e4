/**
 * The allOf branches of a validation schema, as validation.go's `AllOfValidators`
 * (kubernetes/apiextensions-apiserver pkg/apiserver/schema/cel/validation.go, commit 1aa2717a): `validator()`
 * builds one validator per branch that has rules somewhere, over the same node schema, and `validate` runs them
 * on the node's value after the node's own rules and before its children.
 */
import { RatchetScope } from "./ratcheting.js";
import type { RuleCall, ValidatorPlan, RuleVisit } from "./rule-visit.js";

/**
 * Validates `visit`'s value against each branch (the validators of the allOf branches that have rules, in
 * order); false (stop) as soon as one branch says so. A branch's errors are not ratcheted by the node's own
 * correlation, only by its nearest correlatable ancestor's: upstream passes
 * `ratchetingOptions{nearestParentCorrelation: …}` "to mirror schema ratcheting behavior which does not ratchet
 * allOf errors".
 */
export function validateAllOf(
  visit: RuleVisit,
  branches: readonly ValidatorPlan[],
  call: RuleCall,
  validate: (branch: RuleVisit, call: RuleCall) => boolean,
): boolean {
  if (branches.length === 0) return true;
  const ratchet = new RatchetScope(undefined, visit.ratchet.nearestParent);
  for (const plan of branches) {
    const branch = { plan, value: visit.value, old: visit.old, path: visit.path, ratchet };
    if (!validate(branch, call)) return false;
  }
  return true;
}

import type { ValidationRule } from "@crdgen/structural";
import type { RuleMarkers } from "../cel/rule-markers.js";
import type { IRProperty } from "../ir/types.js";

const immutable = "k8s:immutable";

/**
 * The rules controller-gen adds to an object for its optional `+k8s:immutable` fields, one per field in
 * field order (controller-tools pkg/crd/schema.go structToSchema at 434758187ddd, after the fields): the
 * field's own `self == oldSelf` never runs once the field is removed, so the object forbids removing it.
 * A required field cannot be removed and gets none. `skip` names fields that get no rule here: those whose
 * schema is fixed (the root's `apiVersion`, `kind`, `metadata`), where a field marker has no effect, and
 * those a base declares, whose rule is the base's (lower/inherited.ts). Each rule is recorded as written
 * by its field's marker: a field name CEL cannot read (`has(self.my-field)`) is the user's error, there.
 */
export function immutableOnceSet(
  properties: readonly IRProperty[],
  ruleMarkers: RuleMarkers,
  skip?: ReadonlySet<string>,
): ValidationRule[] {
  const rules: ValidationRule[] = [];
  for (const { name, required, markers } of properties) {
    const marker = markers.find((m) => m.name === immutable);
    if (required || marker === undefined || skip?.has(name) === true) continue;
    const rule = {
      rule: `!has(oldSelf.${name}) || has(self.${name})`,
      message: `field ${name} is immutable once set`,
    };
    ruleMarkers.set(rule, marker);
    rules.push(rule);
  }
  return rules;
}

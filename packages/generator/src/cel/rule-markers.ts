import type { Marker } from "@crdgen/markers";
import type { JSONSchemaProps, ValidationRule } from "@crdgen/structural";

/**
 * The XValidation marker each rule object came from. Rules are checked once the CRD is assembled (their `self`
 * is the finished node, their cost depends on where the node is), and the rule objects lowering creates are
 * the ones the CRD holds, so their identity leads back to the marker. One per lowering context (one run).
 */
export class RuleMarkers {
  private readonly byRule = new WeakMap<ValidationRule, Marker>();
  private recorded = 0;

  set(rule: ValidationRule, marker: Marker): void {
    if (!this.byRule.has(rule)) this.recorded++;
    this.byRule.set(rule, marker);
  }

  /** How many rules markers wrote so far. */
  get size(): number {
    return this.recorded;
  }

  get(rule: ValidationRule): Marker | undefined {
    return this.byRule.get(rule);
  }

  /**
   * Whether no marker wrote a rule: then the CEL stage, which reports only rules a marker wrote, has nothing
   * to find, and skips its walk of every schema node (a path, its ancestors and a cost context each).
   */
  get empty(): boolean {
    return this.recorded === 0;
  }
}

const xValidation = /^kubebuilder:validation:(?:items:)?XValidation$/;

/** Records the rules that applying `markers` added to `before`, giving `after`, in the markers' order. */
export function recordRuleMarkers(
  before: JSONSchemaProps,
  after: JSONSchemaProps,
  markers: readonly Marker[],
  ruleMarkers: RuleMarkers,
): void {
  const written = markers.filter((m) => xValidation.test(m.name));
  if (written.length === 0) return;
  const existing = new Set([...rulesOf(before), ...rulesOf(itemsOf(before))]);
  const added = [...rulesOf(after), ...rulesOf(itemsOf(after))].filter((r) => !existing.has(r));
  for (const marker of written) {
    const text = (marker.value as { readonly rule?: unknown } | undefined)?.rule;
    const found = added.findIndex((r) => r.rule === text);
    if (found === -1) continue;
    const [rule] = added.splice(found, 1);
    if (rule !== undefined) ruleMarkers.set(rule, marker);
  }
}

function rulesOf(schema: JSONSchemaProps | undefined): readonly ValidationRule[] {
  return schema?.["x-kubernetes-validations"] ?? [];
}

function itemsOf(schema: JSONSchemaProps): JSONSchemaProps | undefined {
  const items = schema.items;
  return items === undefined || items === null || Array.isArray(items) ? undefined : items;
}

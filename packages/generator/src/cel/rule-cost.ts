import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { RuleSchema, SchemaRule } from "@crdgen/cel";
import { getCostErrorMessage, staticEstimatedCostLimit } from "@crdgen/cel";
import type { Marker } from "@crdgen/markers";

/** A missing bound: where, and the marker that would set it. */
interface MissingBound {
  /** The field as a user reads it: `spec.items[*].name`. */
  readonly field: string;
  readonly marker: "MaxItems" | "MaxProperties" | "MaxLength";
}

/**
 * A warning at the marker when the rule's cost times its cardinality (what the API server holds to the per-rule
 * limit) is above half the limit: the CRD is still accepted, but a little more data in the schema (or a server
 * with different estimates) tips it over. It names the bounds that would lower the estimate.
 */
export function ruleCostWarning(rule: SchemaRule, marker: Marker, owner: string): Diagnostic | undefined {
  if (rule.totalCost * 2n <= staticEstimatedCostLimit) return undefined;
  const share = Number((rule.totalCost * 1000n) / staticEstimatedCostLimit) / 10;
  const bounds = missingBounds(rule);
  const cardinality = rule.maxCardinality ?? rule.compiled.cost?.maxCardinality;
  const over = rule.totalCost > staticEstimatedCostLimit;
  const numbers = {
    marker: marker.name,
    owner,
    rule: JSON.stringify(rule.rule.rule ?? ""),
    totalCost: String(rule.totalCost),
    maxCost: String(rule.compiled.cost?.maxCost ?? 0n),
    times: times(cardinality),
    share,
    limit: String(staticEstimatedCostLimit),
  };
  const message = over
    ? catalogMessage("CRD1025", "overBudget", {
        ...numbers,
        detail: getCostErrorMessage("estimated rule cost", rule.totalCost, staticEstimatedCostLimit),
      })
    : catalogMessage("CRD1024", "costly", numbers);
  const hint =
    bounds.length === 0
      ? undefined
      : `Bound ${bounds.map(describeBound).join(", ")}: without a bound the API server sizes them from the request size limit.`;
  return createDiagnostic(message, { span: marker.span, hint });
}

/**
 * The unbounded lists and maps above the rule's node (they multiply how often it runs) and the unbounded
 * lists, maps and strings of the node that the rule names (they size what one evaluation walks).
 */
function missingBounds(rule: SchemaRule): MissingBound[] {
  const out: MissingBound[] = [];
  const steps = rule.ancestors;
  const names = steps.map((s) => userField(s.path));
  steps.slice(0, -1).forEach((step, i) => {
    const bound = containerBound(step.schema);
    if (bound !== undefined) out.push({ field: names[i] ?? "", marker: bound });
  });
  const words = new Set((rule.rule.rule ?? "").match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  const visit = (schema: RuleSchema, field: string, depth: number): void => {
    const bound = containerBound(schema) ?? stringBound(schema);
    if (bound !== undefined) out.push({ field, marker: bound });
    if (depth > 6) return;
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      if (words.has(name)) visit(child, field === "" ? name : `${field}.${name}`, depth + 1);
    }
    const items = schema.items;
    if (items !== undefined && items !== null && !Array.isArray(items)) {
      visit(items as RuleSchema, `${field}[*]`, depth + 1);
    }
    const additional = schema.additionalProperties;
    if (typeof additional === "object" && additional !== null) visit(additional, `${field}[*]`, depth + 1);
  };
  visit(rule.schema, names.at(-1) ?? "", 0);
  return out;
}

function containerBound(schema: RuleSchema): MissingBound["marker"] | undefined {
  if (schema.type === "array" && (schema.maxItems === undefined || schema.maxItems === null)) {
    return "MaxItems";
  }
  const isMap = typeof schema.additionalProperties === "object" && schema.additionalProperties !== null;
  if (schema.type === "object" && isMap && (schema.maxProperties ?? null) === null) return "MaxProperties";
  return undefined;
}

function stringBound(schema: RuleSchema): MissingBound["marker"] | undefined {
  if (schema.type !== "string" || (schema.maxLength ?? null) !== null || (schema.enum ?? null) !== null) {
    return undefined;
  }
  // date-time and duration have a fixed size in the estimator.
  return schema.format === "date-time" || schema.format === "duration" || schema.format === "date"
    ? undefined
    : "MaxLength";
}

/** `x.properties[spec].properties[items].items.properties[name]` → `spec.items[*].name`. */
function userField(serverPath: string): string {
  return serverPath
    .replace(/^.*?openAPIV3Schema/, "")
    .replace(/\.properties\[([^\]]*)\]/g, ".$1")
    .replace(/\.(?:items|additionalProperties)/g, "[*]")
    .replace(/^\./, "");
}

// The items of a list are bounded with the `items:` variant on the list's field.
function describeBound(bound: MissingBound): string {
  if (bound.field.endsWith("[*]") && bound.marker !== "MaxProperties") {
    return `${bound.field.slice(0, -3)} with +kubebuilder:validation:items:${bound.marker}`;
  }
  return `${bound.field} with +kubebuilder:validation:${bound.marker}`;
}

function times(cardinality: bigint | undefined): string {
  if (cardinality === undefined) return "an unknown number of times";
  return cardinality === 1n ? "once" : `${cardinality} times`;
}

import { perCrdCostLimit, perRuleCostLimit } from "./rule-costs.js";
import type { CheckedCrd } from "./types.js";

/**
 * `crdgen check --costs` for one CRD: each rule's estimated cost of one evaluation, how often it can run, the
 * product against the per-rule limit, and each schema's total against the per-CRD limit.
 */
export function renderCostsText(file: string, crd: CheckedCrd): string {
  const costs = crd.costs;
  if (costs === undefined) return "";
  const name = crd.name === "" ? `document ${crd.index}` : crd.name;
  const lines = [`${file}:${crd.line}: CEL rule costs of ${name}`];
  if (costs.rules.length === 0) lines.push("  no x-kubernetes-validations rules");
  for (const rule of costs.rules) {
    lines.push(`  ${rule.field}`, `    rule: ${rule.rule}`);
    if (rule.estimatedCost === undefined) {
      lines.push("    does not compile: no cost");
      continue;
    }
    const cardinality =
      rule.maxCardinality === undefined
        ? `${rule.effectiveCardinality} (unbounded above: estimated from the request size)`
        : `${rule.maxCardinality}`;
    lines.push(
      `    estimated cost ${rule.estimatedCost.min}..${rule.estimatedCost.max}, max cardinality ${cardinality}`,
      `    total ${rule.totalCost}: ${share(rule.totalCost, perRuleCostLimit)} of the per-rule limit ${perRuleCostLimit}`,
    );
  }
  for (const schema of costs.schemas) {
    lines.push(
      `  ${schema.path}: total ${schema.total}, ${share(schema.total, perCrdCostLimit)} of the per-CRD limit ${perCrdCostLimit}`,
    );
  }
  return lines.join("\n");
}

function share(cost: bigint, limit: bigint): string {
  return `${(Number((cost * 10000n) / limit) / 100).toFixed(2)}%`;
}

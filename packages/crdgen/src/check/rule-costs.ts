import type { RuleCompiler, RuleSchema } from "@crdgen/cel";
import { schemaRules, staticEstimatedCRDCostLimit, staticEstimatedCostLimit } from "@crdgen/cel";
import { isDeepStrictEqual } from "node:util";

/** One CEL rule of a CRD with what the API server estimates for it (`crdgen check --costs`). */
interface RuleCostReport {
  /** The rule's path as the server names it, ending in `x-kubernetes-validations[i].rule`. */
  readonly field: string;
  readonly rule: string;
  /** cel-go's static estimate of one evaluation; undefined when the rule does not compile. */
  readonly estimatedCost?: { readonly min: bigint; readonly max: bigint };
  /** How often the rule can run by its ancestors' maxItems/maxProperties; undefined when unbounded. */
  readonly maxCardinality: bigint | undefined;
  /** The cardinality the server multiplies by: the one above, else the estimate from the request size. */
  readonly effectiveCardinality: bigint;
  /** Cost × cardinality, what the server holds to the per-rule limit. */
  readonly totalCost: bigint;
}

/** The CEL costs of one CRD: each rule, and the total of each schema against the per-CRD limit. */
export interface CrdCostReport {
  readonly rules: readonly RuleCostReport[];
  /** Each schema's total (one when all versions share their schema, as the server hoists it). */
  readonly schemas: readonly { readonly path: string; readonly total: bigint }[];
  /** The largest schema total: what the per-CRD limit is checked against. */
  readonly estimatedCostTotal: bigint;
}

export const perRuleCostLimit = staticEstimatedCostLimit;
export const perCrdCostLimit = staticEstimatedCRDCostLimit;

/**
 * Compiles and costs every rule of a CRD's schemas as the API server does on create. Versions whose schemas are
 * all the same are checked once at `spec.validation.openAPIV3Schema`, as the server's conversion to its
 * internal form hoists them; otherwise each at `spec.versions[i].schema.openAPIV3Schema`. `compiler` shares
 * the compilations with the checker's.
 */
export function crdRuleCosts(crd: unknown, compiler?: RuleCompiler): CrdCostReport {
  const rules: RuleCostReport[] = [];
  const schemas: { path: string; total: bigint }[] = [];
  for (const { path, schema } of versionSchemas(crd)) {
    const result = schemaRules(schema, path, compiler === undefined ? {} : { compiler });
    schemas.push({ path, total: result.totalCost });
    for (const rule of result.rules) {
      const { cost, estimatedCost } = rule.compiled;
      rules.push({
        field: rule.field,
        rule: rule.rule.rule ?? "",
        ...(estimatedCost === undefined ? {} : { estimatedCost }),
        maxCardinality: rule.maxCardinality,
        effectiveCardinality: rule.maxCardinality ?? cost?.maxCardinality ?? 0n,
        totalCost: rule.totalCost,
      });
    }
  }
  const estimatedCostTotal = schemas.reduce((max, s) => (s.total > max ? s.total : max), 0n);
  return { rules, schemas, estimatedCostTotal };
}

function versionSchemas(crd: unknown): { path: string; schema: RuleSchema }[] {
  const versions = (crd as { spec?: { versions?: unknown } } | null)?.spec?.versions;
  if (!Array.isArray(versions)) return [];
  const found = versions.map((v: unknown) => {
    const schema = (v as { schema?: { openAPIV3Schema?: unknown } } | null)?.schema?.openAPIV3Schema;
    return typeof schema === "object" && schema !== null ? schema : undefined;
  });
  const [first] = found;
  if (first !== undefined && found.length > 0 && found.every((s) => isDeepStrictEqual(s, first))) {
    return [{ path: "spec.validation.openAPIV3Schema", schema: first }];
  }
  return found.flatMap((schema, i) =>
    schema === undefined ? [] : [{ path: `spec.versions[${i}].schema.openAPIV3Schema`, schema }],
  );
}

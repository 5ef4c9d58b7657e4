/**
 * The cost half of apiextensions `pkg/apis/apiextensions/validation/cel_validation.go`: `CELSchemaContext`'s
 * MaxCardinality (how many times a node's rules can run, from its ancestors' maxItems and maxProperties) and
 * the CRD-wide `TotalCost` with its four most expensive rules. The type half (TypeInfo) is the schema layer's.
 */
import type { CelSchema } from "../schema/cel-schema.js";
import { toInt64 } from "../schema/cel-schema.js";
import { staticEstimatedCRDCostLimit, multiplyWithOverflowGuard } from "./crd-cost.js";
import { maxUint64 } from "./estimates.js";

/** `RuleCost`: an expression's cost at a field path (the path as the structural checker prints it). */
export interface PathCost {
  readonly path: string;
  readonly cost: bigint;
}

/** `TotalCost`, shared by every context of one CRD version's schema. */
export class TotalCost {
  total = 0n;
  /** At most four, most expensive first; only rules of at least 1% of the CRD limit. */
  mostExpensive: PathCost[] = [];

  /** `ObserveExpressionCost`. */
  observeExpressionCost(path: string, cost: bigint): void {
    this.total = maxUint64 - this.total < cost ? maxUint64 : this.total + cost;
    // Rules under 1% of the limit are not worth naming.
    if (cost < staticEstimatedCRDCostLimit / 100n) return;
    this.mostExpensive.push({ path, cost });
    // Go's sort.Slice is an insertion sort for so few elements, hence stable, as Array.prototype.sort is.
    this.mostExpensive.sort((a, b) => (a.cost > b.cost ? -1 : a.cost < b.cost ? 1 : 0));
    if (this.mostExpensive.length > 4) this.mostExpensive = this.mostExpensive.slice(0, 4);
  }

  /** Whether the total exceeds `StaticEstimatedCRDCostLimit` (validation.go's check after the walk). */
  exceedsLimit(): boolean {
    return this.total > staticEstimatedCRDCostLimit;
  }
}

/**
 * A schema node's cost context (`CELSchemaContext` without the types): `maxCardinality` is undefined when some
 * ancestor is an unbounded list or map (Go's `unbounded`, a nil pointer).
 */
export class CelCostContext {
  private constructor(
    /** The node's schema (`jsonSchema`); undefined when the node has none. */
    readonly schema: CelSchema | undefined,
    readonly maxCardinality: bigint | undefined,
    readonly totalCost: TotalCost,
  ) {}

  /** `RootCELContext`: the root runs once. */
  static root(schema: CelSchema): CelCostContext {
    return new CelCostContext(schema, 1n, new TotalCost());
  }

  /** The children's cardinality, worked out for the first child; `null` until then (undefined is unbounded). */
  private childrenCardinality: bigint | undefined | null = null;

  /** `ChildPropertyContext`, `ChildAdditionalPropertiesContext` and `ChildItemsContext`: same cardinality rule. */
  child(childSchema: CelSchema | undefined): CelCostContext {
    if (this.childrenCardinality === null) this.childrenCardinality = this.childCardinality();
    return new CelCostContext(childSchema, this.childrenCardinality, this.totalCost);
  }

  /** `childContext`: this node's cardinality times its element count, unbounded if either is. */
  private childCardinality(): bigint | undefined {
    if (this.schema === undefined || this.maxCardinality === undefined) return undefined;
    const maxElements = extractMaxElements(this.schema);
    if (maxElements === undefined) return undefined;
    return multiplyWithOverflowGuard(this.maxCardinality, maxElements);
  }
}

/** `extractMaxElements`: how many children a node has at most; undefined when unbounded. */
export function extractMaxElements(schema: CelSchema): bigint | undefined {
  switch (schema.type) {
    case "object":
      if (schema.additionalProperties !== undefined && schema.additionalProperties !== null) {
        const maxProperties = schema.maxProperties;
        return maxProperties === undefined || maxProperties === null
          ? undefined
          : zeroIfNegative(maxProperties);
      }
      // A struct: each property occurs once.
      return 1n;
    case "array": {
      const maxItems = schema.maxItems;
      return maxItems === undefined || maxItems === null ? undefined : zeroIfNegative(maxItems);
    }
    default:
      return 1n;
  }
}

function zeroIfNegative(n: number): bigint {
  const v = toInt64(n);
  return v < 0n ? 0n : v;
}

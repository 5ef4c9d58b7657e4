import type { JSONSchemaProps } from "../model/schema-types.js";

/**
 * The default-value walk's part of a `SubtreeMemo`: the subtrees whose defaults it found valid without
 * evaluating any CEL rule. Outside resource metadata a subtree's defaults are checked against the subtree
 * alone (its own schema, pruning, the embedded resources in it), so such a subtree is valid wherever it
 * appears; one that spent CEL cost is not kept, as skipping it would leave the next rules more budget than
 * upstream's walk gives them. Kept per `requirePrunedDefaults`, the one option that changes the verdict.
 */
export class DefaultsMemo {
  readonly #cleanPruned = new Set<JSONSchemaProps>();
  readonly #cleanUnpruned = new Set<JSONSchemaProps>();

  isClean(node: JSONSchemaProps, requirePrunedDefaults: boolean): boolean {
    return (requirePrunedDefaults ? this.#cleanPruned : this.#cleanUnpruned).has(node);
  }

  recordClean(node: JSONSchemaProps, requirePrunedDefaults: boolean): void {
    (requirePrunedDefaults ? this.#cleanPruned : this.#cleanUnpruned).add(node);
  }
}

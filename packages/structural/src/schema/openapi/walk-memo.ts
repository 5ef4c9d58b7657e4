import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { Level } from "../structural/invariants.js";

/**
 * What the schema walk (rules B2–B14, C1, D1–D9 and the structural node rules) found in one subtree that had
 * no error at all, under one walk context: what it adds to the findings of the schema it is part of.
 */
export interface CleanSubtree {
  readonly level: Level | undefined;
  /** The context's {@link walkContextKey}: everything else above the subtree that can change its result. */
  readonly contextKey: string;
  /** The walk's answer for the subtree's root (what is at or below it). */
  readonly below: number;
  readonly mayNotConvert: boolean;
  readonly withDefaults: readonly JSONSchemaProps[];
  readonly leadingToRules: readonly JSONSchemaProps[];
}

/** A memo's answer for one visit: walk as usual the first time, record the second, replay from then on. */
export type MemoVisit = "first" | "record" | CleanSubtree;

/**
 * The schema walk's part of a `SubtreeMemo`: for each subtree root seen, what the walk found in it under each
 * level and context it was clean in. Only the walk without paths asks it, and only clean subtrees are kept,
 * so it never has to move an error to another path (see `SubtreeMemo` for its owner and lifetime).
 */
export class SchemaWalkMemo {
  /** Every subtree root seen, with its clean results under the contexts it was recorded in. */
  readonly #subtrees = new Map<JSONSchemaProps, CleanSubtree[]>();

  /**
   * How to walk `node` in `level` and the context `contextKey`. The first visit of a node says "first" (most
   * nodes are never seen again, and recording costs more than walking); a later one gives the recorded result,
   * or "record" when there is none for this level and context yet.
   */
  visit(node: JSONSchemaProps, level: Level | undefined, contextKey: string): MemoVisit {
    const recorded = this.#subtrees.get(node);
    if (recorded === undefined) {
      this.#subtrees.set(node, []);
      return "first";
    }
    for (const subtree of recorded) {
      if (subtree.level === level && subtree.contextKey === contextKey) return subtree;
    }
    return "record";
  }

  /** Keeps a clean subtree's result for the next visits of `node` in the same level and context. */
  record(node: JSONSchemaProps, subtree: CleanSubtree): void {
    this.#subtrees.get(node)?.push(subtree);
  }
}

/**
 * Validation ratcheting (CRDValidationRatcheting, on by default since Kubernetes 1.30): on update, errors raised
 * by a value that did not change are dropped, so that an object stored under an older, looser schema can still
 * be updated. This is the CEL validator's `ratchetingOptions` (pkg/apiserver/schema/cel/validation.go); the
 * schema validator's `ratchetingValueValidator` (pkg/apiserver/validation/ratcheting.go) is followed by the
 * value walk itself (`ValueWalk`, defaults/value/value-walk.ts).
 */
import type { CorrelatedObject } from "./correlated-object.js";

/** `ratchetingOptions`: the node's correlation, or the nearest correlatable ancestor's when it has none. */
export class RatchetScope {
  constructor(
    readonly current: CorrelatedObject | undefined,
    readonly nearestParent: CorrelatedObject | undefined,
  ) {}

  /** `shouldRatchetError`: the node, or its nearest correlatable ancestor, is unchanged. */
  shouldRatchetError(): boolean {
    return (this.current ?? this.nearestParent)?.cachedDeepEqual() ?? false;
  }

  /** `key`: the scope of object field `field`. */
  key(field: string): RatchetScope {
    if (this.current === undefined) return this;
    // apiVersion and kind are converted before validation, so their changes cannot be seen: never ratcheted.
    if (this.nearestParent === undefined && (field === "apiVersion" || field === "kind")) {
      return new RatchetScope(undefined, undefined);
    }
    return new RatchetScope(this.current.key(field), this.current);
  }

  /** `index`: the scope of list item `index`. */
  index(index: number): RatchetScope {
    if (this.current === undefined) return this;
    return new RatchetScope(this.current.index(index), this.current);
  }
}

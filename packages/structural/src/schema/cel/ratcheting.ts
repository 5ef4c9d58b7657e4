/**
 * Validation ratcheting (CRDValidationRatcheting, on by default since Kubernetes 1.30): on update, errors raised
 * by a value that did not change are dropped, so that an object stored under an older, looser schema can still
 * be updated. Two ports: the CEL validator's `ratchetingOptions` (pkg/apiserver/schema/cel/validation.go) and
 * the schema validator's `ratchetingValueValidator` (pkg/apiserver/validation/ratcheting.go).
 */
import { fieldPathSteps } from "../../model/field-path-steps.js";
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

/**
 * Whether the schema validator's error raised at a path is ratcheted (dropped), for `validateCustomResource`. Upstream wraps each correlatable node's validator
 * and turns its whole result into (discarded) warnings when the node is unchanged; an error therefore goes when
 * some correlatable node on its path is unchanged, which is when the deepest one is (an unchanged node's
 * correlated children are unchanged). A `Required` error names the missing child, which has no correlation, so
 * its parent, the node that raised it, decides. At the root, `apiVersion` and `kind` are not followed
 * (`isTypeMetaField`): the root decides for them.
 */
export function schemaErrorRatchet(root: CorrelatedObject): (raisedAt: string) => boolean {
  return (raisedAt) => deepestCorrelation(root, raisedAt).cachedDeepEqual();
}

function deepestCorrelation(root: CorrelatedObject, field: string): CorrelatedObject {
  let node = root;
  const steps = field === "<nil>" ? [] : fieldPathSteps(field);
  for (const [i, step] of steps.entries()) {
    if (i === 0 && (step === "apiVersion" || step === "kind")) break;
    const child = Array.isArray(node.value)
      ? /^[0-9]+$/.test(step)
        ? node.index(Number(step))
        : undefined
      : node.key(step);
    if (child === undefined) break;
    node = child;
  }
  return node;
}

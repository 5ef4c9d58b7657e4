import { type CelValue, ListValue } from "../values/value.js";

/**
 * A fold's result as cel-go hands it out. When the accumulator starts as an empty list, cel-go folds into a
 * mutable list (interpreter/interpretable.go:1370-1380 at v0.26.0; Kubernetes never asks for exhaustive
 * evaluation, which would not), and a result that is that list becomes a plain list of its elements
 * (`ToImmutableList`, 1437-1438 and common/types/list.go:343-347: `NewRefValList`). Here the accumulator is built
 * with `+`, which makes a `concatList` of two non-empty CEL lists: that is what `map` and `filter` return
 * otherwise, and its `Value()` and Go type are not a plain list's (go-values.ts, ref-val-type.ts).
 */
export function foldResult(init: CelValue, accu: CelValue, result: CelValue): CelValue {
  if (result !== accu || !(result instanceof ListValue) || !isEmptyList(init)) return result;
  const plain =
    result.go === undefined &&
    result.native === undefined &&
    result.concat === undefined &&
    !result.fromObject &&
    result.kind.type === "list";
  return plain ? result : new ListValue(result.elements);
}

// cel-go asks `initVal.(traits.Lister)` for a size of zero: any empty list, from an object or not.
const isEmptyList = (v: CelValue): boolean => v instanceof ListValue && v.size === 0;

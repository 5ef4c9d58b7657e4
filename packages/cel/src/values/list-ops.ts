/**
 * `+` on lists that keep Kubernetes list semantics (apiserver `addToSetList` / `addToMapList` in
 * `pkg/cel/common/valuesreflect.go`): the left operand decides. A set appends only new elements; a map
 * list overwrites the element with the same key in place and appends the others.
 */
import { listSetError, mapListKey, setElementKey } from "./equality.js";
import { type CelValue, ListValue } from "./value.js";

export function addLists(a: ListValue, b: ListValue): CelValue {
  const kind = a.kind;
  if (kind.type === "set") {
    const elements = [...a.elements];
    const seen = new Set<string>();
    for (const e of a.elements) {
      const k = setElementKey(e);
      if (k === undefined) return listSetError();
      seen.add(k);
    }
    for (const e of b.elements) {
      const k = setElementKey(e);
      if (k === undefined) return listSetError();
      if (!seen.has(k)) {
        seen.add(k);
        elements.push(e);
      }
    }
    return new ListValue(elements, kind);
  }
  if (kind.type === "map") {
    const elements = [...a.elements];
    const positions = new Map(elements.map((e, i) => [mapListKey(e, kind.keys), i]));
    for (const e of b.elements) {
      const k = mapListKey(e, kind.keys);
      const at = positions.get(k);
      if (at === undefined) {
        positions.set(k, elements.length);
        elements.push(e);
      } else {
        elements[at] = e;
      }
    }
    return new ListValue(elements, kind);
  }
  return new ListValue([...a.elements, ...b.elements]);
}

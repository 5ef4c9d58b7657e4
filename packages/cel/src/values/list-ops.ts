/**
 * `+` on lists. A list read from an object (or made by `+` on one) adds as apiserver 1.35's unstructured lists
 * do (valuesunstructured.go at kubernetes-1.35.0): the result keeps the left list's Go elements and items schema,
 * appends `Value()` of the right list's CEL elements, and converts those again with its own items schema, so a
 * timestamp, duration, bytes or literal list (or a `map`/`filter` result) appended to a list of formatted strings
 * or of lists becomes an `invalid data` error at its position, where a `+` of two lists (a []any) converts. A set
 * appends the values it does not hold; a map list overwrites the element with the same key and appends the
 * others. Other lists add as cel-go's baseList.Add (list.go:124-139): an empty operand gives the other one itself,
 * else a `concatList` of the two.
 */
import { type GoKey, Unhashable, goKeyOf, goValueOf, mapListKeyOf, unhashablePanic } from "./go-values.js";
import { unstructuredToVal } from "./unstructured.js";
import { type CelValue, type GoListElements, ListValue } from "./value.js";

export function addLists(a: ListValue, b: ListValue): CelValue {
  const go = a.go;
  if (go === undefined) {
    if (a.size === 0) return b;
    if (b.size === 0) return a;
    return new ListValue([...a.elements, ...b.elements], { type: "list" }, false, undefined, [a, b]);
  }
  if (a.kind.type === "set") return addToSet(a, go, b);
  if (a.kind.type === "map") return addToMapList(a, go, a.kind.keys, b);
  // unstructuredList.Add (valuesunstructured.go:487-499).
  const values = [...go.values];
  const elements = [...a.elements];
  for (const element of b.elements) {
    const value = goValueOf(element);
    values.push(value);
    elements.push(unstructuredToVal(value, go.items));
  }
  return new ListValue(elements, a.kind, true, { values, items: go.items });
}

/**
 * unstructuredSetList.Add (valuesunstructured.go:401-418): the other list's Go values that are not keys of this
 * list's set yet are appended, each once.
 */
function addToSet(a: ListValue, go: GoListElements, b: ListValue): CelValue {
  const keys = new Set<GoKey>();
  for (const value of go.values) {
    const key = goKeyOf(value);
    if (key instanceof Unhashable) return unhashablePanic(key);
    keys.add(key);
  }
  const values = [...go.values];
  const elements = [...a.elements];
  for (const element of b.elements) {
    const value = goValueOf(element);
    const key = goKeyOf(value);
    if (key instanceof Unhashable) return unhashablePanic(key);
    if (keys.has(key)) continue;
    keys.add(key);
    values.push(value);
    elements.push(unstructuredToVal(value, go.items));
  }
  return new ListValue(elements, a.kind, true, { values, items: go.items });
}

/**
 * unstructuredMapList.Add (valuesunstructured.go:316-342): an element of the other list whose key this list has
 * replaces the last element with that key; the others are appended. The positions are those of this list only:
 * two appended elements with the same key are both appended.
 */
function addToMapList(a: ListValue, go: GoListElements, keyNames: readonly string[], b: ListValue): CelValue {
  const positions = new Map<GoKey, number>();
  for (const [i, value] of go.values.entries()) {
    const key = mapListKeyOf(value, keyNames);
    if (key instanceof Unhashable) return unhashablePanic(key);
    positions.set(key, i);
  }
  const values = [...go.values];
  const elements = [...a.elements];
  for (const element of b.elements) {
    const value = goValueOf(element);
    const key = mapListKeyOf(value, keyNames);
    if (key instanceof Unhashable) return unhashablePanic(key);
    const at = positions.get(key);
    const converted = unstructuredToVal(value, go.items);
    if (at === undefined) {
      values.push(value);
      elements.push(converted);
    } else {
      values[at] = value;
      elements[at] = converted;
    }
  }
  return new ListValue(elements, a.kind, true, { values, items: go.items });
}

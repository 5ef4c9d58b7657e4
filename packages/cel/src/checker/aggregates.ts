import type { Expr, ListExpr, MapExpr } from "../ast/expr.js";
import { type CelType, listType, mapType } from "../common/types.js";
import type { Checker } from "./checker.js";

/**
 * cel-go's `checkCreateList` and `checkCreateMap`: element, key and value types are joined to their most
 * general common type (DYN when they disagree, unless homogeneous aggregate literals are required); an
 * empty literal gets fresh type variables; `?x` entries must be optional and contribute their parameter.
 */
export function checkCreateList(c: Checker, e: ListExpr): Expr {
  const optionals = new Set(e.optionalIndices);
  let elemsType: CelType | undefined;
  const elements = e.elements.map((element, i) => {
    const checked = c.check(element);
    let elemType = c.getType(checked);
    if (optionals.has(i)) elemType = c.unwrapOptionalEntry(checked, elemType);
    elemsType = c.joinTypes(checked, elemsType, elemType);
    return checked;
  });
  c.setType(e, listType(elemsType ?? c.newTypeVar()));
  return { ...e, elements };
}

export function checkCreateMap(c: Checker, e: MapExpr): Expr {
  let keyType: CelType | undefined;
  let valueType: CelType | undefined;
  const entries = e.entries.map((entry) => {
    const key = c.check(entry.key);
    keyType = c.joinTypes(key, keyType, c.getType(key));
    const value = c.check(entry.value);
    let type = c.getType(value);
    if (entry.optional) type = c.unwrapOptionalEntry(value, type);
    valueType = c.joinTypes(value, valueType, type);
    return { ...entry, key, value };
  });
  if (keyType === undefined || valueType === undefined) {
    keyType = c.newTypeVar();
    valueType = c.newTypeVar();
  }
  c.setType(e, mapType(keyType, valueType));
  return { ...e, entries };
}

import type { Expr, StructExpr } from "../ast/expr.js";
import { type CelType, celTypes, declaredTypeName } from "../common/types.js";
import type { Checker } from "./checker.js";

/**
 * cel-go's `checkCreateStruct`: `Type{field: value}` resolves the type name through the container and the
 * type provider, and checks each initializer against the field's declared type. cel-go v0.26.0 resolves the
 * name as any identifier (`LookupIdent`, checker.go:444), so a variable is found and is "not a type". Both
 * refusals name the type by `DeclaredTypeName` (checker.go:461, 472): `list`, not `list(<A>)`.
 */
export function checkCreateStruct(c: Checker, e: StructExpr): Expr {
  const ident = c.env.celGoV026Lookup ? c.env.lookupIdent(e.typeName) : c.env.resolveTypeIdent(e.typeName);
  if (ident === undefined) {
    c.errors.undeclaredReference(e.id, c.env.container, e.typeName);
    c.setType(e, celTypes.error);
    return e;
  }
  let typeName = ident.name;
  c.setReference(e.id, { name: typeName, overloadIds: [] });
  let resultType: CelType = celTypes.error;
  const identType = ident.type;
  if (identType.kind !== "error") {
    const instantiated = identType.params[0];
    if (identType.kind !== "type" || instantiated === undefined) {
      c.errors.notAType(e.id, declaredTypeName(identType));
    } else if (instantiated.kind === "struct") {
      resultType = instantiated;
      typeName = instantiated.name;
    } else {
      c.errors.notAMessageType(e.id, declaredTypeName(instantiated));
    }
  }
  c.setType(e, resultType);
  const fields = e.fields.map((field) => {
    const value = c.check(field.value);
    const fieldType = c.lookupFieldType(field.id, typeName, field.name) ?? celTypes.error;
    let valueType = c.getType(value);
    if (field.optional) valueType = c.unwrapOptionalEntry(value, valueType);
    if (!c.isAssignable(fieldType, valueType)) {
      c.errors.fieldTypeMismatch(field.id, field.name, fieldType, valueType);
    }
    return { ...field, value };
  });
  return { ...e, typeName: ident.name, fields };
}

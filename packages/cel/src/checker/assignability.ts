/**
 * Type assignability and unification, a port of cel-go's `checker/types.go` together with the parts of
 * `common/types.Type` it relies on (`IsExactType`, `IsAssignableType`, nullable wrapper types).
 */
import { type CelType, celTypes, listType, mapType, opaqueType, typeType } from "../common/types.js";
import { at } from "@crdgen/core";
import type { TypeMapping } from "./mapping.js";

/** cel-go's `isDyn`: DYN or the well-known ANY message. */
export function isDyn(t: CelType): boolean {
  return t.kind === "dyn" || t.kind === "any";
}

function isError(t: CelType): boolean {
  return t.kind === "error";
}

export function isDynOrError(t: CelType): boolean {
  return isError(t) || isDyn(t);
}

function isOptional(t: CelType): boolean {
  return t.kind === "opaque" && t.name === "optional_type";
}

/** cel-go's `maybeUnwrapOptional`: the parameter of `optional_type(T)`, or the type itself. */
export function maybeUnwrapOptional(t: CelType): { type: CelType; optional: boolean } {
  const param = t.params[0];
  if (isOptional(t) && param !== undefined) return { type: param, optional: true };
  return { type: t, optional: false };
}

/** `Type.IsExactType`: same kind, name and parameters (type parameter names included). */
export function isExactType(t1: CelType, t2: CelType): boolean {
  if (t1 === t2) return true;
  if (t1.kind !== t2.kind || t1.params.length !== t2.params.length || t1.name !== t2.name) return false;
  return t1.params.every((p, i) => isExactType(p, at(t2.params, i)));
}

/** `Type.isDyn` of common/types: also true for type parameters. */
function isDynamicTarget(t: CelType): boolean {
  return t.kind === "dyn" || t.kind === "any" || t.kind === "type_param";
}

/** `Type.IsAssignableType` with `NewNullableType`'s override for the wrapper types. */
export function isAssignableType(target: CelType, from: CelType): boolean {
  if (target.nullable === true && from.kind === "null_type") return true;
  if (target === from || isDynamicTarget(target)) return true;
  if (target.kind !== from.kind || target.name !== from.name || target.params.length !== from.params.length) {
    return false;
  }
  return target.params.every((p, i) => isAssignableType(p, at(from.params, i)));
}

/** cel-go's `isEqualOrLessSpecific`: t1 is equal to t2 or less specific (matches it through DYN). */
function isEqualOrLessSpecific(t1: CelType, t2: CelType): boolean {
  if (isDyn(t1) || t1.kind === "type_param") return true;
  if (isDyn(t2) || t2.kind === "type_param") return false;
  if (t1.kind !== t2.kind) return false;
  switch (t1.kind) {
    case "opaque":
      if (t1.name !== t2.name || t1.params.length !== t2.params.length) return false;
      return t1.params.every((p, i) => isEqualOrLessSpecific(p, at(t2.params, i)));
    case "list":
      return isEqualOrLessSpecific(at(t1.params, 0), at(t2.params, 0));
    case "map":
      return (
        isEqualOrLessSpecific(at(t1.params, 0), at(t2.params, 0)) &&
        isEqualOrLessSpecific(at(t1.params, 1), at(t2.params, 1))
      );
    case "type":
      return true;
    default:
      return isExactType(t1, t2);
  }
}

/** cel-go's `mostGeneral`: the more general of two types known to unify. */
export function mostGeneral(t1: CelType, t2: CelType): CelType {
  return isEqualOrLessSpecific(t1, t2) ? t1 : t2;
}

/** cel-go's `internalIsAssignable`: whether t1 is assignable to t2, recording substitutions in m. */
function internalIsAssignable(m: TypeMapping, t1: CelType, t2: CelType): boolean {
  if (t2.kind === "type_param") {
    const { valid, hasSub } = isValidTypeSubstitution(m, t1, t2);
    if (valid) return true;
    // t2 already has a substitution that t1 does not fit: t1 cannot be a substitution for t2 either.
    if (hasSub) return false;
  }
  if (t1.kind === "type_param") {
    return isValidTypeSubstitution(m, t2, t1).valid;
  }
  if (isDynOrError(t1) || isDynOrError(t2)) return true;
  // The nullness rules of the legacy type-checker.
  if (t1.kind === "null_type") return internalIsAssignableNull(t2);
  if (t2.kind === "null_type") return internalIsAssignableNull(t1);
  switch (t1.kind) {
    case "bool":
    case "bytes":
    case "double":
    case "int":
    case "string":
    case "uint":
    case "any":
    case "duration":
    case "timestamp":
    case "struct":
      return isAssignableType(t2, t1);
    case "type":
      return t2.kind === "type";
    case "opaque":
    case "list":
    case "map":
      return t1.kind === t2.kind && t1.name === t2.name && internalIsAssignableList(m, t1.params, t2.params);
    default:
      return false;
  }
}

/**
 * cel-go's `isValidTypeSubstitution`: whether t2 (or its substitution) is a valid substitution for t1, and
 * whether t2 already has a substitution in m.
 */
function isValidTypeSubstitution(
  m: TypeMapping,
  t1: CelType,
  t2: CelType,
): { valid: boolean; hasSub: boolean } {
  if (t1.kind === t2.kind && isExactType(t1, t2)) return { valid: true, hasSub: true };
  const t2Sub = m.find(t2);
  if (t2Sub !== undefined) {
    // Same instance: do not record a type as a substitution for itself.
    if (t1.kind === t2Sub.kind && isExactType(t1, t2Sub)) return { valid: true, hasSub: true };
    if (internalIsAssignable(m, t1, t2Sub)) {
      const t2New = mostGeneral(t1, t2Sub);
      if (notReferencedIn(m, t2, t2New)) m.add(t2, t2New);
      return { valid: true, hasSub: true };
    }
    return { valid: false, hasSub: true };
  }
  if (notReferencedIn(m, t2, t1)) {
    m.add(t2, t1);
    return { valid: true, hasSub: false };
  }
  return { valid: false, hasSub: false };
}

function internalIsAssignableList(m: TypeMapping, l1: readonly CelType[], l2: readonly CelType[]): boolean {
  if (l1.length !== l2.length) return false;
  return l1.every((t1, i) => internalIsAssignable(m, t1, at(l2, i)));
}

function internalIsAssignableNull(t: CelType): boolean {
  return isLegacyNullable(t) || isAssignableType(t, celTypes.null);
}

/** cel-go's `isLegacyNullable`: the kinds the original type-checker let `null` be assigned to. */
function isLegacyNullable(t: CelType): boolean {
  return (
    t.kind === "opaque" ||
    t.kind === "struct" ||
    t.kind === "any" ||
    t.kind === "duration" ||
    t.kind === "timestamp"
  );
}

/**
 * cel-go's `isAssignable`: whether t1 is assignable to t2; the substitutions it needs are added to m only when
 * it is (cel-go returns an updated copy of m instead, see {@link TypeMapping.trial}).
 */
export function isAssignable(m: TypeMapping, t1: CelType, t2: CelType): boolean {
  return m.trial((trial) => internalIsAssignable(trial, t1, t2));
}

export function isAssignableList(m: TypeMapping, l1: readonly CelType[], l2: readonly CelType[]): boolean {
  return m.trial((trial) => internalIsAssignableList(trial, l1, l2));
}

/** cel-go's `notReferencedIn`: the occurs check of unification. */
function notReferencedIn(m: TypeMapping, t: CelType, within: CelType): boolean {
  if (isExactType(t, within)) return false;
  switch (within.kind) {
    case "type_param": {
      const sub = m.find(within);
      return sub === undefined ? true : notReferencedIn(m, t, sub);
    }
    case "opaque":
    case "list":
    case "map":
    case "type":
      return within.params.every((p) => notReferencedIn(m, t, p));
    default:
      return true;
  }
}

/**
 * cel-go's `substitute`: replaces bound type parameters by their substitution, and unbound ones by DYN when
 * `typeParamToDyn`.
 */
export function substitute(m: TypeMapping, t: CelType, typeParamToDyn: boolean): CelType {
  const sub = m.find(t);
  if (sub !== undefined) return substitute(m, sub, typeParamToDyn);
  if (typeParamToDyn && t.kind === "type_param") return celTypes.dyn;
  switch (t.kind) {
    case "opaque":
    case "list":
    case "map":
    case "type": {
      // Types are immutable: one with nothing to replace is itself the answer. Most are (every node's type is
      // substituted once more when checking ends), and rebuilding them was much of the checker's garbage.
      const params = substituteAll(m, t.params, typeParamToDyn);
      if (params === t.params) return t;
      if (t.kind === "opaque") return opaqueType(t.name, ...params);
      if (t.kind === "list") return listType(at(params, 0));
      if (t.kind === "map") return mapType(at(params, 0), at(params, 1));
      return typeType(at(params, 0));
    }
    default:
      return t;
  }
}

/** Each of `types` substituted; `types` itself when none changes. */
function substituteAll(
  m: TypeMapping,
  types: readonly CelType[],
  typeParamToDyn: boolean,
): readonly CelType[] {
  let changed: CelType[] | undefined;
  for (let i = 0; i < types.length; i++) {
    const type = at(types, i);
    const substituted = substitute(m, type, typeParamToDyn);
    if (changed === undefined && substituted !== type) changed = types.slice(0, i);
    changed?.push(substituted);
  }
  return changed ?? types;
}

/** cel-go's `newFunctionType`: an opaque `function(result, args…)` used to unify whole signatures. */
export function functionType(result: CelType, args: readonly CelType[]): CelType {
  return opaqueType("function", result, ...args);
}

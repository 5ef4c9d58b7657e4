/**
 * Variable and function declarations, as cel-go's `common/decls`. A library (the standard library, the
 * optional types, the Kubernetes libraries) is a `Library`: lists of declarations an environment adds.
 */
import type { Literal } from "../ast/expr.js";
import { type CelType, typeType } from "../common/types.js";
import { isAssignableType } from "../checker/assignability.js";
import { isEquivalentType } from "./equivalence.js";

export interface OverloadDecl {
  /** cel-go's overload id, e.g. `add_int64`, `size_string`; runtime dispatch and cost use it. */
  readonly id: string;
  /** For a member overload, the receiver's type comes first. */
  readonly argTypes: readonly CelType[];
  readonly resultType: CelType;
  /** `target.f(args)` rather than `f(args)`. */
  readonly member: boolean;
}

export interface FunctionDecl {
  readonly name: string;
  /** In declaration order, which decides the result type when several overloads match. */
  readonly overloads: readonly OverloadDecl[];
}

export interface VariableDecl {
  readonly name: string;
  readonly type: CelType;
  /** Set for constants (cel-go's `decls.NewConstant`), e.g. enum values. */
  readonly value?: Literal;
}

/** A set of declarations that can be added to an environment. */
export interface Library {
  readonly variables: readonly VariableDecl[];
  readonly functions: readonly FunctionDecl[];
}

/** A declaration conflict; the message is cel-go's text. */
export class DeclarationError extends Error {
  override readonly name = "DeclarationError";
}

export function globalOverload(id: string, argTypes: readonly CelType[], resultType: CelType): OverloadDecl {
  return { id, argTypes, resultType, member: false };
}

export function memberOverload(id: string, argTypes: readonly CelType[], resultType: CelType): OverloadDecl {
  return { id, argTypes, resultType, member: true };
}

export function functionDecl(name: string, overloads: readonly OverloadDecl[]): FunctionDecl {
  if (overloads.length === 0) throw new DeclarationError(`function ${name} must have at least one overload`);
  let fn: FunctionDecl = { name, overloads: [] };
  for (const overload of overloads) fn = addOverload(fn, overload);
  return fn;
}

export function variableDecl(name: string, type: CelType): VariableDecl {
  return { name, type };
}

/** cel-go's `decls.TypeVariable`: the identifier `int` of type `type(int)`. */
export function typeVariable(type: CelType): VariableDecl {
  return { name: type.name, type: typeType(type) };
}

/** cel-go's `OverloadDecl.TypeParams`: the names of the type parameters in the signature. */
export function overloadTypeParams(overload: OverloadDecl): string[] {
  const names = new Set<string>();
  const collect = (t: CelType): void => {
    if (t.kind === "type_param") names.add(t.name);
    t.params.forEach(collect);
  };
  collect(overload.resultType);
  overload.argTypes.forEach(collect);
  return [...names];
}

/** cel-go's `FunctionDecl.Merge`: the overloads of `other` are appended to those of `fn`. */
export function mergeFunctionDecls(fn: FunctionDecl, other: FunctionDecl): FunctionDecl {
  if (fn === other) return fn;
  if (fn.name !== other.name) {
    throw new DeclarationError(`cannot merge unrelated functions. "${fn.name}" and "${other.name}"`);
  }
  let merged = fn;
  for (const overload of other.overloads) {
    try {
      merged = addOverload(merged, overload);
    } catch (error) {
      if (!(error instanceof DeclarationError)) throw error;
      throw new DeclarationError(`function declaration merge failed: ${error.message}`);
    }
  }
  return merged;
}

/** cel-go's `FunctionDecl.AddOverload`: rejects overlapping signatures and redefinitions. */
function addOverload(fn: FunctionDecl, overload: OverloadDecl): FunctionDecl {
  for (const existing of fn.overloads) {
    if (existing.id !== overload.id && signatureOverlaps(existing, overload)) {
      throw new DeclarationError(
        `overload signature collision in function ${fn.name}: ${existing.id} collides with ${overload.id}`,
      );
    }
    if (existing.id === overload.id) {
      if (signatureEquals(existing, overload)) return fn;
      throw new DeclarationError(
        `overload redefinition in function. ${fn.name}: ${existing.id} has multiple definitions`,
      );
    }
  }
  return { name: fn.name, overloads: [...fn.overloads, overload] };
}

function signatureEquals(a: OverloadDecl, b: OverloadDecl): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.member !== b.member || a.argTypes.length !== b.argTypes.length) return false;
  return (
    a.argTypes.every((t, i) => isEquivalentType(t, b.argTypes[i])) &&
    isEquivalentType(a.resultType, b.resultType)
  );
}

/** cel-go's `SignatureOverlaps`: e.g. `list(dyn)` collides with `list(string)`. */
function signatureOverlaps(a: OverloadDecl, b: OverloadDecl): boolean {
  if (a.member !== b.member || a.argTypes.length !== b.argTypes.length) return false;
  return a.argTypes.every((t, i) => {
    const other = b.argTypes[i];
    return other !== undefined && (isAssignableType(t, other) || isAssignableType(other, t));
  });
}

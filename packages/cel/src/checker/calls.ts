/**
 * Calls, a port of cel-go's `checkCall` and `resolveOverload`: global, member and namespaced calls, and
 * overload resolution by unification with fresh type variables per overload.
 */
import type { CallExpr, Expr } from "../ast/expr.js";
import { type CelType, type TypeKind, celTypes, typeParam } from "../common/types.js";
import { functionType, isDyn, isExactType, substitute } from "./assignability.js";
import type { Checker } from "./checker.js";
import { at } from "@crdgen/core";
import { functionReference } from "./references.js";
import { TypeMapping } from "./mapping.js";
import type { DeclaredFunction } from "./scopes.js";

export function checkCall(c: Checker, e: CallExpr): Expr {
  if (e.function === "_?._") return c.checkOptSelect(e);
  const args = e.args.map((arg) => c.check(arg));
  if (e.target === undefined) {
    const fn = c.env.lookupDeclaredFunction(e.function);
    if (fn === undefined) {
      c.errors.undeclaredReference(e.id, c.env.container, e.function);
      c.setType(e, celTypes.error);
      return { ...e, args };
    }
    const call: CallExpr = { kind: "call", id: e.id, function: fn.decl.name, args };
    resolveOverloadOrError(c, call, fn, undefined, args);
    return call;
  }
  // `a.b.f()` is either the namespaced function `a.b.f` or the member function `f` on `a.b`.
  const qualifiedPrefix = toQualifiedName(e.target);
  if (qualifiedPrefix !== undefined) {
    const fn = c.env.lookupDeclaredFunction(`${qualifiedPrefix}.${e.function}`);
    if (fn !== undefined) {
      const call: CallExpr = { kind: "call", id: e.id, function: fn.decl.name, args };
      resolveOverloadOrError(c, call, fn, undefined, args);
      return call;
    }
  }
  const target = c.check(e.target);
  const call: CallExpr = { ...e, target, args };
  const fn = c.env.lookupDeclaredFunction(e.function);
  if (fn !== undefined) {
    resolveOverloadOrError(c, call, fn, target, args);
    return call;
  }
  c.setType(e, celTypes.error);
  c.errors.undeclaredReference(e.id, c.env.container, e.function);
  return call;
}

function resolveOverloadOrError(
  c: Checker,
  call: CallExpr,
  fn: DeclaredFunction,
  target: Expr | undefined,
  args: readonly Expr[],
): void {
  const resolution = resolveOverload(c, call, fn, target, args);
  if (resolution === undefined) {
    c.setType(call, celTypes.error);
    return;
  }
  c.setType(call, resolution.type);
  c.setReference(call.id, functionReference(resolution.overloadIds));
}

/** cel-go's `resolveOverload`: every matching overload is kept; their result types must agree or be DYN. */
function resolveOverload(
  c: Checker,
  call: CallExpr,
  fn: DeclaredFunction,
  target: Expr | undefined,
  args: readonly Expr[],
): { type: CelType; overloadIds: string[] } | undefined {
  const argTypes = [...(target === undefined ? [] : [target]), ...args].map((a) => c.getType(a));
  let resultType: CelType | undefined;
  const overloadIds: string[] = [];
  const { overloads, name } = fn.decl;
  for (let index = 0; index < overloads.length; index++) {
    const overload = at(overloads, index);
    if (c.env.isOverloadDisabled(overload.id)) continue;
    if ((target === undefined) === overload.member) continue;
    // The logical operators may be variadic after AST compaction: every argument must be a bool.
    if (name === "_&&_" || name === "_||_") {
      const mismatched = argTypes.filter((argType, i) => {
        if (c.isAssignable(argType, celTypes.bool)) return false;
        const arg = args[i];
        if (arg !== undefined) c.errors.typeMismatch(arg.id, celTypes.bool, argType);
        return true;
      });
      return mismatched.length > 0 ? undefined : { type: celTypes.bool, overloadIds: [overload.id] };
    }
    const typeParams = fn.typeParams(index);
    if (overload.argTypes.length !== argTypes.length || someKindMismatch(argTypes, overload.argTypes)) {
      // cel-go instantiates the overload and then fails on the number of arguments or on assigning them; only
      // its fresh type variables are left of that (they number the later ones), so only they are made.
      for (let i = 0; i < typeParams.length; i++) c.newTypeVar();
      continue;
    }
    let overloadResult = overload.resultType;
    let candidateArgTypes = overload.argTypes;
    if (typeParams.length > 0) {
      // Instantiate the overload with fresh type variables.
      const substitutions = new TypeMapping();
      for (const name of typeParams) substitutions.add(typeParam(name), c.newTypeVar());
      const [result, ...instantiatedArgs] = substitute(
        substitutions,
        functionType(overload.resultType, overload.argTypes),
        false,
      ).params;
      if (result === undefined) continue;
      overloadResult = result;
      candidateArgTypes = instantiatedArgs;
    }
    if (!c.isAssignableList(argTypes, candidateArgTypes)) continue;
    overloadIds.push(overload.id);
    const fnResultType = substitute(c.mappings, overloadResult, false);
    if (resultType === undefined) resultType = fnResultType;
    else if (!isDyn(resultType) && !isExactType(fnResultType, resultType)) resultType = celTypes.dyn;
  }
  if (resultType === undefined) {
    const shown = argTypes.map((t) => substitute(c.mappings, t, true));
    c.errors.noMatchingOverload(call.id, name, shown, target !== undefined);
    return undefined;
  }
  return { type: resultType, overloadIds };
}

/** The kinds a type of another kind may still be assigned to or from: parameters, DYN, errors and null. */
const kindsAssignableAcross: ReadonlySet<TypeKind> = new Set([
  "type_param",
  "dyn",
  "any",
  "error",
  "null_type",
]);

/**
 * Whether some argument is of another kind than the overload's parameter at its place, neither kind being one
 * that assignment looks past. Then the arguments cannot be assigned to the parameters, whatever the
 * substitutions (cel-go's internalIsAssignable compares kinds first for all other kinds), and instantiating the
 * overload and trying every argument, which most overloads of an operator fail, would find just that. An
 * overload's type parameters only ever replace parameters of kind type_param, so its declared parameters have
 * the kinds of its instantiated ones.
 */
export function someKindMismatch(args: readonly CelType[], params: readonly CelType[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const param = params[i];
    if (arg === undefined || param === undefined) return false;
    if (
      arg.kind !== param.kind &&
      !kindsAssignableAcross.has(arg.kind) &&
      !kindsAssignableAcross.has(param.kind)
    ) {
      return true;
    }
  }
  return false;
}

/** cel-go's `containers.ToQualifiedName`. */
function toQualifiedName(e: Expr): string | undefined {
  if (e.kind === "ident") return e.name;
  if (e.kind === "select" && !e.testOnly) {
    const prefix = toQualifiedName(e.operand);
    return prefix === undefined ? undefined : `${prefix}.${e.field}`;
  }
  return undefined;
}

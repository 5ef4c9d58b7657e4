/**
 * The type checker, a port of cel-go's `checker/checker.go`: it types every expression, resolves
 * identifiers and overloads, and rewrites names to their resolved form (`x` in container `a` becomes
 * `a.x`; a qualified select becomes an identifier; a namespaced call loses its target).
 */
import type {
  CallExpr,
  ComprehensionExpr,
  Expr,
  Literal,
  ParsedAst,
  SelectExpr,
  SourceInfo,
} from "../ast/expr.js";
import type { CelError } from "../common/errors.js";
import { type CelType, celTypes, listType, mapType, optionalType, typeParam } from "../common/types.js";
import type { FunctionDecl } from "../decls/decls.js";
import { overloadTypeParams } from "../decls/decls.js";
import {
  functionType,
  isAssignable,
  isAssignableList,
  isDyn,
  isDynOrError,
  isExactType,
  maybeUnwrapOptional,
  mostGeneral,
  substitute,
} from "./assignability.js";
import type { CheckerEnv } from "./env.js";
import { TypeErrors } from "./errors.js";
import { literalType } from "./literals.js";
import { TypeMapping } from "./mapping.js";
import { checkCreateStruct } from "./struct.js";

/** What an identifier or call resolved to (cel-go's `ast.ReferenceInfo`). */
export interface Reference {
  /** The resolved variable name; empty for function references. */
  readonly name: string;
  /** The overloads a call may dispatch to, in declaration order. */
  readonly overloadIds: readonly string[];
  readonly value?: Literal;
}

export interface CheckedAst {
  /** The expression with names rewritten to their resolved form. */
  readonly expr: Expr;
  readonly sourceInfo: SourceInfo;
  readonly types: ReadonlyMap<number, CelType>;
  readonly references: ReadonlyMap<number, Reference>;
}

export interface CheckResult {
  readonly ast: CheckedAst;
  readonly errors: readonly CelError[];
}

/** cel-go's `checker.Check`. */
export function check(parsed: ParsedAst, env: CheckerEnv): CheckResult {
  const checker = new Checker(env, parsed.sourceInfo);
  const expr = checker.check(parsed.expr);
  // Bound type parameters become their substitution, unbound ones DYN.
  const types = new Map<number, CelType>();
  for (const [id, type] of checker.types) types.set(id, substitute(checker.mappings, type, true));
  return {
    ast: { expr, sourceInfo: parsed.sourceInfo, types, references: checker.references },
    errors: checker.errors.errors,
  };
}

export class Checker {
  readonly types = new Map<number, CelType>();
  readonly references = new Map<number, Reference>();
  readonly errors: TypeErrors;
  mappings = new TypeMapping();
  private freeTypeVarCounter = 0;

  constructor(
    readonly env: CheckerEnv,
    sourceInfo: SourceInfo,
  ) {
    this.errors = new TypeErrors((id) => sourceInfo.offsets.get(id) ?? -1);
  }

  check(e: Expr): Expr {
    switch (e.kind) {
      case "literal":
        this.setType(e, literalType(e.value));
        return e;
      case "ident":
        return this.checkIdent(e.id, e.name, e);
      case "select":
        return this.checkSelect(e);
      case "call":
        return this.checkCall(e);
      case "list":
        return this.checkCreateList(e);
      case "map":
        return this.checkCreateMap(e);
      case "struct":
        return checkCreateStruct(this, e);
      case "comprehension":
        return this.checkComprehension(e);
      case "unspecified":
        // cel-go prints `reflect.TypeOf(e).Name()`, which is empty for its pointer-typed node.
        this.errors.unexpectedASTType(e.id, "unspecified", "");
        return e;
    }
  }

  private checkIdent(id: number, identName: string, e: Expr): Expr {
    const ident = this.env.resolveSimpleIdent(identName);
    if (ident !== undefined) {
      let name = ident.decl.name.startsWith(".") ? ident.decl.name.slice(1) : ident.decl.name;
      if (ident.requiresDisambiguation) name = `.${name}`;
      this.setType(e, ident.decl.type);
      this.setReference(id, identReference(name, ident.decl.value));
      return { kind: "ident", id, name };
    }
    this.setType(e, celTypes.error);
    this.errors.undeclaredReference(id, this.env.container, identName);
    return e;
  }

  private checkSelect(e: SelectExpr): Expr {
    // First try to interpret the select as a qualified name.
    const qualifiers = computeQualifiers(e);
    if (qualifiers !== undefined) {
      const ident = this.env.resolveQualifiedIdent(qualifiers);
      if (ident !== undefined) {
        const name = ident.requiresDisambiguation ? `.${ident.decl.name}` : ident.decl.name;
        this.setType(e, ident.decl.type);
        this.setReference(e.id, identReference(name, ident.decl.value));
        return { kind: "ident", id: e.id, name };
      }
    }
    const { operand, type } = this.checkSelectField(e.id, e.operand, e.field, false);
    this.setType(e, substitute(this.mappings, e.testOnly ? celTypes.bool : type, false));
    return { ...e, operand };
  }

  /** `_?._(operand, 'field')`: the field's type, as an optional. */
  private checkOptSelect(e: CallExpr): Expr {
    const [operand, field] = e.args;
    if (e.args.length !== 2 || e.target !== undefined || operand === undefined || field === undefined) {
      const member = e.target === undefined ? "" : " member call with";
      this.errors.notAnOptionalFieldSelectionCall(
        e.id,
        `incorrect signature.${member} argument count: ${e.args.length}`,
      );
      return e;
    }
    if (field.kind !== "literal" || field.value.type !== "string") {
      this.errors.notAnOptionalFieldSelection(field.id, field.kind);
      return e;
    }
    const checked = this.checkSelectField(e.id, operand, field.value.value, true);
    this.setType(e, substitute(this.mappings, checked.type, false));
    this.setReference(e.id, functionReference(["select_optional_field"]));
    return { ...e, args: [checked.operand, field] };
  }

  /** cel-go's `checkSelectField`. */
  private checkSelectField(
    id: number,
    operandExpr: Expr,
    field: string,
    optional: boolean,
  ): { operand: Expr; type: CelType } {
    const operand = this.check(operandExpr);
    const operandType = substitute(this.mappings, this.getType(operand), false);
    const { type: targetType, optional: isOpt } = maybeUnwrapOptional(operandType);
    let resultType: CelType = celTypes.error;
    switch (targetType.kind) {
      case "map":
        resultType = targetType.params[1] ?? celTypes.dyn;
        break;
      case "struct":
        resultType = this.lookupFieldType(id, targetType.name, field) ?? celTypes.error;
        break;
      case "type_param":
        // Pin the parameter to DYN so that it is not later bound to a possibly wrong type.
        this.isAssignable(celTypes.dyn, targetType);
        resultType = celTypes.dyn;
        break;
      default:
        if (!isDynOrError(targetType)) this.errors.typeDoesNotSupportFieldSelection(id, targetType);
        resultType = celTypes.dyn;
    }
    return { operand, type: isOpt || optional ? optionalType(resultType) : resultType };
  }

  lookupFieldType(id: number, structName: string, field: string): CelType | undefined {
    if (this.env.provider.findStructType(structName) === undefined) {
      this.errors.unexpectedFailedResolution(id, structName);
      return undefined;
    }
    const fieldType = this.env.provider.findStructFieldType(structName, field);
    if (fieldType === undefined) this.errors.undefinedField(id, field);
    return fieldType;
  }

  private checkCall(e: CallExpr): Expr {
    if (e.function === "_?._") return this.checkOptSelect(e);
    const args = e.args.map((arg) => this.check(arg));
    if (e.target === undefined) {
      const fn = this.env.lookupFunction(e.function);
      if (fn === undefined) {
        this.errors.undeclaredReference(e.id, this.env.container, e.function);
        this.setType(e, celTypes.error);
        return { ...e, args };
      }
      const call: CallExpr = { kind: "call", id: e.id, function: fn.name, args };
      this.resolveOverloadOrError(call, fn, undefined, args);
      return call;
    }
    // `a.b.f()` is either the namespaced function `a.b.f` or the member function `f` on `a.b`.
    const qualifiedPrefix = toQualifiedName(e.target);
    if (qualifiedPrefix !== undefined) {
      const fn = this.env.lookupFunction(`${qualifiedPrefix}.${e.function}`);
      if (fn !== undefined) {
        const call: CallExpr = { kind: "call", id: e.id, function: fn.name, args };
        this.resolveOverloadOrError(call, fn, undefined, args);
        return call;
      }
    }
    const target = this.check(e.target);
    const call: CallExpr = { ...e, target, args };
    const fn = this.env.lookupFunction(e.function);
    if (fn !== undefined) {
      this.resolveOverloadOrError(call, fn, target, args);
      return call;
    }
    this.setType(e, celTypes.error);
    this.errors.undeclaredReference(e.id, this.env.container, e.function);
    return call;
  }

  private resolveOverloadOrError(
    call: CallExpr,
    fn: FunctionDecl,
    target: Expr | undefined,
    args: readonly Expr[],
  ): void {
    const resolution = this.resolveOverload(call, fn, target, args);
    if (resolution === undefined) {
      this.setType(call, celTypes.error);
      return;
    }
    this.setType(call, resolution.type);
    this.setReference(call.id, functionReference(resolution.overloadIds));
  }

  /** cel-go's `resolveOverload`: every matching overload is kept; their result types must agree or be DYN. */
  private resolveOverload(
    call: CallExpr,
    fn: FunctionDecl,
    target: Expr | undefined,
    args: readonly Expr[],
  ): { type: CelType; overloadIds: string[] } | undefined {
    const argTypes = [...(target === undefined ? [] : [target]), ...args].map((a) => this.getType(a));
    let resultType: CelType | undefined;
    const overloadIds: string[] = [];
    for (const overload of fn.overloads) {
      if (this.env.isOverloadDisabled(overload.id)) continue;
      if ((target === undefined) === overload.member) continue;
      // The logical operators may be variadic after AST compaction: every argument must be a bool.
      if (fn.name === "_&&_" || fn.name === "_||_") {
        const mismatched = argTypes.filter((argType, i) => {
          if (this.isAssignable(argType, celTypes.bool)) return false;
          const arg = args[i];
          if (arg !== undefined) this.errors.typeMismatch(arg.id, celTypes.bool, argType);
          return true;
        });
        return mismatched.length > 0 ? undefined : { type: celTypes.bool, overloadIds: [overload.id] };
      }
      let overloadType = functionType(overload.resultType, overload.argTypes);
      const typeParams = overloadTypeParams(overload);
      if (typeParams.length > 0) {
        // Instantiate the overload with fresh type variables.
        const substitutions = new TypeMapping();
        for (const name of typeParams) substitutions.add(typeParam(name), this.newTypeVar());
        overloadType = substitute(substitutions, overloadType, false);
      }
      const [overloadResult, ...candidateArgTypes] = overloadType.params;
      if (overloadResult === undefined || !this.isAssignableList(argTypes, candidateArgTypes)) continue;
      overloadIds.push(overload.id);
      const fnResultType = substitute(this.mappings, overloadResult, false);
      if (resultType === undefined) resultType = fnResultType;
      else if (!isDyn(resultType) && !isExactType(fnResultType, resultType)) resultType = celTypes.dyn;
    }
    if (resultType === undefined) {
      const shown = argTypes.map((t) => substitute(this.mappings, t, true));
      this.errors.noMatchingOverload(call.id, fn.name, shown, target !== undefined);
      return undefined;
    }
    return { type: resultType, overloadIds };
  }

  private checkCreateList(e: Expr & { kind: "list" }): Expr {
    const optionals = new Set(e.optionalIndices);
    let elemsType: CelType | undefined;
    const elements = e.elements.map((element, i) => {
      const checked = this.check(element);
      let elemType = this.getType(checked);
      if (optionals.has(i)) elemType = this.unwrapOptionalEntry(checked, elemType);
      elemsType = this.joinTypes(checked, elemsType, elemType);
      return checked;
    });
    this.setType(e, listType(elemsType ?? this.newTypeVar()));
    return { ...e, elements };
  }

  private checkCreateMap(e: Expr & { kind: "map" }): Expr {
    let keyType: CelType | undefined;
    let valueType: CelType | undefined;
    const entries = e.entries.map((entry) => {
      const key = this.check(entry.key);
      keyType = this.joinTypes(key, keyType, this.getType(key));
      const value = this.check(entry.value);
      let type = this.getType(value);
      if (entry.optional) type = this.unwrapOptionalEntry(value, type);
      valueType = this.joinTypes(value, valueType, type);
      return { ...entry, key, value };
    });
    if (keyType === undefined || valueType === undefined) {
      keyType = this.newTypeVar();
      valueType = this.newTypeVar();
    }
    this.setType(e, mapType(keyType, valueType));
    return { ...e, entries };
  }

  /** An optional entry `?x` must have an optional (or dynamic) value; its element type is the parameter. */
  unwrapOptionalEntry(value: Expr, type: CelType): CelType {
    const unwrapped = maybeUnwrapOptional(type);
    if (!unwrapped.optional && !isDyn(unwrapped.type)) {
      this.errors.typeMismatch(value.id, optionalType(unwrapped.type), unwrapped.type);
    }
    return unwrapped.type;
  }

  private checkComprehension(e: ComprehensionExpr): Expr {
    const iterRange = this.check(e.iterRange);
    const accuInit = this.check(e.accuInit);
    const rangeType = substitute(this.mappings, this.getType(iterRange), false);
    const accuType = this.getType(accuInit);
    this.env.enterScope();
    this.env.declareLocal(e.accuVar, accuType);
    const twoVars = e.iterVar2 !== undefined;
    let varType: CelType;
    let var2Type: CelType | undefined;
    switch (rangeType.kind) {
      case "list": {
        const elem = rangeType.params[0] ?? celTypes.dyn;
        // With two variables, the first is the index and the second the element.
        varType = twoVars ? celTypes.int : elem;
        var2Type = elem;
        break;
      }
      case "map":
        varType = rangeType.params[0] ?? celTypes.dyn;
        var2Type = rangeType.params[1] ?? celTypes.dyn;
        break;
      case "dyn":
      case "error":
      case "type_param":
        this.isAssignable(celTypes.dyn, rangeType);
        varType = celTypes.dyn;
        var2Type = celTypes.dyn;
        break;
      default:
        this.errors.notAComprehensionRange(iterRange.id, rangeType);
        varType = celTypes.error;
        var2Type = celTypes.error;
    }
    this.env.enterScope();
    this.env.declareLocal(e.iterVar, varType);
    if (e.iterVar2 !== undefined) this.env.declareLocal(e.iterVar2, var2Type);
    const loopCondition = this.check(e.loopCondition);
    this.assertType(loopCondition, celTypes.bool);
    const loopStep = this.check(e.loopStep);
    this.assertType(loopStep, accuType);
    this.env.exitScope();
    const result = this.check(e.result);
    this.env.exitScope();
    this.setType(e, substitute(this.mappings, this.getType(result), false));
    return { ...e, iterRange, accuInit, loopCondition, loopStep, result };
  }

  /** cel-go's `joinTypes`: the most general common type of aggregate literal elements. */
  private joinTypes(e: Expr, previous: CelType | undefined, current: CelType): CelType {
    if (previous === undefined) return current;
    if (this.isAssignable(previous, current)) return mostGeneral(previous, current);
    if (!this.env.homogeneousAggregateLiterals) return celTypes.dyn;
    this.errors.typeMismatch(e.id, previous, current);
    return celTypes.error;
  }

  private newTypeVar(): CelType {
    return typeParam(`_var${this.freeTypeVarCounter++}`);
  }

  isAssignable(t1: CelType, t2: CelType): boolean {
    const subs = isAssignable(this.mappings, t1, t2);
    if (subs === undefined) return false;
    this.mappings = subs;
    return true;
  }

  private isAssignableList(l1: readonly CelType[], l2: readonly CelType[]): boolean {
    const subs = isAssignableList(this.mappings, l1, l2);
    if (subs === undefined) return false;
    this.mappings = subs;
    return true;
  }

  setType(e: { readonly id: number }, t: CelType): void {
    const old = this.types.get(e.id);
    if (old !== undefined && !isExactType(old, t)) {
      this.errors.incompatibleType(e.id, old, t);
      return;
    }
    this.types.set(e.id, t);
  }

  getType(e: Expr): CelType {
    return this.types.get(e.id) ?? celTypes.error;
  }

  setReference(id: number, reference: Reference): void {
    this.references.set(id, reference);
  }

  private assertType(e: Expr, t: CelType): void {
    const actual = this.getType(e);
    if (!this.isAssignable(t, actual)) this.errors.typeMismatch(e.id, t, actual);
  }
}

function identReference(name: string, value: Literal | undefined): Reference {
  return value === undefined ? { name, overloadIds: [] } : { name, overloadIds: [], value };
}

function functionReference(overloadIds: readonly string[]): Reference {
  return { name: "", overloadIds };
}

/** cel-go's `computeQualifiers`: `a.b.c` as `[a, b, c]`, unless a test-only select or a non-name operand. */
function computeQualifiers(e: SelectExpr): string[] | undefined {
  const qualifiers: string[] = [];
  let current: Expr = e;
  while (current.kind === "select") {
    if (current.testOnly) return undefined;
    qualifiers.push(current.field);
    current = current.operand;
    if (current.kind === "ident") {
      qualifiers.push(current.name);
      return qualifiers.reverse();
    }
  }
  return undefined;
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

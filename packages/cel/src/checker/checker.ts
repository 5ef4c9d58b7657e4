/**
 * The type checker, a port of cel-go's `checker/checker.go`: it types every expression, resolves
 * identifiers and overloads, and rewrites names to their resolved form (`x` in container `a` becomes
 * `a.x`; a qualified select becomes an identifier; a namespaced call loses its target).
 */
import type { CallExpr, Expr, ParsedAst, SelectExpr, SourceInfo } from "../ast/expr.js";
import type { CelError } from "../common/errors.js";
import { type CelType, celTypes, optionalType, typeParam } from "../common/types.js";
import {
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
import { checkCreateList, checkCreateMap } from "./aggregates.js";
import { checkCall } from "./calls.js";
import { type Reference, functionReference, identReference } from "./references.js";

export type { Reference } from "./references.js";
import { checkComprehension } from "./comprehension.js";
import { checkCreateStruct } from "./struct.js";

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
  readonly mappings = new TypeMapping();
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
        return checkCall(this, e);
      case "list":
        return checkCreateList(this, e);
      case "map":
        return checkCreateMap(this, e);
      case "struct":
        return checkCreateStruct(this, e);
      case "comprehension":
        return checkComprehension(this, e);
      case "unspecified":
        // cel-go prints `reflect.TypeOf(e).Name()`, which is empty for its pointer-typed node.
        this.errors.unexpectedASTType(e.id, "unspecified", "");
        return e;
    }
  }

  private checkIdent(id: number, identName: string, e: Expr): Expr {
    if (this.env.celGoV026Lookup) return this.checkIdentV026(id, identName, e);
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

  /** v0.26.0's `checkIdent` (checker.go:104-115): the declaration's name as it is, no disambiguating dot. */
  private checkIdentV026(id: number, identName: string, e: Expr): Expr {
    const ident = this.env.lookupIdent(identName);
    if (ident !== undefined) {
      this.setType(e, ident.type);
      this.setReference(id, identReference(ident.name, ident.value));
      return { kind: "ident", id, name: ident.name };
    }
    this.setType(e, celTypes.error);
    this.errors.undeclaredReference(id, this.env.container, identName);
    return e;
  }

  private checkSelect(e: SelectExpr): Expr {
    // First try to interpret the select as a qualified name.
    if (this.env.celGoV026Lookup) {
      // v0.26.0 (checker.go:117-133): `ToQualifiedName`, looked up whole, comprehension variables included.
      const qualifiedName = toQualifiedName(e);
      const ident = qualifiedName === undefined ? undefined : this.env.lookupIdent(qualifiedName);
      if (ident !== undefined) {
        this.setType(e, ident.type);
        this.setReference(e.id, identReference(ident.name, ident.value));
        return { kind: "ident", id: e.id, name: ident.name };
      }
      return this.checkSelectOperand(e);
    }
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
    return this.checkSelectOperand(e);
  }

  /** The rest of `checkSelect`: a field of the operand's type. */
  private checkSelectOperand(e: SelectExpr): Expr {
    const { operand, type } = this.checkSelectField(e.id, e.operand, e.field, false);
    this.setType(e, substitute(this.mappings, e.testOnly ? celTypes.bool : type, false));
    return { ...e, operand };
  }

  /** `_?._(operand, 'field')`: the field's type, as an optional. */
  checkOptSelect(e: CallExpr): Expr {
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

  /** An optional entry `?x` must have an optional (or dynamic) value; its element type is the parameter. */
  unwrapOptionalEntry(value: Expr, type: CelType): CelType {
    const unwrapped = maybeUnwrapOptional(type);
    if (!unwrapped.optional && !isDyn(unwrapped.type)) {
      this.errors.typeMismatch(value.id, optionalType(unwrapped.type), unwrapped.type);
    }
    return unwrapped.type;
  }

  /** cel-go's `joinTypes`: the most general common type of aggregate literal elements. */
  joinTypes(e: Expr, previous: CelType | undefined, current: CelType): CelType {
    if (previous === undefined) return current;
    if (this.isAssignable(previous, current)) return mostGeneral(previous, current);
    if (!this.env.homogeneousAggregateLiterals) return celTypes.dyn;
    this.errors.typeMismatch(e.id, previous, current);
    return celTypes.error;
  }

  newTypeVar(): CelType {
    return typeParam(`_var${this.freeTypeVarCounter++}`);
  }

  isAssignable(t1: CelType, t2: CelType): boolean {
    return isAssignable(this.mappings, t1, t2);
  }

  isAssignableList(l1: readonly CelType[], l2: readonly CelType[]): boolean {
    return isAssignableList(this.mappings, l1, l2);
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

  assertType(e: Expr, t: CelType): void {
    const actual = this.getType(e);
    if (!this.isAssignable(t, actual)) this.errors.typeMismatch(e.id, t, actual);
  }
}

/** cel-go's `containers.ToQualifiedName`: `a.b.c` as one dotted name, unless a test-only select or a non-name operand. */
function toQualifiedName(e: SelectExpr): string | undefined {
  const fields: string[] = [];
  let current: Expr = e;
  while (current.kind === "select") {
    if (current.testOnly) return undefined;
    fields.push(current.field);
    current = current.operand;
  }
  if (current.kind !== "ident") return undefined;
  return [current.name, ...fields.reverse()].join(".");
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

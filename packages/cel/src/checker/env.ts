/**
 * The type-checking environment, as cel-go's `checker/env.go`: container, type provider and declarations,
 * with cel-go's name resolution (container-qualified candidates, locals shadowing globals, `.`-prefixed
 * names that skip the locals).
 */
import { type CelType, type TypeProvider, typeType } from "../common/types.js";
import {
  DeclarationError,
  type FunctionDecl,
  type Library,
  type VariableDecl,
  mergeFunctionDecls,
} from "../decls/decls.js";
import { isEquivalentType } from "../decls/equivalence.js";
import { equalLiterals } from "./literals.js";
import { type DeclaredFunction, Scopes } from "./scopes.js";

export interface CheckerEnvOptions {
  /** The expression's container (cel-go's `cel.Container`), e.g. `google.api.expr.test.v1`. */
  readonly container?: string;
  readonly provider?: TypeProvider;
  /** cel-go's `CrossTypeNumericComparisons`: allow `1 < 2.0` (Kubernetes enables it). */
  readonly crossTypeNumericComparisons?: boolean;
  /** cel-go's `HomogeneousAggregateLiterals`: `[1, 'a']` is an error instead of `list(dyn)`. */
  readonly homogeneousAggregateLiterals?: boolean;
  /**
   * Resolve identifiers as cel-go v0.26.0 (Kubernetes 1.34 to 1.36) does, with `lookupIdent`: a leading dot
   * does not skip comprehension variables, a dotted name is looked up whole even when its first part is one,
   * and a message literal's type name may name a variable. Off: the later cel-go's `resolve…Ident`.
   */
  readonly celGoV026Lookup?: boolean;
}

/** A resolved identifier; `requiresDisambiguation` means a local shadows it, so it prints as `.name`. */
export interface IdentResolution {
  readonly decl: VariableDecl;
  readonly requiresDisambiguation: boolean;
}

/** The overloads cel-go disables unless cross-type numeric comparisons are enabled. */
const crossTypeNumericComparisonOverloads: ReadonlySet<string> = new Set(
  ["less", "less_equals", "greater", "greater_equals"].flatMap((op) =>
    ["double_int64", "double_uint64", "int64_double", "int64_uint64", "uint64_double", "uint64_int64"].map(
      (types) => `${op}_${types}`,
    ),
  ),
);

/** cel-go's `parser.AllMacros`, as (function, receiver style, arg count): no function may overlap them. */
const macroSignatures: readonly (readonly [string, boolean, number])[] = [
  ["has", false, 1],
  ["all", true, 2],
  ["exists", true, 2],
  ["exists_one", true, 2],
  ["existsOne", true, 2],
  ["map", true, 2],
  ["map", true, 3],
  ["filter", true, 2],
];

const noProvider: TypeProvider = {
  findStructType: () => undefined,
  findStructFieldType: () => undefined,
  findStructFieldNames: () => undefined,
};

export class CheckerEnv {
  readonly container: string;
  readonly provider: TypeProvider;
  readonly homogeneousAggregateLiterals: boolean;
  readonly celGoV026Lookup: boolean;
  private readonly disabledOverloads: ReadonlySet<string>;
  private declarations: Scopes;

  /** `shared`: declarations to start from (read through, never modified), see `extending`. */
  constructor(options: CheckerEnvOptions = {}, shared?: Scopes) {
    this.container = options.container ?? "";
    this.provider = options.provider ?? noProvider;
    this.homogeneousAggregateLiterals = options.homogeneousAggregateLiterals ?? false;
    this.celGoV026Lookup = options.celGoV026Lookup ?? false;
    this.disabledOverloads =
      options.crossTypeNumericComparisons === true ? new Set() : crossTypeNumericComparisonOverloads;
    this.declarations = shared === undefined ? new Scopes() : Scopes.over(shared);
  }

  /**
   * A new environment with `base`'s declarations and `options`' container, provider and checking options,
   * without redeclaring them: the declarations are shared, and what the new one adds (its variables) stays
   * its own. `base` must not be given declarations afterwards, or the environments built on it see them too.
   */
  static extending(base: CheckerEnv, options: CheckerEnvOptions = {}): CheckerEnv {
    return new CheckerEnv(options, base.declarations);
  }

  /** Adds a library's declarations; throws a `DeclarationError` with cel-go's text on a conflict. */
  addLibrary(library: Library): this {
    this.addVariables(...library.variables);
    return this.addFunctions(...library.functions);
  }

  /** cel-go's `Env.AddIdents`. */
  addVariables(...decls: VariableDecl[]): this {
    const errors = decls.map((d) => this.addIdent(d)).filter((m) => m !== "");
    if (errors.length > 0) throw new DeclarationError(errors.join("\n"));
    return this;
  }

  /** cel-go's `Env.AddFunctions`: a function declared again gets the new overloads merged in. */
  addFunctions(...decls: FunctionDecl[]): this {
    for (const fn of decls) {
      const current = this.declarations.findFunction(fn.name)?.decl;
      const merged = current === undefined ? fn : mergeFunctionDecls(current, fn);
      for (const overload of merged.overloads) {
        for (const [name, receiver, argCount] of macroSignatures) {
          if (name === merged.name && receiver === overload.member && argCount === overload.argTypes.length) {
            throw new DeclarationError(`overlapping macro for name '${name}' with ${argCount} args`);
          }
        }
      }
      this.declarations.setFunction(merged);
    }
    return this;
  }

  /**
   * cel-go v0.26.0's `Env.LookupIdent` (checker/env.go:134-166): for each candidate name in turn, a variable
   * of any scope (a comprehension variable shadows a global also when the name has a leading dot, which only
   * drops the container's prefixes), then a struct type of the provider. Type names (`int`, `list` …) are
   * declared variables here, and Kubernetes has no enums.
   */
  lookupIdent(name: string): VariableDecl | undefined {
    for (const candidate of this.candidateNames(name)) {
      const declared = this.declarations.findIdent(candidate);
      if (declared !== undefined) return declared;
      const struct = this.provider.findStructType(candidate);
      if (struct !== undefined) return { name: candidate, type: typeType(struct) };
    }
    return undefined;
  }

  /** cel-go's `resolveSimpleIdent`. */
  resolveSimpleIdent(name: string): IdentResolution | undefined {
    const local = this.declarations.findLocalIdent(name);
    if (local !== undefined && !name.startsWith(".")) return { decl: local, requiresDisambiguation: false };
    for (const candidate of this.candidateNames(name)) {
      const decl = this.lookupGlobalIdent(candidate);
      if (decl !== undefined) return { decl, requiresDisambiguation: local !== undefined };
    }
    return undefined;
  }

  /** cel-go's `resolveQualifiedIdent`: `a.b.c` as one global name, unless `a` is a local variable. */
  resolveQualifiedIdent(qualifiers: readonly string[]): IdentResolution | undefined {
    const [first] = qualifiers;
    if (first === undefined) return undefined;
    if (qualifiers.length === 1) return this.resolveSimpleIdent(first);
    const local = this.declarations.findLocalIdent(first);
    if (local !== undefined && !first.startsWith(".")) return undefined;
    for (const candidate of this.candidateNames(qualifiers.join("."))) {
      const decl = this.lookupGlobalIdent(candidate);
      if (decl !== undefined) return { decl, requiresDisambiguation: local !== undefined };
    }
    return undefined;
  }

  /** cel-go's `resolveTypeIdent`: the struct type a message literal names. */
  resolveTypeIdent(name: string): VariableDecl | undefined {
    for (const candidate of this.candidateNames(name)) {
      // cel-go asks the provider's `FindIdent` first, which knows the type names (`int`, `list` …); here
      // they are the declared type identifiers, e.g. the standard library's.
      const declared = this.declarations.findGlobalIdent(candidate);
      if (declared?.type.kind === "type" && declared.type.params.length > 0) return declared;
      const type = this.provider.findStructType(candidate);
      if (type !== undefined) return { name: candidate, type: typeType(type) };
    }
    return undefined;
  }

  lookupFunction(name: string): FunctionDecl | undefined {
    return this.lookupDeclaredFunction(name)?.decl;
  }

  /** {@link lookupFunction}, with what the environment keeps of the function's overloads (the checker's). */
  lookupDeclaredFunction(name: string): DeclaredFunction | undefined {
    for (const candidate of this.candidateNames(name)) {
      const fn = this.declarations.findFunction(candidate);
      if (fn !== undefined) return fn;
    }
    return undefined;
  }

  isOverloadDisabled(id: string): boolean {
    return this.disabledOverloads.has(id);
  }

  /** Declares a comprehension variable in a new innermost scope. */
  enterScope(): void {
    this.declarations = this.declarations.push();
  }

  exitScope(): void {
    this.declarations = this.declarations.pop();
  }

  declareLocal(name: string, type: CelType): void {
    this.declarations.addIdent({ name, type });
  }

  /** cel-go's `Container.ResolveCandidateNames` (without aliases): `a.b.x`, `a.x`, `x` in container `a.b`. */
  candidateNames(name: string): string[] {
    if (name.startsWith(".")) return [name.slice(1)];
    if (this.container === "") return [name];
    const candidates = [`${this.container}.${name}`];
    let next = this.container;
    for (let i = next.lastIndexOf("."); i >= 0; i = next.lastIndexOf(".")) {
      next = next.slice(0, i);
      candidates.push(`${next}.${name}`);
    }
    candidates.push(name);
    return candidates;
  }

  private lookupGlobalIdent(candidate: string): VariableDecl | undefined {
    const declared = this.declarations.findGlobalIdent(candidate);
    if (declared !== undefined) return declared;
    const struct = this.provider.findStructType(candidate);
    if (struct !== undefined) return { name: candidate, type: typeType(struct) };
    return undefined;
  }

  /** cel-go's `addIdent`: an equivalent redeclaration is allowed, constants must agree. */
  private addIdent(decl: VariableDecl): string {
    const current = this.declarations.findIdentInScope(decl.name);
    if (current === undefined) {
      this.declarations.addIdent(decl);
      return "";
    }
    if (current.name !== decl.name || !isEquivalentType(current.type, decl.type)) {
      return `overlapping identifier for name '${decl.name}'`;
    }
    if (decl.value !== undefined) {
      if (current.value === undefined) {
        this.declarations.addIdent(decl);
      } else if (!equalLiterals(current.value, decl.value)) {
        return `conflicting constant definitions for name '${decl.name}'`;
      }
    }
    return "";
  }
}

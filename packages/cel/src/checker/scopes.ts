import { at } from "@crdgen/core";
import { type FunctionDecl, type VariableDecl, overloadTypeParams } from "../decls/decls.js";

/**
 * A function as a scope declares it, with the type parameter names of its overloads, found the first time each
 * overload is tried rather than at every call it is tried for (cel-go's `OverloadDecl` finds them when it is
 * made; here declarations are plain data, which nothing fills in). The scope that declares the function keeps
 * them, so they live as long as the declaration does there: an environment's libraries, declared once per
 * compiling environment, find each overload's once for all the rules compiled in it.
 */
export class DeclaredFunction {
  readonly #typeParams: (readonly string[] | undefined)[] = [];

  constructor(readonly decl: FunctionDecl) {}

  /** The type parameter names of the overload at `index` of {@link decl}'s overloads. */
  typeParams(index: number): readonly string[] {
    let names = this.#typeParams[index];
    if (names === undefined) {
      names = overloadTypeParams(at(this.decl.overloads, index));
      this.#typeParams[index] = names;
    }
    return names;
  }
}

/**
 * Nested declaration scopes, as cel-go's `checker/scopes.go`: the root scope holds the environment's
 * declarations, each comprehension pushes scopes for its accumulator and iteration variables.
 */
export class Scopes {
  private readonly idents = new Map<string, VariableDecl>();
  private readonly functions = new Map<string, DeclaredFunction>();

  /**
   * `base`: for a root scope, declarations shared with other environments (an environment's libraries, built
   * once) that this scope reads through without copying; what is declared here shadows them and never writes
   * to `base`, so one base serves any number of checks.
   */
  constructor(
    private readonly parent?: Scopes,
    private readonly base?: Scopes,
  ) {}

  /** A root scope that starts with `base`'s declarations (copy-on-write: additions stay in the new scope). */
  static over(base: Scopes): Scopes {
    return new Scopes(undefined, base);
  }

  push(): Scopes {
    return new Scopes(this);
  }

  /** The enclosing scope; the root scope is its own parent. */
  pop(): Scopes {
    return this.parent ?? this;
  }

  addIdent(decl: VariableDecl): void {
    this.idents.set(decl.name, decl);
  }

  findIdentInScope(name: string): VariableDecl | undefined {
    const trimmed = trimDot(name);
    return this.idents.get(trimmed) ?? this.base?.findIdentInScope(trimmed);
  }

  /** cel-go v0.26.0's `Scopes.FindIdent`: the innermost scope's variable of this name, the root scope last. */
  findIdent(name: string): VariableDecl | undefined {
    return this.findIdentInScope(name) ?? this.parent?.findIdent(name);
  }

  /** A variable of a comprehension scope, ignoring the root scope. */
  findLocalIdent(name: string): VariableDecl | undefined {
    if (this.parent === undefined) return undefined;
    return this.findIdentInScope(name) ?? this.parent.findLocalIdent(name);
  }

  findGlobalIdent(name: string): VariableDecl | undefined {
    return this.root().findIdentInScope(name);
  }

  setFunction(fn: FunctionDecl): void {
    this.functions.set(fn.name, new DeclaredFunction(fn));
  }

  findFunction(name: string): DeclaredFunction | undefined {
    return (
      this.functions.get(trimDot(name)) ?? this.parent?.findFunction(name) ?? this.base?.findFunction(name)
    );
  }

  private root(): Scopes {
    return this.parent === undefined ? this : this.parent.root();
  }
}

function trimDot(name: string): string {
  return name.startsWith(".") ? name.slice(1) : name;
}

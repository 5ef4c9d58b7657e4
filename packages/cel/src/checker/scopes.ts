import type { FunctionDecl, VariableDecl } from "../decls/decls.js";

/**
 * Nested declaration scopes, as cel-go's `checker/scopes.go`: the root scope holds the environment's
 * declarations, each comprehension pushes scopes for its accumulator and iteration variables.
 */
export class Scopes {
  private readonly idents = new Map<string, VariableDecl>();
  private readonly functions = new Map<string, FunctionDecl>();

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
    this.functions.set(fn.name, fn);
  }

  findFunction(name: string): FunctionDecl | undefined {
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

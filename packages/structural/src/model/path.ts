/**
 * A field path as the API server renders it: `.name` for fields, `[key]` for map keys (unquoted, unescaped),
 * `[i]` for list indexes. Paths are built on every walk step but rendered only when an error needs one,
 * so building is one small allocation and rendering is cached.
 */
export class FieldPath {
  private rendered: string | undefined;

  private constructor(
    readonly parent: FieldPath | undefined,
    /** The field name this step adds, if any. */
    private readonly name: string | undefined,
    /** The map key or list index this step adds after the name, if any. */
    private readonly bracket: string | undefined,
  ) {}

  /**
   * A path that stays itself however it is extended, and renders as "": for a first walk that only needs to
   * know whether there are errors at all, so that it does not build the path of every value it passes.
   */
  static readonly unbuilt: FieldPath = new FieldPath(undefined, "", undefined);

  /** A path starting at `name`, which may itself contain dots (`spec.validation.openAPIV3Schema`). */
  static root(name: string): FieldPath {
    return new FieldPath(undefined, name, undefined);
  }

  /** `path.name` */
  child(name: string): FieldPath {
    return this === FieldPath.unbuilt ? this : new FieldPath(this, name, undefined);
  }

  /** `path[key]` */
  key(key: string): FieldPath {
    return this === FieldPath.unbuilt ? this : new FieldPath(this, undefined, key);
  }

  /** `path[i]` */
  index(i: number): FieldPath {
    return this === FieldPath.unbuilt ? this : new FieldPath(this, undefined, String(i));
  }

  /** `path.name[key]` in one step, the walks' `properties[key]`: half the allocations of child + key. */
  childKey(name: string, key: string): FieldPath {
    return this === FieldPath.unbuilt ? this : new FieldPath(this, name, key);
  }

  /** `path.name[i]` in one step, for junctor branches (`anyOf[0]`). */
  childIndex(name: string, i: number): FieldPath {
    return this === FieldPath.unbuilt ? this : new FieldPath(this, name, String(i));
  }

  toString(): string {
    if (this.rendered !== undefined) return this.rendered;
    // Iterative, so that paths thousands of steps deep cannot overflow the stack.
    const pending: FieldPath[] = [this];
    let at = this.parent;
    while (at !== undefined && at.rendered === undefined) {
      pending.push(at);
      at = at.parent;
    }
    let text = at?.rendered ?? "";
    for (let i = pending.length - 1; i >= 0; i--) {
      const step = pending[i];
      if (step === undefined) continue;
      if (step.name !== undefined) text = text === "" ? step.name : `${text}.${step.name}`;
      if (step.bracket !== undefined) text = `${text}[${step.bracket}]`;
      step.rendered = text;
    }
    return text;
  }
}

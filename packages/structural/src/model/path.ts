/**
 * A field path as the API server renders it: `.name` for fields, `[key]` for map keys (unquoted, unescaped),
 * `[i]` for list indexes. Paths are built on every walk step but rendered only when an error needs one,
 * so building is a pointer bump and rendering is cached.
 */
export class FieldPath {
  private rendered: string | undefined;

  private constructor(
    readonly parent: FieldPath | undefined,
    private readonly segment: string,
    private readonly bracket: boolean,
  ) {}

  /** A path starting at `name`, which may itself contain dots (`spec.validation.openAPIV3Schema`). */
  static root(name: string): FieldPath {
    return new FieldPath(undefined, name, false);
  }

  /** `path.name` */
  child(name: string): FieldPath {
    return new FieldPath(this, name, false);
  }

  /** `path[key]` */
  key(key: string): FieldPath {
    return new FieldPath(this, key, true);
  }

  /** `path[i]` */
  index(i: number): FieldPath {
    return new FieldPath(this, String(i), true);
  }

  toString(): string {
    if (this.rendered !== undefined) return this.rendered;
    let text: string;
    if (this.parent === undefined) text = this.segment;
    else {
      const head = this.parent.toString();
      if (this.bracket) text = `${head}[${this.segment}]`;
      else text = head === "" ? this.segment : `${head}.${this.segment}`;
    }
    this.rendered = text;
    return text;
  }
}

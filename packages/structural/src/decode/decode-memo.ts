/**
 * The schema subtrees that decoded without an error, for a batch of CRDs that share them (see `SubtreeMemo`).
 * A subtree's decode errors depend on the subtree, on strictness, and on its depth only through the depth
 * limit: one that decoded clean at some depth decodes clean at that depth or any smaller one.
 */
export class DecodeMemo {
  /** The deepest depth at which each subtree root decoded clean, strictly and loosely (-1: never). */
  readonly #cleanAt = new Map<object, { strict: number; loose: number }>();

  /** Whether `node` is known to decode clean at `depth` with this strictness. */
  isClean(node: object, strict: boolean, depth: number): boolean {
    const clean = this.#cleanAt.get(node);
    return clean !== undefined && (strict ? clean.strict : clean.loose) >= depth;
  }

  /** Records that `node` decoded clean at `depth`. */
  recordClean(node: object, strict: boolean, depth: number): void {
    let clean = this.#cleanAt.get(node);
    if (clean === undefined) {
      clean = { strict: -1, loose: -1 };
      this.#cleanAt.set(node, clean);
    }
    if (strict) clean.strict = Math.max(clean.strict, depth);
    else clean.loose = Math.max(clean.loose, depth);
  }
}

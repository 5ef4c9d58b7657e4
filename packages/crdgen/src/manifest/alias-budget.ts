/**
 * go-yaml v2's defence against "billion laughs" documents (decode.go, CVE-2019-11253): it counts every
 * node it decodes and every node decoded while inside an alias, and fails with "document contains
 * excessive aliasing" once more than 100 alias-driven decodes out of more than 1000 make up too large a
 * share. js-yaml keeps an alias as a shared reference, so nothing blows up while reading; the blow-up would
 * come later, in every walk over the document. The budget replays go-yaml's counting without expanding:
 * the expanded size of an alias target is measured once and remembered.
 */

// The share of alias-driven decodes go-yaml allows: 99% up to 400,000 decodes, falling linearly to 10%
// at 4,000,000 and staying there.
const ratioRangeLow = 400_000;
const ratioRangeHigh = 4_000_000;

/** go-yaml v2's `allowedAliasRatio(decodeCount)`. */
export function allowedAliasRatio(decodes: number): number {
  if (decodes <= ratioRangeLow) return 0.99;
  if (decodes >= ratioRangeHigh) return 0.1;
  return 0.99 - 0.89 * ((decodes - ratioRangeLow) / (ratioRangeHigh - ratioRangeLow));
}

/** How far a document's aliases expand, when go-yaml would refuse it. */
export interface AliasExcess {
  /** Nodes go-yaml would have decoded when it gave up. */
  readonly decodes: number;
  /** Of those, nodes decoded through aliases. */
  readonly aliasDecodes: number;
}

/** Counts one document's decodes the way go-yaml v2 does and says when it would stop. */
export class AliasBudget {
  // go-yaml counts the document node itself before its content.
  private decodes = 1;
  private aliasDecodes = 0;
  private excess: AliasExcess | undefined;
  private readonly expandedSizes = new Map<object, number>();
  private readonly aliasChildren = new Map<object, number>();

  /** The first point at which go-yaml would have stopped, if any. */
  get exceeded(): AliasExcess | undefined {
    return this.excess;
  }

  /** One node decoded outside any alias. Returns false once the budget is exceeded. */
  countNode(): boolean {
    if (this.excess !== undefined) return false;
    this.decodes++;
    return this.check();
  }

  /**
   * The expansion of an alias node (itself counted by {@link countNode}) whose anchor holds `target`:
   * go-yaml decodes the whole target inside the alias. Within that run both counters grow together, so the
   * ratio is worst at its end and one check there is exact.
   */
  countAlias(target: unknown): boolean {
    if (this.excess !== undefined) return false;
    const size = this.expandedSize(target);
    this.decodes = saturatingAdd(this.decodes, size);
    this.aliasDecodes = saturatingAdd(this.aliasDecodes, size);
    return this.check();
  }

  private check(): boolean {
    const { decodes, aliasDecodes } = this;
    if (aliasDecodes > 100 && decodes > 1000 && aliasDecodes / decodes > allowedAliasRatio(decodes)) {
      this.excess = { decodes, aliasDecodes };
      return false;
    }
    return true;
  }

  /**
   * Records that `aliases` of a container's children were written as aliases: go-yaml decodes an alias
   * node before its target, so each adds one decode wherever the container is expanded.
   */
  noteAliasChildren(container: object, aliases: number): void {
    this.aliasChildren.set(container, aliases);
  }

  /** Nodes go-yaml decodes for `value`: one per scalar, sequence, mapping, mapping key and alias node. */
  expandedSize(value: unknown): number {
    if (value === null || typeof value !== "object" || !isPlainContainer(value)) return 1;
    const known = this.expandedSizes.get(value);
    if (known !== undefined) return known;
    // Marks the node while it is measured: js-yaml cannot build cycles, but a walk must never loop.
    this.expandedSizes.set(value, 1);
    let size = 1 + (this.aliasChildren.get(value) ?? 0);
    if (Array.isArray(value)) {
      for (const item of value) size = saturatingAdd(size, this.expandedSize(item));
    } else {
      for (const item of Object.values(value)) size = saturatingAdd(size, 1 + this.expandedSize(item));
    }
    this.expandedSizes.set(value, size);
    return size;
  }
}

function isPlainContainer(value: object): boolean {
  return Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
}

// Nested aliases multiply; past 2^53 the exact count no longer matters, only that it is huge.
function saturatingAdd(a: number, b: number): number {
  return Math.min(a + b, Number.MAX_SAFE_INTEGER);
}

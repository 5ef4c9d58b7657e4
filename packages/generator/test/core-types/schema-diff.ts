/** Differences between two schemas as readable lines, e.g. `.spec.foo: only in corpus`. */

type Node = Readonly<Record<string, unknown>>;

/** Keywords compared recursively instead of by value. */
const nested = new Set(["properties", "items", "additionalProperties"]);

/**
 * Every difference between `ours` and `theirs`, ignoring `description` and the order of `required`; sorted.
 * A property present on one side only is one line, not one per keyword below it.
 */
export function schemaDifferences(ours: unknown, theirs: unknown): string[] {
  const out: string[] = [];
  compare(asNode(ours), asNode(theirs), "", out);
  return out.sort();
}

function compare(ours: Node, theirs: Node, path: string, out: string[]): void {
  const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
  for (const key of [...keys].sort()) {
    if (key === "description") continue;
    if (key === "properties") {
      compareProperties(asNode(ours[key]), asNode(theirs[key]), path, out);
    } else if (nested.has(key) && isNode(ours[key]) && isNode(theirs[key])) {
      compare(ours[key], theirs[key], path + (key === "items" ? "[]" : "{}"), out);
    } else {
      const [a, b] = key === "required" ? [sorted(ours[key]), sorted(theirs[key])] : [ours[key], theirs[key]];
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        out.push(`${path || "."} ${key}: crdgen ${JSON.stringify(a)} vs corpus ${JSON.stringify(b)}`);
      }
    }
  }
}

function compareProperties(ours: Node, theirs: Node, path: string, out: string[]): void {
  for (const name of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    const here = `${path}.${name}`;
    if (!(name in theirs)) out.push(`${here}: only in crdgen`);
    else if (!(name in ours)) out.push(`${here}: only in corpus`);
    else compare(asNode(ours[name]), asNode(theirs[name]), here, out);
  }
}

function sorted(value: unknown): unknown {
  return Array.isArray(value) ? value.map(String).sort() : value;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asNode(value: unknown): Node {
  return isNode(value) ? value : {};
}

/** Counts of descriptions that are equal, equal once whitespace is collapsed, different, or on one side only. */
export interface DescriptionStats {
  same: number;
  sameIgnoringWhitespace: number;
  different: number;
  onlyInCrdgen: number;
  onlyInCorpus: number;
}

/** Compares the descriptions of the nodes both schemas have. */
export function descriptionStats(ours: unknown, theirs: unknown): DescriptionStats {
  const stats: DescriptionStats = {
    same: 0,
    sameIgnoringWhitespace: 0,
    different: 0,
    onlyInCrdgen: 0,
    onlyInCorpus: 0,
  };
  countDescriptions(asNode(ours), asNode(theirs), stats);
  return stats;
}

function countDescriptions(ours: Node, theirs: Node, stats: DescriptionStats): void {
  const [a, b] = [ours.description, theirs.description];
  const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();
  if (typeof a === "string" && typeof b === "string") {
    if (a === b) stats.same++;
    else if (collapse(a) === collapse(b)) stats.sameIgnoringWhitespace++;
    else stats.different++;
  } else if (typeof a === "string") {
    stats.onlyInCrdgen++;
  } else if (typeof b === "string") {
    stats.onlyInCorpus++;
  }
  const ourProperties = asNode(ours.properties);
  const theirProperties = asNode(theirs.properties);
  for (const name of Object.keys(ourProperties)) {
    if (name in theirProperties) {
      countDescriptions(asNode(ourProperties[name]), asNode(theirProperties[name]), stats);
    }
  }
  for (const key of ["items", "additionalProperties"]) {
    if (isNode(ours[key]) && isNode(theirs[key])) countDescriptions(ours[key], theirs[key], stats);
  }
}

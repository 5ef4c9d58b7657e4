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

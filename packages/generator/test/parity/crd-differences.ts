/**
 * Structural differences between two CustomResourceDefinition documents, ignoring descriptions, as
 * path-addressed records (`spec.versions[v1].schema.openAPIV3Schema.properties.spec.required[foo]`).
 */

/** Marks the side of a difference where the path does not exist. */
export const absent: unique symbol = Symbol("absent");

/** One place where the documents differ: the value on each side, or {@link absent}. */
export interface Difference {
  readonly path: string;
  readonly ours: unknown;
  readonly theirs: unknown;
}

type Node = Readonly<Record<string, unknown>>;

/** Keys whose value is data (a default, an example, allowed values), compared whole, descriptions included. */
const valueKeys = new Set(["default", "example", "enum", "const"]);

/** Keys whose value maps names to schemas: every name is kept, even a property called `description`. */
const nameMapKeys = new Set(["properties", "patternProperties", "definitions"]);

/**
 * Every difference between `ours` and `theirs`, in document order (keys sorted). `description` keys are
 * skipped wherever they are schema or CRD keywords. Lists of named objects (versions) are matched by name,
 * `required` lists as sets (plus one record when only the order differs), other lists by position.
 */
export function crdDifferences(ours: unknown, theirs: unknown): Difference[] {
  const out: Difference[] = [];
  compareValues(ours, theirs, "", false, out);
  return out;
}

function compareValues(
  ours: unknown,
  theirs: unknown,
  path: string,
  nameMap: boolean,
  out: Difference[],
): void {
  if (isNode(ours) && isNode(theirs)) compareNodes(ours, theirs, path, nameMap, out);
  else if (Array.isArray(ours) && Array.isArray(theirs)) compareLists(ours, theirs, path, out);
  else if (!sameValue(ours, theirs)) out.push({ path, ours, theirs });
}

function compareNodes(ours: Node, theirs: Node, path: string, nameMap: boolean, out: Difference[]): void {
  const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].sort();
  for (const key of keys) {
    if (key === "description" && !nameMap) continue;
    const here = childPath(path, key);
    if (!(key in theirs)) {
      out.push({ path: here, ours: ours[key], theirs: absent });
    } else if (!(key in ours)) {
      out.push({ path: here, ours: absent, theirs: theirs[key] });
    } else if (!nameMap && valueKeys.has(key)) {
      if (!sameValue(ours[key], theirs[key])) out.push({ path: here, ours: ours[key], theirs: theirs[key] });
    } else if (!nameMap && key === "required") {
      compareSets(ours[key], theirs[key], here, out);
    } else {
      compareValues(ours[key], theirs[key], here, !nameMap && nameMapKeys.has(key), out);
    }
  }
}

function compareLists(
  ours: readonly unknown[],
  theirs: readonly unknown[],
  path: string,
  out: Difference[],
): void {
  const ourItems = itemsByName(ours);
  const theirItems = itemsByName(theirs);
  if (ourItems !== undefined && theirItems !== undefined) {
    compareNamedItems(ourItems, theirItems, path, out);
    return;
  }
  for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
    const here = `${path}[${i}]`;
    if (i >= theirs.length) out.push({ path: here, ours: ours[i], theirs: absent });
    else if (i >= ours.length) out.push({ path: here, ours: absent, theirs: theirs[i] });
    else compareValues(ours[i], theirs[i], here, false, out);
  }
}

function compareNamedItems(
  ours: ReadonlyMap<string, unknown>,
  theirs: ReadonlyMap<string, unknown>,
  path: string,
  out: Difference[],
): void {
  for (const name of new Set([...ours.keys(), ...theirs.keys()])) {
    const here = `${path}[${name}]`;
    if (!theirs.has(name)) out.push({ path: here, ours: ours.get(name), theirs: absent });
    else if (!ours.has(name)) out.push({ path: here, ours: absent, theirs: theirs.get(name) });
    else compareValues(ours.get(name), theirs.get(name), here, false, out);
  }
  const common = (list: Iterable<string>, other: ReadonlyMap<string, unknown>): string[] =>
    [...list].filter((n) => other.has(n));
  const [ourOrder, theirOrder] = [common(ours.keys(), theirs), common(theirs.keys(), ours)];
  if (!sameValue(ourOrder, theirOrder)) {
    out.push({ path: `${path} (order)`, ours: ourOrder, theirs: theirOrder });
  }
}

function compareSets(ours: unknown, theirs: unknown, path: string, out: Difference[]): void {
  if (!isStringList(ours) || !isStringList(theirs)) {
    if (!sameValue(ours, theirs)) out.push({ path, ours, theirs });
    return;
  }
  for (const name of ours.filter((n) => !theirs.includes(n))) {
    out.push({ path: `${path}[${name}]`, ours: name, theirs: absent });
  }
  for (const name of theirs.filter((n) => !ours.includes(n))) {
    out.push({ path: `${path}[${name}]`, ours: absent, theirs: name });
  }
  const common = (list: readonly string[], other: readonly string[]): string[] =>
    list.filter((n) => other.includes(n));
  if (!sameValue(common(ours, theirs), common(theirs, ours))) {
    out.push({ path: `${path} (order)`, ours, theirs });
  }
}

/** The items by their `name`, when every item is an object with a distinct string name; otherwise undefined. */
function itemsByName(list: readonly unknown[]): ReadonlyMap<string, unknown> | undefined {
  const byName = new Map<string, unknown>();
  for (const item of list) {
    if (!isNode(item) || typeof item.name !== "string" || byName.has(item.name)) return undefined;
    byName.set(item.name, item);
  }
  return byName.size === 0 ? undefined : byName;
}

function childPath(path: string, key: string): string {
  const step = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  if (path === "") return step.startsWith('"') ? `[${step}]` : step;
  return step.startsWith('"') ? `${path}[${step}]` : `${path}.${step}`;
}

/** Deep equality of JSON values, ignoring the order of object keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (value === absent) return "(absent)";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isNode(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`);
    return `{${entries.join(",")}}`;
  }
  return json(value);
}

// JSON.stringify gives undefined for undefined (and functions), though its declared type says string.
function json(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  return text ?? "undefined";
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

/** One difference as a line: `path: ours <json> vs theirs <json>`, long values shortened. */
export function formatDifference(difference: Difference): string {
  return `${difference.path}: ours ${show(difference.ours)} vs theirs ${show(difference.theirs)}`;
}

function show(value: unknown): string {
  if (value === absent) return "(absent)";
  const text = json(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/**
 * Go 1.25's `\p{…}` classes (regexp/syntax parse.go `unicodeTable`, `parseUnicodeClass`), over Go's own Unicode
 * 15.0 tables. re2js carries Unicode 17 tables and RE2/J's name lookup (exact names only, no `\p{Letter}`, and
 * scripts Go 1.25 does not know such as `Garay`), so crdgen resolves every `\p` itself and hands re2js the
 * code points Go would use.
 */
import {
  goCategoryAliases,
  goCategoryGroups,
  goCategoryLeaves,
  goFoldCategory,
  goFoldScript,
  goScripts,
} from "./go-unicode-tables.js";

/** Code point ranges as a flat, sorted list `[lo0, hi0, lo1, hi1, …]` with no overlapping or adjacent ranges. */
export type CodePointRanges = readonly number[];

const maxRune = 0x10ffff;

// Decoded tables, one per name Go can look up: a fixed set of about 200, kept for the life of the process.
const decoded = new Map<string, CodePointRanges>();

function decode(key: string, encoded: string): CodePointRanges {
  let ranges = decoded.get(key);
  if (ranges === undefined) {
    const numbers = encoded === "" ? [] : encoded.split(",").map((n) => parseInt(n, 36));
    const out: number[] = [];
    let next = 0;
    for (let i = 0; i < numbers.length; i += 2) {
      const lo = next + (numbers[i] as number);
      const hi = lo + (numbers[i + 1] as number);
      out.push(lo, hi);
      next = hi + 1;
    }
    ranges = out;
    decoded.set(key, ranges);
  }
  return ranges;
}

/** The union of range lists, cleaned as Go's `cleanClass` leaves a class (sorted, merged). */
export function unionRanges(...lists: CodePointRanges[]): CodePointRanges {
  const pairs: [number, number][] = [];
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i] as number, list[i + 1] as number]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    const last = out.length - 1;
    if (last > 0 && (out[last] as number) + 1 >= lo) out[last] = Math.max(out[last] as number, hi);
    else out.push(lo, hi);
  }
  return out;
}

/** Every code point not in `ranges` (Go's `appendNegatedTable` / `negateClass` over 0…0x10FFFF). */
export function complementRanges(ranges: CodePointRanges): CodePointRanges {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    const lo = ranges[i] as number;
    if (lo > next) out.push(next, lo - 1);
    next = (ranges[i + 1] as number) + 1;
  }
  if (next <= maxRune) out.push(next, maxRune);
  return out;
}

// parse.go canonicalName: underscores, spaces and hyphens dropped, the first letter upper case, the rest lower case.
function canonicalName(name: string): string {
  let out = "";
  let first = true;
  for (const c of name) {
    if (c === "_" || c === "-" || c === " ") continue;
    if (first) {
      out += c >= "a" && c <= "z" ? c.toUpperCase() : c;
      first = false;
    } else {
      out += c >= "A" && c <= "Z" ? c.toLowerCase() : c;
    }
  }
  return out;
}

let canonicalAliases: Map<string, string> | undefined;

// The tables are object literals: a name such as `constructor` must not find Object.prototype.
function own<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

function category(name: string): CodePointRanges | undefined {
  const leaf = own(goCategoryLeaves, name);
  if (leaf !== undefined) return decode(name, leaf);
  const group = own(goCategoryGroups, name);
  if (group === undefined) return undefined;
  let ranges = decoded.get(name);
  if (ranges === undefined) {
    ranges = unionRanges(...group.map((leafName) => decode(leafName, goCategoryLeaves[leafName] ?? "")));
    decoded.set(name, ranges);
  }
  return ranges;
}

function foldTable(
  table: Readonly<Record<string, string>>,
  prefix: string,
  name: string,
): CodePointRanges | undefined {
  const encoded = own(table, name);
  return encoded === undefined ? undefined : decode(prefix + name, encoded);
}

interface GoTable {
  readonly tab: CodePointRanges;
  readonly fold: CodePointRanges | undefined;
  readonly sign: 1 | -1;
}

const anyRanges: CodePointRanges = [0, maxRune];
const asciiRanges: CodePointRanges = [0, 0x7f];
// parse.go asciiFoldTable: ASCII plus the two non-ASCII runes that fold to ASCII letters.
const asciiFoldRanges: CodePointRanges = [0, 0x7f, 0x17f, 0x17f, 0x212a, 0x212a];

// parse.go:1715 unicodeTable.
function unicodeTable(rawName: string): GoTable | undefined {
  const name = canonicalName(rawName);
  switch (name) {
    case "Any":
      return { tab: anyRanges, fold: anyRanges, sign: 1 };
    case "Assigned": {
      const cn = category("Cn") as CodePointRanges;
      return { tab: cn, fold: cn, sign: -1 };
    }
    case "Ascii":
      return { tab: asciiRanges, fold: asciiFoldRanges, sign: 1 };
    case "Lc":
      // unicode.FoldCategory has no "LC": the cased letters are not folded further.
      return { tab: category("LC") as CodePointRanges, fold: undefined, sign: 1 };
  }
  const cat = category(name);
  if (cat !== undefined) return { tab: cat, fold: foldTable(goFoldCategory, "fold:", name), sign: 1 };
  const script = own(goScripts, name);
  if (script !== undefined) {
    return {
      tab: decode(`script:${name}`, script),
      fold: foldTable(goFoldScript, "foldscript:", name),
      sign: 1,
    };
  }
  canonicalAliases ??= new Map(
    Object.entries(goCategoryAliases).map(([alias, actual]) => [canonicalName(alias), actual]),
  );
  const actual = canonicalAliases.get(name);
  if (actual === undefined) return undefined;
  return {
    tab: category(actual) as CodePointRanges,
    fold: foldTable(goFoldCategory, "fold:", actual),
    sign: 1,
  };
}

/**
 * The code points Go's `\p{name}` (or `\P{name}` when `negated`) adds to a class, with `(?i)` in force when
 * `foldCase`; undefined when Go does not know the name (`invalid character class range`). A leading `^` in the
 * name negates, as in Go (parse.go:1788).
 */
export function goUnicodeClass(
  name: string,
  negated: boolean,
  foldCase: boolean,
): CodePointRanges | undefined {
  let sign = negated ? -1 : 1;
  let lookup = name;
  if (lookup.startsWith("^")) {
    sign = -sign;
    lookup = lookup.slice(1);
  }
  const table = unicodeTable(lookup);
  if (table === undefined) return undefined;
  if (table.sign < 0) sign = -sign;
  const set = foldCase && table.fold !== undefined ? unionRanges(table.tab, table.fold) : table.tab;
  return sign > 0 ? set : complementRanges(set);
}

/**
 * Go 1.25's character classes and escapes as its parser builds them (regexp/syntax parse.go `parseClass`,
 * `parseEscape`, `appendFoldedRange`, perl_groups.go), with Go's Unicode 15.0 case folding. Under `(?i)`
 * re2js folds with Unicode 17 orbits, which differ from Go's for 116 code points (U+0390/U+1FD3 and the other
 * simple foldings Unicode 15.1 added, and letters Unicode 16/17 paired, such as U+0264/U+A7CB): the code points
 * computed here are handed to re2js with folding turned off.
 */
import { type CodePointRanges, complementRanges, goUnicodeClass, unionRanges } from "./go-unicode-classes.js";
import { goFoldOrbits } from "./go-unicode-tables.js";

let orbitOf: Map<number, readonly number[]> | undefined;

// Orbits, decoded once for the life of the process (a fixed table).
function orbits(): Map<number, readonly number[]> {
  if (orbitOf === undefined) {
    orbitOf = new Map();
    let first = 0;
    for (const encoded of goFoldOrbits.split(",")) {
      const steps = encoded.split(".").map((n) => parseInt(n, 36));
      first += steps[0] as number;
      const members = [first];
      for (const step of steps.slice(1)) members.push((members.at(-1) as number) + step);
      for (const member of members) orbitOf.set(member, members);
    }
  }
  return orbitOf;
}

/** The code points `c` matches under `(?i)` in Go: its `unicode.SimpleFold` orbit, or itself. */
export function goFoldOrbit(c: number): readonly number[] {
  return orbits().get(c) ?? [c];
}

// parse.go appendFoldedRange: the range and every orbit that meets it.
function foldRanges(ranges: CodePointRanges): CodePointRanges {
  const extra: number[] = [];
  const table = orbits();
  for (let i = 0; i < ranges.length; i += 2) {
    const lo = ranges[i] as number;
    const hi = ranges[i + 1] as number;
    if (hi - lo > table.size) {
      for (const [member, orbit] of table) {
        if (member >= lo && member <= hi) for (const c of orbit) extra.push(c, c);
      }
    } else {
      for (let c = lo; c <= hi; c++) for (const f of table.get(c) ?? []) extra.push(f, f);
    }
  }
  return unionRanges(ranges, extra);
}

const perlGroups: Readonly<Record<string, CodePointRanges>> = {
  d: [0x30, 0x39],
  s: [0x9, 0xa, 0xc, 0xd, 0x20, 0x20],
  w: [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a],
};

const posixGroups: Readonly<Record<string, CodePointRanges>> = {
  alnum: [0x30, 0x39, 0x41, 0x5a, 0x61, 0x7a],
  alpha: [0x41, 0x5a, 0x61, 0x7a],
  ascii: [0x0, 0x7f],
  blank: [0x9, 0x9, 0x20, 0x20],
  cntrl: [0x0, 0x1f, 0x7f, 0x7f],
  digit: [0x30, 0x39],
  graph: [0x21, 0x7e],
  lower: [0x61, 0x7a],
  print: [0x20, 0x7e],
  punct: [0x21, 0x2f, 0x3a, 0x40, 0x5b, 0x60, 0x7b, 0x7e],
  space: [0x9, 0xd, 0x20, 0x20],
  upper: [0x41, 0x5a],
  word: [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a],
  xdigit: [0x30, 0x39, 0x41, 0x46, 0x61, 0x66],
};

// parse.go appendGroup: a Perl or POSIX group, folded under (?i) before it is negated.
function group(ranges: CodePointRanges, negated: boolean, fold: boolean): CodePointRanges {
  const set = fold ? foldRanges(ranges) : ranges;
  return negated ? complementRanges(set) : set;
}

/** A code point Go's parser read, and where its text ends. */
export interface GoRune {
  readonly rune: number;
  readonly end: number;
}

const simpleEscapes: Readonly<Record<string, number>> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11 };

function isAlnum(c: string): boolean {
  return /^[0-9A-Za-z]$/.test(c);
}

/** parse.go:1445 parseEscape at the `\` at `at`; undefined where Go reports an error. */
export function goEscape(p: string, at: number): GoRune | undefined {
  const c = p.codePointAt(at + 1);
  if (c === undefined) return undefined;
  const ch = String.fromCodePoint(c);
  const next = at + 1 + ch.length;
  if (c < 0x80 && !isAlnum(ch)) return { rune: c, end: next };
  const simple = simpleEscapes[ch];
  if (simple !== undefined) return { rune: simple, end: next };
  const octal = (i: number): boolean => i < p.length && p[i] !== undefined && p[i] >= "0" && p[i] <= "7";
  if (ch >= "1" && ch <= "7" && !octal(next)) return undefined;
  if (ch >= "0" && ch <= "7") {
    let rune = c - 0x30;
    let end = next;
    for (let k = 1; k < 3 && octal(end); k++) rune = rune * 8 + (p.charCodeAt(end++) - 0x30);
    return { rune, end };
  }
  if (ch !== "x") return undefined;
  if (p[next] === "{") {
    const close = p.indexOf("}", next + 1);
    const digits = close < 0 ? "" : p.slice(next + 1, close);
    if (!/^[0-9A-Fa-f]+$/.test(digits)) return undefined;
    const rune = parseInt(digits, 16);
    return rune > 0x10ffff ? undefined : { rune, end: close + 1 };
  }
  const hex = p.slice(next, next + 2);
  return /^[0-9A-Fa-f]{2}$/.test(hex) ? { rune: parseInt(hex, 16), end: next + 2 } : undefined;
}

/** A class Go's parser read: its code points and where its text ends. */
export interface GoClassSet {
  readonly ranges: CodePointRanges;
  readonly end: number;
}

// parse.go parseClassChar: an escape or one code point.
function classChar(p: string, at: number): GoRune | undefined {
  if (at >= p.length) return undefined;
  if (p[at] === "\\") return goEscape(p, at);
  const rune = p.codePointAt(at) as number;
  return { rune, end: at + (rune > 0xffff ? 2 : 1) };
}

/**
 * parse.go:1827 parseClass at the `[` at `open`, with `(?i)` in force when `fold`: the class's code points
 * (negation applied), or undefined where Go reports an error (re2js, given the class as written, reports the
 * same one).
 */
export function goClass(p: string, open: number, fold: boolean): GoClassSet | undefined {
  let i = open + 1;
  const negated = p[i] === "^";
  if (negated) i++;
  const parts: CodePointRanges[] = [];
  let first = true;
  while (i >= p.length || p[i] !== "]" || first) {
    if (i >= p.length) return undefined;
    first = false;
    if (p.length - i > 2 && p[i] === "[" && p[i + 1] === ":") {
      const close = p.indexOf(":]", i + 2);
      if (close >= 0) {
        const name = p.slice(i + 2, close);
        const posix = posixGroups[name.replace(/^\^/, "")];
        if (posix === undefined || !Object.hasOwn(posixGroups, name.replace(/^\^/, ""))) return undefined;
        parts.push(group(posix, name.startsWith("^"), fold));
        i = close + 2;
        continue;
      }
    }
    if (p[i] === "\\" && (p[i + 1] === "p" || p[i + 1] === "P")) {
      const unicode = goUnicodeClassAt(p, i, fold);
      if (unicode === undefined) return undefined;
      parts.push(unicode.ranges);
      i = unicode.end;
      continue;
    }
    const perl = p[i] === "\\" ? p[i + 1] : undefined;
    if (perl !== undefined && Object.hasOwn(perlGroups, perl.toLowerCase())) {
      parts.push(group(perlGroups[perl.toLowerCase()] as CodePointRanges, perl !== perl.toLowerCase(), fold));
      i += 2;
      continue;
    }
    const lo = classChar(p, i);
    if (lo === undefined) return undefined;
    let hi = lo;
    if (p.length - lo.end >= 2 && p[lo.end] === "-" && p[lo.end + 1] !== "]") {
      const upper = classChar(p, lo.end + 1);
      if (upper === undefined || upper.rune < lo.rune) return undefined;
      hi = upper;
    }
    const range = [lo.rune, hi.rune];
    parts.push(fold ? foldRanges(range) : range);
    i = hi.end;
  }
  const set = unionRanges(...parts);
  return { ranges: negated ? complementRanges(set) : set, end: i + 1 };
}

/** parse.go:1751 parseUnicodeClass at a `\p`/`\P`: undefined when Go reports an error. */
function goUnicodeClassAt(p: string, at: number, fold: boolean): GoClassSet | undefined {
  const name = unicodeClassName(p, at);
  if (name === undefined) return undefined;
  const ranges = goUnicodeClass(name.name, p[at + 1] === "P", fold);
  return ranges === undefined ? undefined : { ranges, end: name.end };
}

/** The name of the `\p`/`\P` class at `at` and where it ends; undefined for an unclosed `\p{`. */
export function unicodeClassName(p: string, at: number): { name: string; end: number } | undefined {
  if (at + 2 >= p.length) return { name: "", end: p.length };
  if (p[at + 2] !== "{") {
    const end = at + 2 + ((p.codePointAt(at + 2) as number) > 0xffff ? 2 : 1);
    return { name: p.slice(at + 2, end), end };
  }
  const close = p.indexOf("}", at);
  return close < 0 ? undefined : { name: p.slice(at + 3, close), end: close + 1 };
}

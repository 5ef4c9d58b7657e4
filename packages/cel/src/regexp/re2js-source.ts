/**
 * A Go regular expression as re2js must be given it to parse and match as Go 1.25 does. re2js ports RE2/J's
 * parser, whose grammar, limits and messages are Go's; what differs is rewritten here, walking the pattern
 * as Go's parser (regexp/syntax parse.go `parse`, `parseClass`, `parsePerlFlags`) walks it:
 * - every `\p{…}`/`\P{…}`/`\pX` is resolved with Go 1.25's names and Unicode 15.0 tables
 *   (go-unicode-classes.ts) and written as explicit code points; outside a class under `(?i)` it is wrapped in
 *   `(?-i:…)`, since Go's fold tables are already in the set;
 * - a name Go does not know becomes a name re2js does not know either (the error is raised at the same place),
 *   and the message is given back Go's text;
 * - capture names are replaced by unique ones (`(?P<n>` and `(?<n>` become `(?P<g1>`, …): Go accepts a name used
 *   twice, re2js does not, and names change neither matching nor group numbers. (Dropping the name would
 *   not do: `(?P<n>?` would become `(?`, another syntax.)
 * Where Go's parser would stop with an error other than a bad class name, the rest is left as written, so
 * re2js stops at the same place with the same message.
 */
import { type GoClassSet, goClass, goEscape, goFoldOrbit, unicodeClassName } from "./go-class.js";
import { type CodePointRanges, goUnicodeClass, unionRanges } from "./go-unicode-classes.js";

/** What re2js is given for one Go pattern, and the way back from re2js's messages to Go's. */
export interface Re2jsSource {
  readonly source: string;
  /** Go's `err.Error()` for re2js's message about {@link source}. */
  goMessage(re2jsMessage: string): string;
}

// A class name re2js does not know, standing for one Go does not know.
const unknownClass = "\\p{@}";

interface Segment {
  readonly out: number;
  readonly orig: number;
  readonly copied: boolean;
}

class Builder {
  out = "";
  readonly segments: Segment[] = [];
  unknown: string | undefined;

  constructor(readonly pattern: string) {}

  copy(from: number, to: number): void {
    if (from === to) return;
    const last = this.segments.at(-1);
    if (last === undefined || !last.copied || last.orig + (this.out.length - last.out) !== from) {
      this.segments.push({ out: this.out.length, orig: from, copied: true });
    }
    this.out += this.pattern.slice(from, to);
  }

  replace(from: number, text: string): void {
    this.segments.push({ out: this.out.length, orig: from, copied: false });
    this.out += text;
  }

  /** The original position of `out` position `at`, when `at` is inside copied text or starts a segment. */
  original(at: number): number | undefined {
    for (let i = this.segments.length - 1; i >= 0; i--) {
      const s = this.segments[i] as Segment;
      if (s.out > at) continue;
      if (s.out === at || s.copied) return s.orig + (at - s.out);
      return undefined;
    }
    return at === 0 ? 0 : undefined;
  }
}

function codePointEnd(pattern: string, at: number): number {
  const c = pattern.codePointAt(at);
  return at + (c !== undefined && c > 0xffff ? 2 : 1);
}

/** `pattern` as re2js must parse it to give Go 1.25's answer (see the module comment). */
export function re2jsSource(pattern: string): Re2jsSource {
  const b = new Builder(pattern);
  scanPattern(b);
  const source = b.out;
  return { source, goMessage: (message) => goMessage(b, source, message) };
}

function scanPattern(b: Builder): void {
  const p = b.pattern;
  const saved: boolean[] = [];
  let fold = false;
  let names = 0;
  let i = 0;
  while (i < p.length) {
    const c = p[i];
    if (c === "(" && p[i + 1] === "?") {
      const group = perlGroup(p, i, fold);
      if (group === undefined) {
        b.copy(i, p.length);
        return;
      }
      if (group.opens) saved.push(fold);
      if (group.named) b.replace(i, `(?P<g${++names}>`);
      else b.copy(i, group.end);
      fold = group.fold;
      i = group.end;
    } else if (c === "(") {
      saved.push(fold);
      b.copy(i, ++i);
    } else if (c === ")") {
      const restored = saved.pop();
      if (restored === undefined) {
        b.copy(i, p.length);
        return;
      }
      fold = restored;
      b.copy(i, ++i);
    } else if (c === "[") {
      const end = scanClass(b, i, fold);
      if (end === undefined) return;
      i = end;
    } else if (c === "\\") {
      const end = scanEscape(b, i, fold);
      if (end === undefined) return;
      i = end;
    } else {
      const end = codePointEnd(p, i);
      const rune = p.codePointAt(i) as number;
      if (fold && rune >= 0x80) b.replace(i, foldedLiteral(rune));
      else b.copy(i, end);
      i = end;
    }
  }
}

// One escape outside a class; undefined when the rest was copied as written.
function scanEscape(b: Builder, at: number, fold: boolean): number | undefined {
  const p = b.pattern;
  const next = p[at + 1];
  if (next === "Q") {
    // parse.go:1030: the text up to `\E` is literal.
    const close = p.indexOf("\\E", at + 2);
    const end = close === -1 ? p.length : close + 2;
    const text = p.slice(at + 2, close === -1 ? p.length : close);
    if (fold && /[^\0-\x7f]/.test(text)) b.replace(at, Array.from(text, literalUnderFold).join(""));
    else b.copy(at, end);
    return end;
  }
  if (next === "p" || next === "P") return unicodeClass(b, at, fold, false);
  if (fold && next !== undefined && "dDsSwW".includes(next)) {
    // parse.go appendGroup folds a Perl class under (?i): `\w` takes in U+017F and U+212A.
    const set = goClass(`[${p.slice(at, at + 2)}]`, 0, true) as GoClassSet;
    b.replace(at, `(?-i:[${classItems(set.ranges)}])`);
    return at + 2;
  }
  const escape = fold && next !== undefined && !"AbBzC".includes(next) ? goEscape(p, at) : undefined;
  if (escape !== undefined && escape.rune >= 0x80) {
    b.replace(at, foldedLiteral(escape.rune));
    return escape.end;
  }
  const end = escapeEnd(p, at);
  b.copy(at, end);
  return end;
}

// A literal under (?i) as Go matches it: its Unicode 15.0 fold orbit (goFoldOrbit), with re2js's folding off.
function foldedLiteral(rune: number): string {
  const orbit = [...goFoldOrbit(rune)].sort((x, y) => x - y);
  return `(?-i:[${classItems(unionRanges(...orbit.map((c) => [c, c])))}])`;
}

// One character of `\Q…\E` under (?i), written outside the quotes.
function literalUnderFold(c: string): string {
  const rune = c.codePointAt(0) as number;
  if (rune >= 0x80) return foldedLiteral(rune);
  return /[0-9A-Za-z]/.test(c) ? c : hex(rune);
}

interface PerlGroup {
  readonly end: number;
  readonly fold: boolean;
  /** Whether a group opens (and the flags in force now are restored at its `)`). */
  readonly opens: boolean;
  readonly named: boolean;
}

// parse.go:1141 parsePerlFlags; undefined where Go reports an error.
function perlGroup(p: string, open: number, fold: boolean): PerlGroup | undefined {
  const rest = p.length - open;
  const withP = rest > 4 && p[open + 2] === "P" && p[open + 3] === "<";
  if (withP || (rest > 3 && p[open + 2] === "<")) {
    const end = p.indexOf(">", open);
    if (end < 0) return undefined;
    const name = p.slice(open + (withP ? 4 : 3), end);
    if (!/^[A-Za-z0-9_]+$/.test(name)) return undefined;
    return { end: end + 1, fold, opens: true, named: true };
  }
  let next = fold;
  let negative = false;
  let sawFlag = false;
  for (let i = open + 2; i < p.length; i++) {
    const c = p[i];
    if (c === "i") {
      next = !negative;
      sawFlag = true;
    } else if (c === "m" || c === "s" || c === "U") {
      sawFlag = true;
    } else if (c === "-") {
      if (negative) return undefined;
      negative = true;
      sawFlag = false;
    } else if (c === ":" || c === ")") {
      if (negative && !sawFlag) return undefined;
      return { end: i + 1, fold: next, opens: c === ":", named: false };
    } else {
      return undefined;
    }
  }
  return undefined;
}

// parse.go:1827 parseClass. Returns the end of the class, or undefined when the rest was copied as written.
function scanClass(b: Builder, open: number, fold: boolean): number | undefined {
  const p = b.pattern;
  if (fold) {
    // Under (?i) the class is built as Go builds it (go-class.ts) and given to re2js with folding off.
    const set = goClass(p, open, true);
    if (set !== undefined) {
      b.replace(open, `(?-i:[${classItems(set.ranges)}])`);
      return set.end;
    }
  }
  let i = open + 1;
  if (p[i] === "^") i++;
  let copiedTo = open;
  let first = true;
  while (i >= p.length || p[i] !== "]" || first) {
    if (i >= p.length) {
      // Missing closing ]: re2js reports it, quoting from `[` to the end.
      b.copy(copiedTo, p.length);
      return p.length;
    }
    first = false;
    if (p.length - i > 2 && p[i] === "[" && p[i + 1] === ":") {
      // parse.go:1604 looks for the closing `:]` after `[:`; re2js from the `:`, so it reads `[:]` as a name.
      const close = p.indexOf(":]", i + 2);
      if (p[i + 2] === "]") {
        b.copy(copiedTo, i);
        if (close < 0) {
          // No name: the `[` is a class character.
          b.replace(i, "\\[");
          i = copiedTo = i + 1;
          continue;
        }
        // A name that starts with `]` is never a POSIX class: Go stops here.
        b.unknown = p.slice(i, close + 2);
        b.replace(i, unknownClass);
        b.copy(close + 2, p.length);
        return undefined;
      }
      if (close >= 0) {
        i = close + 2;
        continue;
      }
    }
    if (p[i] === "\\" && (p[i + 1] === "p" || p[i + 1] === "P")) {
      b.copy(copiedTo, i);
      const end = unicodeClass(b, i, fold, true);
      if (end === undefined) return undefined;
      i = copiedTo = end;
      continue;
    }
    // A class character, an escape (Perl classes included) or a range: nothing in it is rewritten, and a range
    // ends in a class character, where `\p` is just an invalid escape.
    i = classCharEnd(p, i);
    if (p.length - i >= 2 && p[i] === "-" && p[i + 1] !== "]") i = classCharEnd(p, i + 1);
  }
  b.copy(copiedTo, i + 1);
  return i + 1;
}

function classCharEnd(p: string, at: number): number {
  return p[at] === "\\" ? escapeEnd(p, at) : codePointEnd(p, at);
}

/**
 * The end of the escape at `at` as Go's parseEscape (parse.go:1445) reads it: `\x{…}` up to its `}` and `\xHH`
 * take more than one character, and where Go stops on a bad one, that character is part of the quoted
 * escape (`\x4\`), so it must reach re2js as written. Other escapes are `\` and one character.
 */
function escapeEnd(p: string, at: number): number {
  if (at + 1 >= p.length) return p.length;
  if (p[at + 1] !== "x") return codePointEnd(p, at + 1);
  if (p[at + 2] !== "{") {
    const first = at + 2 < p.length ? codePointEnd(p, at + 2) : p.length;
    return first < p.length ? codePointEnd(p, first) : p.length;
  }
  let i = at + 3;
  while (i < p.length && /[0-9A-Fa-f]/.test(p[i] as string)) i++;
  return i < p.length ? codePointEnd(p, i) : p.length;
}

// parse.go:1751 parseUnicodeClass, at a `\p` or `\P`. Returns the end of the class, or undefined when Go stops
// here (the rest is then copied as written, or the name replaced by one re2js does not know).
function unicodeClass(b: Builder, at: number, fold: boolean, inClass: boolean): number | undefined {
  const p = b.pattern;
  const negated = p[at + 1] === "P";
  const found = unicodeClassName(p, at);
  if (found === undefined) {
    b.copy(at, p.length);
    return undefined;
  }
  const { name, end } = found;
  const ranges = goUnicodeClass(name, negated, fold);
  if (ranges === undefined) {
    b.unknown = p.slice(at, end);
    b.replace(at, unknownClass);
    b.copy(end, p.length);
    return undefined;
  }
  b.replace(at, inClass ? classItems(ranges) : topLevelClass(ranges, fold));
  return end;
}

function hex(c: number): string {
  return `\\x{${c.toString(16)}}`;
}

// The ranges as class items; an empty set as `\P{Any}`, which re2js knows and which adds nothing.
function classItems(ranges: CodePointRanges): string {
  if (ranges.length === 0) return "\\P{Any}";
  let out = "";
  for (let i = 0; i < ranges.length; i += 2) {
    const lo = ranges[i] as number;
    const hi = ranges[i + 1] as number;
    out += lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`;
  }
  return out;
}

function topLevelClass(ranges: CodePointRanges, fold: boolean): string {
  const cls = `[${classItems(ranges)}]`;
  return fold ? `(?-i:${cls})` : cls;
}

// re2js's messages are Go's (`error parsing regexp: <code>: `<expr>``) about the rewritten source: the quoted
// expression is the unknown class name, a suffix of the pattern (an open class, the whole pattern), or a
// fragment that was copied as written.
function goMessage(b: Builder, source: string, message: string): string {
  const quote = message.indexOf(": `");
  if (quote < 0 || !message.endsWith("`")) {
    // re2js leaves out the expression Go quotes: the whole pattern for the size and nesting limits (parse.go:898),
    // the empty one otherwise.
    const whole = /expression too large$|expression nests too deeply$/.test(message);
    return `${message}: \`${whole ? b.pattern : ""}\``;
  }
  const fragment = message.slice(quote + 3, -1);
  const head = message.slice(0, quote);
  if (b.unknown !== undefined && fragment === unknownClass) return `${head}: \`${b.unknown}\``;
  if (source.endsWith(fragment)) {
    const from = b.original(source.length - fragment.length);
    if (from !== undefined) return `${head}: \`${b.pattern.slice(from)}\``;
  }
  return message;
}

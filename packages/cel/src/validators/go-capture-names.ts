/**
 * The one copy of this rule: @crdgen/structural's pattern checks (rule A19) import it from here.
 * Go's `regexp/syntax` (Go 1.25, which Kubernetes 1.35 is built with) accepts the same capture name twice,
 * `(?P<a>x)(?P<a>y)`; re2js rejects it ("duplicate capture group name"), a check Go never had. Names change
 * neither what a pattern matches nor whether it parses, so for re2js they are dropped: each valid
 * `(?P<name>` / `(?<name>` outside a character class, an escape and `\Q…\E` becomes a plain `(`.
 * Invalid names are left for re2js, whose message for them is Go's.
 */
export function withoutCaptureNames(pattern: string): string {
  let out = "";
  let i = 0;
  while (i < pattern.length) {
    const c = pattern.charAt(i);
    if (c === "\\") {
      const end = escapeEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
    } else if (c === "[") {
      const end = classEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
    } else if (c === "(" && pattern[i + 1] === "?") {
      const nameEnd = validNameEnd(pattern, i);
      out += "(";
      i = nameEnd === -1 ? i + 1 : nameEnd + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// Go's parsePerlFlags: `(?P<` (needs more than four bytes) or `(?<` (more than three), the name up to the first
// `>`, made of ASCII letters, digits and `_`. Returns the index of that `>`, or -1 when this is not a valid
// named group.
function validNameEnd(pattern: string, open: number): number {
  let start: number;
  if (pattern[open + 2] === "P" && pattern[open + 3] === "<" && pattern.length - open > 4) start = open + 4;
  else if (pattern[open + 2] === "<" && pattern.length - open > 3) start = open + 3;
  else return -1;
  const end = pattern.indexOf(">", start);
  if (end <= start) return -1;
  return /^[A-Za-z0-9_]+$/.test(pattern.slice(start, end)) ? end : -1;
}

// One escape outside a class: `\Q…\E` runs to its `\E` (or the end), `\p{…}` to its `}`, others are two
// characters (a trailing `\` is left for re2js to report).
function escapeEnd(pattern: string, at: number): number {
  const next = pattern[at + 1];
  if (next === "Q") {
    const end = pattern.indexOf("\\E", at + 2);
    return end === -1 ? pattern.length : end + 2;
  }
  return unicodeClassEnd(pattern, at) ?? Math.min(at + 2, pattern.length);
}

function unicodeClassEnd(pattern: string, at: number): number | undefined {
  const next = pattern[at + 1];
  if ((next === "p" || next === "P") && pattern[at + 2] === "{") {
    const end = pattern.indexOf("}", at + 3);
    return end === -1 ? pattern.length : end + 1;
  }
  return undefined;
}

// Go's parseClass: after `[` and an optional `^`, a first `]` is a literal; `[:name:]`, escapes and `\p{…}`
// are single items; the class ends at the next `]` (or the end, which re2js reports as missing `]`).
function classEnd(pattern: string, at: number): number {
  let i = at + 1;
  if (pattern[i] === "^") i++;
  let first = true;
  while (i < pattern.length && (pattern[i] !== "]" || first)) {
    first = false;
    if (pattern[i] === "[" && pattern[i + 1] === ":") {
      const end = pattern.indexOf(":]", i + 2);
      if (end !== -1) {
        i = end + 2;
        continue;
      }
    }
    if (pattern[i] === "\\") {
      i = unicodeClassEnd(pattern, i) ?? i + 2;
      continue;
    }
    i++;
  }
  return Math.min(i + 1, pattern.length);
}

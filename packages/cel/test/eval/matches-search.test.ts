/**
 * `matches` is Go's `regexp.MatchString`, an unanchored search. It asks re2js for the boolean alone (`test`,
 * which runs on the DFA where it can) rather than through a Matcher (`matcher(s).find()`, the NFA with
 * capture positions): over generated patterns and texts, both give the same answer, kept here as the oracle.
 */
import fc from "fast-check";
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { type CelValue, ErrorValue, evaluate, parse, standardMacros } from "../../src/index.js";

function celMatches(text: string, pattern: string): CelValue {
  const parsed = parse("s.matches(p)", { macros: standardMacros });
  if (parsed.ast === undefined) throw new Error("parse");
  return evaluate(parsed.ast, { s: text, p: pattern }).value;
}

/** What `matches` answered before: a Matcher's first find, or the compile error. */
function findOracle(text: string, pattern: string): boolean | "error" {
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch {
    return "error";
  }
  return re.matcher(text).find();
}

// Texts and patterns over few characters, so that they meet: ASCII letters and digits, a newline and a
// carriage return, spaces, an astral character and a lone surrogate (each one UTF-16 unit or two), and
// case-folding pairs (`k`, the Kelvin sign, `ſ`).
const chars = [
  "a",
  "b",
  "A",
  "1",
  "-",
  ".",
  "\n",
  "\r",
  " ",
  "\t",
  "😀",
  "\uD83D",
  "k",
  "K",
  "\u212A",
  "ſ",
  "s",
];
const text = fc.array(fc.constantFrom(...chars), { maxLength: 8 }).map((cs) => cs.join(""));
const atom = fc.oneof(
  fc.constantFrom(...chars.map((c) => (c === "." || c === "-" ? `\\${c}` : c))),
  fc.constantFrom(
    ".",
    "\\s",
    "\\S",
    "\\d",
    "\\w",
    "\\b",
    "[a-z]",
    "[^a]",
    "[\\s1]",
    "\\pL",
    "(?i)k",
    "(?s:.)",
  ),
);
const pattern: fc.Arbitrary<string> = fc.letrec<{ re: string }>((tie) => ({
  re: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    atom,
    fc.tuple(tie("re"), tie("re")).map(([x, y]) => x + y),
    fc.tuple(tie("re"), tie("re")).map(([x, y]) => `(${x}|${y})`),
    fc.tuple(tie("re"), fc.constantFrom("*", "+", "?", "{1,2}", "*?", "{2}")).map(([x, q]) => `(?:${x})${q}`),
    fc.tuple(fc.constantFrom("^", ""), tie("re"), fc.constantFrom("$", "")).map(([a, x, z]) => a + x + z),
  ),
})).re;

describe("matches", () => {
  it("answers as a Matcher's find does, over generated patterns and texts", () => {
    fc.assert(
      fc.property(text, pattern, (s, p) => {
        const expected = findOracle(s, p);
        const got = celMatches(s, p);
        if (expected === "error") expect(got).toBeInstanceOf(ErrorValue);
        else expect(got).toBe(expected);
      }),
      { numRuns: 1500 },
    );
  });
});

/**
 * Go's `parsePerlFlags` (regexp/syntax/parse.go) takes a capture name without looking for an earlier one, so
 * `(?P<n>a)(?P<n>b)` compiles (Go's `SubexpIndex` documents duplicate names); re2js refuses it. At run time a
 * pattern held in a variable goes the same way as a literal one: it compiles, names having no effect on the
 * match.
 */
describe("capture names used twice", () => {
  it.each([
    ["abc", "(?P<n>a)(?P<n>b)", true],
    ["acb", "(?P<n>a)(?P<n>b)", false],
    ["xy", "(?<n>x)|(?P<n>y)", true],
  ])("%s matches %s", (text, pattern, want) => {
    expect(celMatches(text, pattern)).toBe(want);
  });

  it("still reports what Go reports for such a pattern that does not parse", () => {
    expect(celMatches("a", "(?P<n>a)(?P<n>")).toEqual(
      new ErrorValue("error parsing regexp: missing closing ): `(?P<n>a)(?P<n>`"),
    );
  });

  it("matches as the pattern without its names does", () => {
    const name = fc.constantFrom("n", "m");
    const group = fc
      .tuple(name, fc.constantFrom("a", "b", "a+", "b?"))
      .map(([n, body]) => `(?P<${n}>${body})`);
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 1, maxLength: 4 }),
        fc.stringMatching(/^[ab]{0,6}$/),
        (groups, text) => {
          const pattern = groups.join("");
          const unnamed = pattern.replace(/\?P<[nm]>/g, "");
          expect(celMatches(text, pattern)).toBe(RE2JS.compile(unnamed).matcher(text).find());
        },
      ),
    );
  });
});

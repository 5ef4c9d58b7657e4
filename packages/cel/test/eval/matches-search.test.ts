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

/**
 * Go patterns for the JSON Schema translation's differential: the syntax Go and ECMAScript share, and the
 * pieces that mean something else in each (`.`, `\s`, `\S`, `\p{…}`, flags, names), with texts full of the
 * characters where they part (line terminators, Unicode spaces, astral and unassigned code points).
 */
import fc from "fast-check";

/** One request to the Go regexp oracle (the batch protocol of packages/cel/test/regexp). */
export interface PatternCase {
  readonly p: string;
  readonly ss: readonly string[];
}

const chars = [
  "a",
  "b",
  "z",
  "A",
  "_",
  "0",
  "7",
  "-",
  " ",
  "\t",
  "\n",
  "\r",
  "\f",
  "\v",
  "\u0000",
  "\u0085",
  "\u00a0",
  "\u1680",
  "\u2000",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u3000",
  "\ufeff",
  "\u00e9",
  "\u03b1",
  "\u0378",
  "\u1c89",
  "\u{10400}",
  "\u{1f600}",
  "\u{10d50}",
  "\u212a",
  ".",
  "/",
  ":",
];

const atom = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...chars.filter((c) => c !== ".")) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ".",
      "\\s",
      "\\S",
      "\\d",
      "\\D",
      "\\w",
      "\\W",
      "\\.",
      "\\/",
      "\\t",
      "\\n",
      "\\r",
      "\\f",
      "\\v",
      "\\0",
      "\\x41",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom("^", "$", "\\b", "\\B") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("\\p{L}", "\\p{Lu}", "\\P{L}", "\\p{Letter}", "\\p{Greek}", "\\p{Any}"),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.boolean(),
        fc.array(
          fc.constantFrom(
            "a-z",
            "0-9",
            "\\s",
            "\\S",
            "\\d",
            "\\w",
            ".",
            "\\-",
            "\u00e9",
            "\u{10400}",
            "\u2028",
            "\\p{L}",
            " ",
            "_",
          ),
          { minLength: 1, maxLength: 4 },
        ),
      )
      .map(([negated, items]) => `[${negated ? "^" : ""}${items.join("")}]`),
  },
);

const repeat = fc.constantFrom("", "", "", "*", "+", "?", "*?", "{2}", "{1,3}", "{0,}");

const pattern: fc.Arbitrary<string> = fc.letrec<{ re: string; piece: string }>((tie) => ({
  piece: fc.oneof(
    { weight: 5, arbitrary: fc.tuple(atom, repeat).map(([a, r]) => (/^[\^$]|^\\[bB]$/.test(a) ? a : a + r)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("(", "(?:", "(?<n>", "(?<m>", "(?i:", "(?i)("), tie("re"), repeat)
        .map(([open, body, r]) => `${open}${body})${r}`),
    },
  ),
  re: fc
    .array(
      fc.array(tie("piece"), { minLength: 1, maxLength: 4 }).map((ps) => ps.join("")),
      { minLength: 1, maxLength: 2 },
    )
    .map((alts) => alts.join("|")),
})).re;

/** A pattern, anchored or not, with texts to match. */
export const patternCase: fc.Arbitrary<PatternCase> = fc.record({
  p: fc.tuple(fc.boolean(), pattern).map(([anchored, p]) => (anchored ? `^(?:${p})$` : p)),
  ss: fc.array(
    fc.array(fc.constantFrom(...chars), { maxLength: 6 }).map((cs) => cs.join("")),
    { minLength: 1, maxLength: 6 },
  ),
});

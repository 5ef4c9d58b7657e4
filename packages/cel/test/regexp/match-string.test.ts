/** goMatchString searches with re2js's `test`: a differential against a Matcher's `find` (goFindString). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileGoRegexp, goFindString, goMatchString } from "../../src/regexp/go-regexp.js";

// Patterns of the kinds CRDs use (anchored, classes, alternations, repetitions, Unicode, empty matches).
const patterns = [
  "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
  "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$",
  "a|b|",
  "x*",
  "é+",
  "\\bfoo\\b",
  "(?i)abc",
  "^$",
  "[^a-c]{2,3}",
  "(?P<n>z)(?P<n>y)",
  "\\pL\\d",
];

function foundByMatcher(pattern: string, text: string): boolean {
  const compiled = compileGoRegexp(pattern);
  return typeof compiled !== "string" && goFindString(compiled, text) !== undefined;
}

function goRegexpMatches(pattern: string, text: string): boolean {
  const compiled = compileGoRegexp(pattern);
  return typeof compiled !== "string" && goMatchString(compiled, text);
}

describe("goMatchString", () => {
  it("finds a match exactly when a Matcher's find does (property)", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.string({
        unit: fc.constantFrom("a", "b", "z", "y", "-", "1", ".", "é", "K", "i", " ", "\u{1F600}"),
        maxLength: 12,
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...patterns), text, (pattern, input) => {
        expect(goRegexpMatches(pattern, input)).toBe(foundByMatcher(pattern, input));
      }),
      { numRuns: 3000 },
    );
  });
});

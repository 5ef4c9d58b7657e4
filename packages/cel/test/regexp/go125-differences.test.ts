/**
 * Each place where re2js answered otherwise than Go 1.25's `regexp` (found by the oracle, live-oracle.test.ts),
 * with the Go 1.25.12 source line that decides it (`src/regexp/syntax/`). The expected values are the oracle's.
 */
import { describe, expect, it } from "vitest";
import {
  compileGoRegexp,
  goFindAllString,
  goMatchString,
  goRegexpError,
} from "../../src/regexp/go-regexp.js";

function matches(pattern: string, text: string): boolean {
  const re = compileGoRegexp(pattern);
  if (typeof re === "string") throw new Error(re);
  return goMatchString(re, text);
}

describe("Go 1.25 regexp where re2js differs", () => {
  it("resolves \\p names as parse.go:1715 unicodeTable does (canonicalName, CategoryAliases)", () => {
    const re = compileGoRegexp("\\p{Letter}+");
    expect(typeof re !== "string" && goFindAllString(re, "ab1", -1n)).toEqual(["ab"]);
    expect(matches("\\p{greek}", "\u03b1")).toBe(true);
    expect(matches("\\p{Cased_Letter}", "a")).toBe(true);
    // canonicalName drops the underscore, and unicode.Scripts has only "Old_Italic": Go 1.25 knows no such name.
    expect(goRegexpError("\\p{Old_Italic}")).toBe(
      "error parsing regexp: invalid character class range: `\\p{Old_Italic}`",
    );
    // Unicode 16's Garay script is not in Go 1.25's tables (unicode/tables.go:6, Version 15.0.0).
    expect(goRegexpError("[a\\p{Garay}]")).toBe(
      "error parsing regexp: invalid character class range: `\\p{Garay}`",
    );
  });

  it("uses Unicode 15.0 tables (unicode/tables.go:6): U+1C89 is no letter yet", () => {
    expect(matches("\\pL", "\u1c89")).toBe(false);
  });

  it("folds with Go's unicode.SimpleFold orbits (parse.go:2011 appendFoldedRange, 368 literal)", () => {
    expect(matches("(?i)\u0390", "\u1fd3")).toBe(false);
    expect(matches("(?i)[\u0264]", "\ua7cb")).toBe(false);
    expect(matches("(?i)\u03c3", "\u03a3")).toBe(true);
  });

  it("reads `[:` in a class as a POSIX name only when `:]` follows after it (parse.go:1604)", () => {
    const re = compileGoRegexp("[[:]a]");
    expect(typeof re !== "string" && goFindAllString(re, "[a]", -1n)).toEqual(["[a]"]);
  });

  it("accepts a capture name twice and keeps a named group a group (parse.go:1141 parsePerlFlags)", () => {
    expect(matches("(?P<n>a)(?P<n>b)", "ab")).toBe(true);
    expect(goRegexpError("(?<n>?)")).toBe(
      "error parsing regexp: missing argument to repetition operator: `?`",
    );
  });

  it("quotes what parseEscape read (parse.go:1445), past a \\x into the next escape", () => {
    expect(goRegexpError("\\x4\\p{Greek}")).toBe("error parsing regexp: invalid escape sequence: `\\x4\\`");
  });

  it("quotes the whole pattern for the nesting and size limits (parse.go:898-901)", () => {
    const deep = "(".repeat(1001) + ")".repeat(1001);
    expect(goRegexpError(deep)).toBe(`error parsing regexp: expression nests too deeply: \`${deep}\``);
  });
});
